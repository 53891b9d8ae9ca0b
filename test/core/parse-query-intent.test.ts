/**
 * parseQuery: sort intents, sales, ratings, availability and conversational filler (exclusions:
 * parse-query-negation.test.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyVocabulary } from '../../core/search/catalog-vocabulary.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

test('sort intents', () => {
  const cases: [string, string][] = [
    ['cheapest', 'price_asc'],
    ['lowest price', 'price_asc'],
    ['most expensive', 'price_desc'],
    ['highest price', 'price_desc'],
    ['best rated', 'rating'],
    ['top rated', 'rating'],
    ['top-rated', 'rating'],
    ['highest rated', 'rating'],
    ['newest', 'newest'],
    ['latest', 'newest'],
    ['new arrivals', 'newest'],
    ['most popular', 'popular'],
    ['best sellers', 'popular'],
    ['bestselling', 'popular'],
    ['best-selling', 'popular'],
    ['trending', 'popular'],
  ];
  for (const [cue, sort] of cases) {
    assert.equal(parseQuery(`${cue} blenders`), { text: 'blenders', filters: {}, sort }, cue);
    assert.is(parseQuery(`blenders, ${cue} first`).sort, sort, cue);
  }
  assert.is(parseQuery('blenders').sort, 'relevance');
  assert.is(parseQuery('cheapest top rated blender').sort, 'price_asc', 'the first cue wins');
  assert.equal(parseQuery('show me your best sellers'), { text: '', filters: {}, sort: 'popular' });
  assert.equal(parseQuery('what is popular'), { text: '', filters: {}, sort: 'popular' });
});

test('on sale: discount phrases filter, and leave the text', () => {
  const cases: [string, string][] = [
    ['jackets on sale', 'jackets'],
    ['sale jackets', 'jackets'],
    ['discounted running shoes', 'running shoes'],
    ['clearance freezers', 'freezers'],
    ['best deals on tents', 'tents'],
    ['tents on special offer', 'tents'],
    ['marked down sofas', 'sofas'],
    ['what is on sale', ''],
    ['do you have any discounts on tents', 'tents'],
    ['any promotions on tents', 'tents'],
  ];
  for (const [content, text] of cases) {
    assert.equal(parseQuery(content), { text, filters: { onSale: true }, sort: 'relevance' }, content);
  }
  // "for sale" and a sale of another kind are words to match.
  assert.equal(parseQuery('boat for sale sign'), {
    text: 'boat for sale sign',
    filters: {},
    sort: 'relevance',
  });
  assert.equal(parseQuery('yard sale sign').filters, {});
  // A code or voucher is no product on sale ("discount code" had searched "code" among sale products).
  assert.equal(parseQuery('discount code').filters, {});
  assert.equal(parseQuery('sale vouchers').filters, {});
  assert.equal(parseQuery('hiking boots on sale for kids').filters, { onSale: true, audience: ['kids'] });
  // A phrase the catalogue's titles use as a name is a word to match; other sale phrases still count.
  const vocabulary = { ...emptyVocabulary, saleNames: ['sales', 'clearance'] };
  assert.equal(parseQuery('metal sales roof panel', { vocabulary }).text, 'metal sales roof panel');
  assert.equal(parseQuery('led clearance light', { vocabulary }).filters, {});
  assert.equal(parseQuery('roof panels on sale', { vocabulary }).filters, { onSale: true });
});

test('minimum rating', () => {
  const cases: [string, number][] = [
    ['4 stars or more', 4],
    ['4+ stars', 4],
    ['rated 4 and up', 4],
    ['at least 4.5 stars', 4.5],
    ['highly rated', 4],
    ['four stars and up', 4],
    ['with a 4 star rating', 4],
  ];
  for (const [words, minRating] of cases) {
    assert.equal(
      parseQuery(`toaster ${words}`),
      { text: 'toaster', filters: { minRating }, sort: 'relevance' },
      words,
    );
  }
  assert.is(parseQuery('at least 4.5 stars').filters.priceMin, undefined, 'a rating is not a price');
  assert.is(parseQuery('rated 9 and up').filters.minRating, undefined, 'beyond the scale');
  // "best rated" is a sort, and a number before a unit counts something else.
  for (const words of ['best rated 2 person tent', 'top rated 2 person tent', 'rated 2 person tent']) {
    assert.is(parseQuery(words).filters.minRating, undefined, words);
    assert.match(parseQuery(words).text, /2 person tent$/, words);
  }
  assert.is(parseQuery('best rated 2 person tent under 200').sort, 'rating');
});

test('"not too pricey" asks for low prices, "pricey" for high ones', () => {
  for (const words of ["tent that isn't too pricey", 'a tent, nothing too pricey', 'tent not too pricey']) {
    const query = parseQuery(words);
    assert.is(query.sort, 'price_asc', words);
    assert.is(query.text, 'tent', words);
  }
  assert.is(parseQuery('pricey tent').sort, 'price_desc');
});

test('availability', () => {
  for (const words of ['in stock', 'available now', 'in-stock']) {
    assert.equal(
      parseQuery(`desk lamp ${words}`),
      { text: 'desk lamp', filters: { inStock: true }, sort: 'relevance' },
      words,
    );
  }
});

test('conversational filler leaves, product words stay', () => {
  const cases: [string, string][] = [
    ["I'm looking for a desk lamp", 'desk lamp'],
    ['i am looking for a desk lamp', 'desk lamp'],
    ['Can you show me desk lamps?', 'desk lamps'],
    ['show me desk lamps', 'desk lamps'],
    ['do you have desk lamps', 'desk lamps'],
    ['I want a desk lamp', 'desk lamp'],
    ['I need a desk lamp please', 'desk lamp'],
    ['find me a desk lamp', 'desk lamp'],
    ['something for camping', 'camping'],
    ['the desk lamp', 'desk lamp'],
    ['an umbrella', 'umbrella'],
    ['a gift for my dad who likes fishing', 'fishing'],
    ['something for my mom who loves gardening', 'gardening'],
    ['running shoes for my son', 'running shoes'],
    ['a gift card', 'gift card'],
    ['gift wrap', 'gift wrap'],
    ['a good gift for my dad who likes fishing', 'fishing'],
    ['a thoughtful present for my sister who loves yoga', 'yoga'],
    ['good gift card', 'good gift card'],
    ['a birthday present for my dad who likes fishing', 'fishing'],
    ['a present for someone who likes to cook', 'cooking'],
    ['a gift for my wife who loves to hike', 'hiking'],
    ['for a friend who likes to run', 'running'],
    ['my sister loves to ski', 'skiing'],
    ["mother's day gift ideas for a gardener", 'gardening'],
    ['secret santa gifts under 20', ''],
    ['birthday candles', 'birthday candles'],
    ['christmas sweater', 'christmas sweater'],
    ['something for my wife for our anniversary under 100', ''],
    [
      "hi, I'm going camping next weekend with my two kids and need a tent that's easy to set up",
      "camping tent that's easy to set up",
    ],
    ['candles for a birthday', 'candles'],
    ["headphones for my son's birthday", 'headphones'],
    ["a speaker for my wife's anniversary, under 50", 'speaker'],
    ['birthday candles for my son', 'birthday candles'],
    ['a gift for my mom who has everything', ''],
    ['stocking stuffers for a runner', 'running'],
    ['show me everything in tents', 'tents'],
    ["what's on sale in tents", 'tents'],
    ['whats good for hiking', 'hiking'],
    ['8 ounce mason jars', '8 ounce mason jars'],
    ['actually, hiking boots', 'hiking boots'],
    ['hmm no wait, hiking boots instead', 'hiking boots'],
    ['on second thought show me tents', 'tents'],
    ['i want a yoga mat, preferably purple', 'yoga mat'],
    ['ideally waterproof boots', 'waterproof boots'],
    ['a 4 person tent if you have one', '4 person tent'],
  ];
  for (const [words, text] of cases) assert.is(parseQuery(words).text, text, words);
});

test('a request of generic words only ("the cheapest thing you have") asks for every product', () => {
  const cases: [string, string, string][] = [
    ['the cheapest thing you have', '', 'price_asc'],
    ['cheapest stuff', '', 'price_asc'],
    ['your best rated items', '', 'rating'],
    ['show me all products', '', 'relevance'],
    ['what jackets do you sell', 'jackets', 'relevance'],
    ['one piece swimsuit', 'one piece swimsuit', 'relevance'],
    ['all weather tires', 'all weather tires', 'relevance'],
    ['all in one', 'all in one', 'relevance'],
    ['best rated ones', '', 'rating'],
    ['range hood', 'range hood', 'relevance'],
  ];
  for (const [words, text, sort] of cases) {
    const query = parseQuery(words);
    assert.is(query.text, text, words);
    assert.is(query.sort, sort, words);
  }
});

test('curly quotes and dashes are read like plain ones', () => {
  const query = parseQuery('I’m looking for women’s boots $50–$90');
  assert.is(query.text, 'boots');
  assert.equal(query.filters.audience, ['women']);
  assert.is(query.filters.priceMin, 50);
  assert.is(query.filters.priceMax, 90);
});

test.run();
