/**
 * parseQuery with the page the shopper is viewing (chatMetadata): requests that lean on it ("this in blue",
 * "something similar but cheaper"), page titles read like a request, and requests that ignore the page.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, describeQuery, relaxationSteps, type Product } from '../../core/index.ts';
import type { PageContext } from '../../core/search/page-context.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

const jacket: Product = {
  id: 'jacket-7',
  title: 'Coastal Ripstop Puffer Jacket',
  brand: 'Driftline',
  category: 'Clothing > Jackets',
  price: 97.99,
  currency: 'USD',
  attributes: { color: 'navy', gender: 'women', material: 'ripstop nylon', size: ['S', 'M', 'L'] },
};
const vocabulary = buildVocabulary([
  jacket,
  {
    id: 'boot-1',
    title: 'Trail Boot',
    category: 'Shoes > Hiking',
    attributes: { gender: 'men', material: 'leather' },
  },
]);
const onJacket: PageContext = { product: jacket };
const read = (content: string, page: PageContext = onJacket) => parseQuery(content, { vocabulary, page });

test('a question of size or fit on a page asks about the viewed product, not for its words', () => {
  for (const content of [
    'what size should I get?',
    'which size do I need',
    'does it run small?',
    'do they run true to size',
    'how does it fit?',
    'is this true to size?',
    'should I size up?',
    "how's the fit",
  ]) {
    const query = read(content);
    assert.is(query.text, 'Coastal Ripstop Puffer Jacket', content);
    assert.is(query.context?.productId, 'jacket-7', content);
    assert.is(query.filters.sizes, undefined, content);
  }
  assert.equal(read('what size should I get in blue?').filters.colors?.includes('blue'), true);
  assert.equal(read('slim fit').text.includes('fit'), true, 'a fit the shopper names is still searched for');
  assert.equal(
    parseQuery('running shoes that run small', { vocabulary }).text.includes('small'),
    true,
    'without a page the words stay',
  );
});

test('a request with nothing of its own searches for the viewed product, in its category and audience', () => {
  for (const content of ['do you have this in blue?', 'in red', 'does it come in size M?', 'this in XL']) {
    const query = read(content);
    assert.is(query.text, 'Coastal Ripstop Puffer Jacket', content);
    assert.equal(query.filters.categories, ['Clothing > Jackets'], content);
    assert.ok(query.filters.audience?.includes('women'), content);
    assert.is(query.filters.excludeIds, undefined, `${content}: the viewed product itself may be the answer`);
    assert.is(query.context?.relation, 'refine', content);
    assert.is(query.context?.fromPage, true, content);
    assert.is(query.context?.productId, 'jacket-7', content);
  }
  assert.ok(read('do you have this in blue?').filters.colors?.includes('blue'));
  assert.equal(read('this in XL').filters.sizes, ['XL']);
  const cheapest = read('cheapest');
  assert.is(cheapest.sort, 'price_asc');
  assert.is(cheapest.text, '', 'sorted: the category, not near-copies of the title');
  assert.equal(cheapest.filters.categories, ['Clothing > Jackets']);
});

test('similar, cheaper and more expensive leave the viewed product out', () => {
  const cases: [string, 'similar' | 'cheaper' | 'pricier'][] = [
    ['show me something similar', 'similar'],
    ['more like this', 'similar'],
    ['any alternatives to this?', 'similar'],
    ['what else do you have like this', 'similar'],
    ['other options', 'similar'],
    ['similar jackets', 'similar'],
    ['something similar but cheaper', 'cheaper'],
    ['is there a cheaper one', 'cheaper'],
    ['cheaper than this', 'cheaper'],
    ['a more expensive version', 'pricier'],
    ['premium alternative', 'pricier'],
  ];
  for (const [content, relation] of cases) {
    const query = read(content);
    assert.is(query.context?.relation, relation, content);
    assert.equal(query.filters.excludeIds, ['jacket-7'], content);
    assert.is(query.text, 'Coastal Ripstop Puffer Jacket', content);
    assert.equal(
      query.filters.categories?.map((c) => c.toLowerCase()),
      ['clothing > jackets'],
      content,
    );
  }
  assert.is(read('cheaper alternatives').filters.priceMax, 97.98);
  assert.is(read('cheaper alternatives').filters.currency, 'USD');
  assert.is(read('a more expensive version').filters.priceMin, 98);
});

test('the shopper’s own constraints join or replace the page’s', () => {
  const waterproof = read('something like this but waterproof');
  assert.is(waterproof.text, 'Coastal Ripstop Puffer Jacket waterproof');
  assert.equal(waterproof.filters.features, ['waterproof']);
  const kids = read('similar ones for kids');
  assert.equal(kids.filters.audience, ['kids']);
  const budget = read('anything like this under $50');
  assert.is(budget.filters.priceMax, 50, 'a price the shopper names wins over "cheaper"');
  assert.equal(budget.filters.excludeIds, ['jacket-7']);
  const leather = read('same but in leather');
  assert.ok(leather.filters.materials?.includes('leather'));
});

test('a request with words of its own ignores the page unless it points at it', () => {
  const boots = read('hiking boots under $120');
  assert.is(boots.text, 'hiking boots');
  assert.is(boots.context, undefined);
  assert.is(boots.filters.excludeIds, undefined);
  const socks = read('socks that go with this');
  assert.is(socks.text, 'socks');
  assert.is(socks.filters.categories, undefined);
  for (const content of ['socks that go well with this', 'socks that pair well with this'])
    assert.is(read(content).text, 'socks', content);
  // Nothing of its own: the page's product is the subject (complements are not read).
  assert.ok(read('what goes well with this').context?.fromPage, 'what goes well with this');
  for (const content of ['post-it notes', 'one-piece swimsuit']) {
    assert.equal(
      read(content),
      parseQuery(content, { vocabulary }),
      `${content}: a hyphenated word is no cue`,
    );
  }
  for (const content of ["hiking boots that's waterproof", 'hiking boots that are waterproof']) {
    const clause = read(content);
    assert.is(clause.context, undefined, `${content}: "that" opens a clause`);
    assert.is(clause.text, 'waterproof hiking boots', `${content}: the clause describes them`);
  }
  assert.ok(read("that's too expensive").context, '"that" alone points at the page');
  // A question about it keeps the viewed product as the subject; its words are about it, not other products.
  for (const content of ['does it have a hood?', 'do they have a hood', 'has it got a hood']) {
    assert.match(read(content).text, /^Coastal Ripstop Puffer Jacket$/, content);
    assert.is(read(content).context?.relation, 'refine', content);
    assert.is(read(content).context?.fromPage, true, content);
  }
  const cheaperBoots = read('cheaper hiking boots');
  assert.is(cheaperBoots.text, 'hiking boots');
  assert.is(cheaperBoots.filters.priceMax, 97.98, 'cheaper than what is on screen');
  assert.is(cheaperBoots.context?.fromPage, false);
});

test('"cheaper than" an amount stays a price; without a page nothing changes', () => {
  const amount = read('cheaper than $50');
  assert.is(amount.filters.priceMax, 50);
  assert.is(amount.filters.excludeIds, undefined);
  const words = read('something cheaper than forty dollars');
  assert.is(words.filters.priceMax, 40);
  for (const content of ['do you have this in blue', 'something similar but cheaper', 'in red']) {
    const plain = parseQuery(content, { vocabulary });
    assert.is(plain.context, undefined, content);
    assert.equal(plain, parseQuery(content, { vocabulary, page: {} }), content);
  }
});

test('a page title alone is read like a request, without the shop name', () => {
  const page = { title: "Men's Jackets | Demo Shop" };
  const query = read('under $60', page);
  assert.is(query.text, 'Jackets');
  assert.ok(query.filters.audience?.includes('men'));
  assert.is(query.filters.priceMax, 60);
  assert.is(query.context?.productId, undefined);
  const cheaper = read('cheaper ones', page);
  assert.is(cheaper.sort, 'price_asc', 'no price to compare with: cheapest first');
  assert.is(read('hiking boots', page).context, undefined);
});

test('the chat description names the viewed product and its price', () => {
  // Its own audience (women's) is what "like it" says: not named after its title as if asked; one asked is.
  assert.is(
    describeQuery(read('do you have this in blue?')),
    'blue products like the Coastal Ripstop Puffer Jacket',
  );
  assert.is(
    describeQuery(read('something similar but cheaper')),
    'alternatives to the Coastal Ripstop Puffer Jacket under $97.99',
  );
  assert.is(
    describeQuery(read('something like this but waterproof')),
    'waterproof alternatives to the Coastal Ripstop Puffer Jacket',
  );
  assert.is(
    describeQuery(read('something similar for kids')),
    'alternatives to the Coastal Ripstop Puffer Jacket for kids',
  );
  assert.is(describeQuery(read('a more expensive version')).endsWith('over $97.99'), true);
  const steps = relaxationSteps(read('a more expensive version'));
  assert.ok(
    steps.some((step) => step.relaxed === 'over $97.99'),
    JSON.stringify(steps.map((s) => s.relaxed)),
  );
});

test.run();
