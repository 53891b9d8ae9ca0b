/**
 * parseQuery with the conversation's last search (sessionId): follow-ups that narrow it ("under $100", "in
 * brown", "cheaper ones", "for 2 people") and requests that start afresh ("tents").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, describeQuery, type Product } from '../../core/index.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

const boot: Product = {
  id: 'boot-1',
  title: 'Trailhead Waterproof Hiking Boot',
  category: 'Shoes > Hiking',
  price: 110,
  currency: 'USD',
  attributes: { color: 'brown', material: 'leather', features: ['waterproof'] },
};
const vocabulary = buildVocabulary([
  boot,
  { id: 'tent-1', title: 'Ridge 2-Person Tent', category: 'Outdoor > Tents', attributes: { color: 'green' } },
]);
const read = (content: string, previous?: string, followUp?: 'always') =>
  parseQuery(content, {
    vocabulary,
    ...(previous !== undefined && {
      previous: parseQuery(previous, { vocabulary }),
      ...(followUp && { followUp }),
    }),
  });

test('a request naming nothing new narrows the last search', () => {
  const price = read('under $100', 'waterproof hiking boots');
  assert.is(price.text, 'waterproof hiking boots');
  assert.equal(price.filters.features, ['waterproof']);
  assert.is(price.filters.priceMax, 100);
  assert.is(price.followUp, true);
  assert.is(describeQuery(price), 'waterproof hiking boots under $100');
  const colour = read('in brown', 'hiking boots under $100');
  assert.is(colour.text, 'hiking boots');
  assert.ok(colour.filters.colors?.includes('brown'));
  assert.is(colour.filters.priceMax, 100, 'earlier constraints stay');
  const leather = read('leather ones', 'hiking boots');
  assert.is(leather.text, 'leather hiking boots', 'a describing word goes before the last search’s words');
  assert.is(read('what about trail ones', 'running shoes').text, 'trail running shoes', '"ones" points back');
  assert.is(read('the green ones', 'tents').filters.colors?.includes('green'), true);
  assert.ok(leather.filters.materials?.includes('leather'));
  const people = read('for 2 people', 'tents');
  assert.is(people.text, 'tents for 2 people', 'numbers and units qualify, they name nothing new');
  const again = read('hiking boots', 'hiking boots in brown');
  assert.ok(again.filters.colors?.includes('brown'), 'repeating the words keeps the constraints');
});

test('conversational follow-ups as shoppers type them', () => {
  const cases: [string, string][] = [
    ['what about in blue?', 'blue hiking boots'],
    ['how about something cheaper', 'hiking boots, cheapest first'],
    ['only the waterproof ones', 'waterproof hiking boots'],
    ['just the brown ones', 'brown hiking boots'],
    ['do you have them in a larger size?', 'hiking boots'],
    ['what colors does it come in?', 'hiking boots'],
    ['ok what about under $80', 'hiking boots under $80'],
    ['now sort by price', 'hiking boots, cheapest first'],
    ['is it available now', 'hiking boots, in stock'],
    ['any in size 10', 'hiking boots in size 10'],
    ['not leather', 'hiking boots, without leather'],
    ['any for kids?', 'hiking boots for kids'],
    // No weight to order by: the list as it was, the question said unstated (superlativeAsked).
    ['which one is the lightest?', 'hiking boots'],
    ['which of these is the cheapest', 'hiking boots, cheapest first'],
    ['which ones are waterproof?', 'waterproof hiking boots'],
    ['which one has the best reviews', 'hiking boots, best rated first'],
  ];
  for (const [content, described] of cases) {
    const query = read(content, 'hiking boots');
    assert.is(query.followUp, true, content);
    assert.is(describeQuery(query), described, content);
  }
  assert.equal(read('which one is the lightest?', 'hiking boots').superlativeAsked, {
    said: 'lightest',
    states: 'its weight',
    unstated: true,
  });
});

test('the request’s constraints replace the last search’s; sorts carry over unless asked', () => {
  const price = read('between $50 and $80', 'hiking boots under $100');
  assert.is(price.filters.priceMin, 50);
  assert.is(price.filters.priceMax, 80);
  const cheapest = read('cheapest', 'hiking boots');
  assert.is(cheapest.sort, 'price_asc');
  assert.is(read('in brown', 'cheapest hiking boots').sort, 'price_asc');
  const cheaper = read('cheaper ones', 'hiking boots under $100');
  assert.is(cheaper.sort, 'price_asc', 'no viewed product: "cheaper" sorts by price');
  assert.is(cheaper.filters.priceMax, 100);
  assert.is(read('more expensive ones', 'hiking boots').sort, 'price_desc');
  assert.is(read('more expensive ones', 'cheapest hiking boots').sort, 'price_desc', 'the other way round');
  assert.is(read('cheaper ones', 'most expensive hiking boots').sort, 'price_asc');
});

test('a request with words of its own starts afresh', () => {
  for (const content of ['tents', 'a green tent']) {
    const query = read(content, 'waterproof hiking boots under $100');
    assert.is(query.followUp, undefined, content);
    assert.is(query.filters.priceMax, undefined, content);
    assert.not.ok(query.text.includes('boots'), content);
  }
  // "instead" swaps the kind of product: the budget stays, the boots' feature and words go (kind-swap.ts).
  const instead = read('show me tents instead', 'waterproof hiking boots under $100');
  assert.is(instead.text, 'tents');
  assert.is(instead.filters.priceMax, 100);
  assert.is(instead.filters.features, undefined);
  assert.is(read('show me tents instead', 'hiking boots').text, 'tents');
  const similar = read('similar jackets', 'hiking boots');
  assert.is(similar.text, 'jackets', 'no page to be similar to: the cue goes, the request stands alone');
  const cheaper = read('cheaper tents', 'hiking boots under $100');
  assert.is(cheaper.text, 'tents');
  assert.is(cheaper.sort, 'price_asc');
  assert.is(cheaper.filters.priceMax, undefined);
  const fresh = read('one piece swimsuit', 'hiking boots');
  assert.is(fresh.text, 'one piece swimsuit', 'read exactly as without a conversation');
  assert.equal(fresh, parseQuery('one piece swimsuit', { vocabulary }));
  // A unit alone names a product: "sheets", "cups" and "a set" are no measure without a number before them.
  for (const content of ['sheets', 'cups', 'a set']) {
    const query = read(content, 'jackets');
    assert.is(query.followUp, undefined, content);
    assert.not.ok(query.text.includes('jackets'), content);
  }
  assert.is(
    read('100 sheets', 'printer paper').text,
    'printer paper 100 sheets',
    'after a number, it measures',
  );
});

test('"always" narrows the last search even with new words (the search retries so when nothing matched)', () => {
  const hood = read('with a hood', 'tents for 2 people', 'always');
  assert.is(hood.text, 'tents for 2 people with hood', 'the new words follow their "with"');
  assert.is(hood.followUp, true);
  assert.is(read('a hood', 'tents for 2 people').text, 'hood', 'new words alone start afresh');
});

test('a request opening with "with" narrows the last search even with new words', () => {
  assert.is(read('with a hood', 'tents for 2 people').text, 'tents for 2 people with hood');
  const pockets = read('and with pockets', 'yoga pants');
  assert.is(pockets.text, 'yoga pants with pockets');
  assert.is(pockets.followUp, true);
  assert.is(read('without a hood', 'rain jacket').text, 'rain jacket');
  assert.is(read('pockets with zips', 'yoga pants').followUp, undefined, '"with" inside is no lead');
});

test('"one with", "something with", "the same but with": a word pointing back before "with" narrows too', () => {
  for (const content of [
    'one with a hood',
    'something with a hood',
    'any with a hood',
    'a version with a hood',
    'the same but with a hood',
    'ok, one with a hood',
    'what about one with a hood?',
  ]) {
    const query = read(content, 'rain jacket');
    assert.is(query.text, 'rain jacket with hood', content);
    assert.is(query.followUp, true, content);
  }
  assert.is(read('one piece swimsuit', 'rain jacket').text, 'one piece swimsuit', 'no "with": afresh');
});

test('"more insulation", "extra padding": the feature, never "more" to match', () => {
  const features = buildVocabulary([
    {
      id: 'puffer',
      title: 'Cascade Puffer Jacket',
      category: 'Clothing > Jackets',
      attributes: { features: ['insulated', 'water-resistant'] },
    },
    { id: 'vest', title: 'Quilted Vest', category: 'Clothing > Vests', attributes: { features: ['padded'] } },
  ]);
  const previous = parseQuery('puffer jacket', { vocabulary: features });
  const insulated = parseQuery('something with more insulation', { vocabulary: features, previous });
  assert.is(insulated.followUp, true);
  assert.is(insulated.text, 'puffer jacket');
  assert.equal(insulated.filters.features, ['insulated']);
  assert.is(describeQuery(insulated), 'insulated puffer jacket');
  const padded = parseQuery('with extra padding', { vocabulary: features, previous });
  assert.equal(padded.filters.features, ['padded']);
  const alone = parseQuery('a vest with more padding', { vocabulary: features });
  assert.is(describeQuery(alone), 'padded vest', 'without a conversation too');
  // A feature the catalogue does not tag stays words to match, without "more".
  const untagged = parseQuery('a jacket with more ventilation', { vocabulary: features });
  assert.is(untagged.filters.features, undefined);
  assert.is(untagged.text, 'jacket with ventilation');
});

test('on a product page, "cheaper" in a conversation is bounded by the viewed product', () => {
  const previous = parseQuery('waterproof hiking boots', { vocabulary });
  const query = parseQuery('anything cheaper?', { vocabulary, previous, page: { product: boot } });
  assert.is(query.text, 'waterproof hiking boots');
  assert.is(query.filters.priceMax, 109.99);
  assert.equal(query.filters.excludeIds, ['boot-1']);
  assert.is(query.context?.relation, 'cheaper');
  assert.is(describeQuery(query), 'waterproof hiking boots under $110');
});

test.run();
