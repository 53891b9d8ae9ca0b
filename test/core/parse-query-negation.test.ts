/** parseQuery: exclusions ("not leather", "without plastic") and the words that look like one but are not. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyVocabulary } from '../../core/search/catalog-vocabulary.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

test('negation: excluded terms leave the text', () => {
  const cases: [string, string[]][] = [
    ['boots not leather', ['leather']],
    ['water bottle without plastic', ['plastic']],
    ['sweater no wool', ['wool']],
    ['leather-free wallet', ['leather']],
    ['shoes not made of leather', ['leather']],
    ['jacket without a hood', ['hood']],
    ['socks no wool or nylon', ['wool', 'nylon']],
    ['rug without wool, nylon or jute', ['wool', 'nylon', 'jute']],
    ['socks without wool, or nylon', ['wool', 'nylon']],
    ['non leather wallet', ['leather']],
    ['non-wool blanket', ['wool']],
  ];
  for (const [words, excludeTerms] of cases) {
    const query = parseQuery(words);
    assert.equal(query.filters.excludeTerms, excludeTerms, words);
    for (const term of excludeTerms) assert.not.ok(query.text.includes(term), `${words}: ${query.text}`);
    assert.is(query.filters.materials, undefined, words);
  }
  assert.is(parseQuery('boots not leather').text, 'boots');
});

test('negation: "non-slip", "no-show", "bpa-free" and "not too…" are not exclusions', () => {
  for (const words of [
    'non-slip mat',
    'no-show socks',
    'no show socks',
    'bpa-free bottle',
    'not too heavy',
    'no iron shirt',
    'non stick pan',
    'non toxic paint',
    'sugar free candy',
  ]) {
    assert.is(parseQuery(words).filters.excludeTerms, undefined, words);
  }
  assert.is(parseQuery('no-show socks').text, 'no-show socks');
  assert.is(parseQuery('no show socks').text, 'no-show socks');
  assert.equal(parseQuery('non-slip mat').filters, { features: ['non-slip'] });
  // A degree cannot be filtered on, and its word would rank the opposite first: both go.
  assert.is(parseQuery('yoga mat not too thick').text, 'yoga mat');
  assert.is(parseQuery('a not very big tent').text, 'tent');
  assert.is(parseQuery("a waterproof jacket that isn't too heavy").text, 'waterproof jacket', 'after "that"');
  assert.is(parseQuery('boots that arent very heavy').text, 'boots', 'without the apostrophe');
  assert.is(parseQuery('not too expensive sofa').sort, 'price_asc', '"not too expensive" is cheap');
});

test('negation: "without X" where "X-free" is a feature asks for the feature, not an exclusion', () => {
  // Excluding "bpa" would drop every BPA-free bottle: they all say "BPA".
  const bottle = parseQuery('water bottle without bpa');
  assert.is(bottle.filters.excludeTerms, undefined);
  assert.equal(bottle.filters.features, ['bpa-free']);
  assert.is(bottle.text, 'water bottle bpa-free');
  const cream = parseQuery('face cream no gluten or wool');
  assert.equal(cream.filters.features, ['gluten-free']);
  assert.equal(cream.filters.excludeTerms, ['wool']);
  assert.is(cream.text, 'face cream gluten-free');
  const vocabulary = { ...emptyVocabulary, features: ['fragrance-free', 'vegan'] };
  const moisturizer = parseQuery('moisturizer for dry skin without fragrance', { vocabulary });
  assert.equal(moisturizer.filters.features, ['fragrance-free']);
  assert.is(moisturizer.filters.excludeTerms, undefined);
  assert.equal(parseQuery('moisturizer without fragrance').filters.excludeTerms, ['fragrance']);
  // An adjective in "-y" by its noun: the itch-free sweaters say "itchy" nowhere but "itch" everywhere.
  const shop = { ...emptyVocabulary, features: ['itch-free', 'oil-free', 'grease-free'] };
  const sweater = parseQuery("a warm sweater that isn't itchy", { vocabulary: shop });
  assert.equal(sweater.filters.features, ['itch-free']);
  assert.is(sweater.filters.excludeTerms, undefined);
  assert.is(sweater.text, 'itch-free warm sweater');
  assert.is(parseQuery('sunscreen not oily', { vocabulary: shop }).text, 'oil-free sunscreen');
  assert.is(parseQuery('hand cream that is not greasy', { vocabulary: shop }).text, 'grease-free hand cream');
  assert.equal(parseQuery('sweater not itchy').filters.excludeTerms, ['itchy'], 'no such feature: excluded');
});

test('negation: a "no" name of the catalogue ("no-dig edging", "no smoking sign") is asked for, not excluded', () => {
  const vocabulary = { ...emptyVocabulary, noPhrases: ['no dig', 'no smoking'] };
  for (const [words, text] of [
    ['no dig edging', 'no-dig edging'],
    ['no-dig edging', 'no-dig edging'],
    ['No Smoking sign', 'No-Smoking sign'],
  ] as const) {
    const query = parseQuery(words, { vocabulary });
    assert.is(query.filters.excludeTerms, undefined, words);
    assert.is(query.text, text, words);
  }
  // Without the catalogue's names, the same words exclude.
  assert.equal(parseQuery('no dig edging').filters.excludeTerms, ['dig']);
  assert.equal(parseQuery('No Smoking sign').filters.excludeTerms, ['smoking']);
  // Other exclusions are unchanged.
  assert.equal(parseQuery('edging without dig', { vocabulary }).filters.excludeTerms, ['dig']);
  assert.equal(parseQuery('edging no plastic', { vocabulary }).filters.excludeTerms, ['plastic']);
});

test.run();
