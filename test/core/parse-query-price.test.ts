/** parseQuery: price phrases, currencies, "cheap" words, and numbers that are not prices. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyVocabulary } from '../../core/search/catalog-vocabulary.ts';
import { parseQuery } from '../../core/search/parse-query.ts';
import type { SearchFilters } from '../../core/search/search-query.ts';

const price = (words: string) => {
  const { filters, text } = parseQuery(words);
  return { min: filters.priceMin, max: filters.priceMax, currency: filters.currency, text };
};

const cases: [words: string, min: number | undefined, max: number | undefined][] = [
  ['under $50', undefined, 50],
  ['below 80 dollars', undefined, 80],
  ['less than 40', undefined, 40],
  ['$30-$90', 30, 90],
  ['$30 to $90', 30, 90],
  ['between 150 and 300', 150, 300],
  ['over 100', 100, undefined],
  ['more than 100', 100, undefined],
  ['at least 20', 20, undefined],
  ['at most 60', undefined, 60],
  ['around 200', 160, 240],
  ['nothing over $60', undefined, 60],
  ['max $40', undefined, 40],
  ['no more than $50', undefined, 50],
  ['from $30 to $90', 30, 90],
  ['30-90 dollars', 30, 90],
  ['$100+', 100, undefined],
  ['$50 or less', undefined, 50],
  ['up to €30', undefined, 30],
  ['over 50 under 100', 50, 100],
  ['100 or less', undefined, 100],
  ['50 or cheaper', undefined, 50],
  ['80 and under', undefined, 80],
  ['$200 tops', undefined, 200],
  ['under a hundred', undefined, 100],
  ['less than fifty', undefined, 50],
  // An article between the cue and the amount, and "ish" after a bound's amount (a band had been read).
  ['less than a 100 bucks', undefined, 100],
  ['under a 100', undefined, 100],
  ['over a 100', 100, undefined],
  ['no more than 120ish', undefined, 120],
];

for (const [words, min, max] of cases) {
  test(`price: "${words}"`, () => {
    const found = price(`lamp ${words}`);
    assert.is(found.min, min, 'priceMin');
    assert.is(found.max, max, 'priceMax');
    assert.is(found.text, 'lamp', 'the price phrase leaves the text');
  });
}

test('price phrases anywhere in the sentence, with lead words', () => {
  assert.equal(price('boots priced under $90 for hiking'), {
    min: undefined,
    max: 90,
    currency: 'USD',
    text: 'boots for hiking',
  });
  assert.equal(price('a tent for under 200 bucks'), {
    min: undefined,
    max: 200,
    currency: 'USD',
    text: 'tent',
  });
});

test('a bare number before "or less" ends its phrase to be a price; "tops" and "max" need a currency', () => {
  assert.equal(price('2 or less pockets'), {
    min: undefined,
    max: undefined,
    currency: undefined,
    text: '2 or less pockets',
  });
  assert.is(price('tent 200 tops').max, undefined, '"tops" names tank tops too');
  assert.is(price('shoes 100 or less for my son').max, 100);
  assert.is(price('tent for under four people').max, undefined, 'a spelt count before its unit is no price');
});

test('currency symbols and words', () => {
  const currencies: [string, string][] = [
    ['under $25', 'USD'],
    ['under 25 USD', 'USD'],
    ['under 25 dollars', 'USD'],
    ['under 25 bucks', 'USD'],
    ['under €25', 'EUR'],
    ['under 25€', 'EUR'],
    ['under 25 EUR', 'EUR'],
    ['under 25 euros', 'EUR'],
    ['under £25', 'GBP'],
    ['under 25 GBP', 'GBP'],
    ['under 25 quid', 'GBP'],
  ];
  for (const [words, code] of currencies) {
    const found = price(words);
    assert.is(found.max, 25, words);
    assert.is(found.currency, code, words);
  }
  assert.is(price('under 25').currency, undefined);
});

test('pounds are a weight, not money: "50 pound bag" keeps its words and sets no price', () => {
  for (const words of ['50 pound bag of sand', 'dog food 30 pounds', '25 lb weight plate']) {
    const query = parseQuery(words);
    assert.is(query.filters.priceMin, undefined, words);
    assert.is(query.filters.priceMax, undefined, words);
    assert.is(query.text, words);
  }
});

test('a bare currency amount is a band around it; thousands and cents are read', () => {
  assert.equal(price('$1,299.99 laptop'), { min: 1039.99, max: 1559.99, currency: 'USD', text: 'laptop' });
  assert.equal(price('under $1,299.99'), { min: undefined, max: 1299.99, currency: 'USD', text: '' });
  assert.equal(price('50 bucks'), { min: 40, max: 60, currency: 'USD', text: '' });
});

test('cheap words sort by price unless a price is given, and never invent one', () => {
  for (const word of ['cheap', 'budget', 'inexpensive', 'affordable']) {
    const query = parseQuery(`${word} headphones`);
    assert.is(query.sort, 'price_asc', word);
    assert.is(query.text, 'headphones', word);
    assert.equal(query.filters, {}, word);
  }
  const priced = parseQuery('cheap headphones under $50');
  assert.is(priced.sort, 'relevance');
  assert.is(priced.filters.priceMax, 50);
  assert.is(parseQuery('budget of $300 for a phone').filters.priceMax, 300);
});

test('dear words sort by price, dearest first, unless a price is given', () => {
  for (const word of ['expensive', 'high end', 'high-end', 'pricey', 'upscale']) {
    const query = parseQuery(`${word} headphones`);
    assert.is(query.sort, 'price_desc', word);
    assert.is(query.text, 'headphones', word);
    assert.equal(query.filters, {}, word);
  }
  assert.is(parseQuery('high end headphones under $300').sort, 'relevance');
  assert.is(parseQuery('a jacket, not too expensive').sort, 'price_asc', 'a cheap phrase first');
  // A tier word: dearest first, unless a title of the shop holds it ("Premium Coffee"), where it is a name.
  assert.is(parseQuery('premium coffee').sort, 'price_desc');
  const names = { vocabulary: { ...emptyVocabulary, tierNames: ['premium'] } };
  assert.is(parseQuery('premium coffee', names).text, 'premium coffee', 'a word of names stays');
  assert.is(parseQuery('premium coffee', names).sort, 'relevance');
});

test('a bare price may be followed by a colour, material or feature: "speaker under 50 waterproof"', () => {
  for (const [words, text] of [
    ['speaker under 50 waterproof', 'speaker waterproof'],
    ['jacket under 80 blue', 'jacket'],
    ['boots less than 100 leather', 'boots leather'],
  ] as const) {
    const query = parseQuery(words);
    assert.ok(query.filters.priceMax !== undefined, words);
    assert.is(query.text, text, words);
  }
  assert.is(parseQuery('more than 2 pockets').filters.priceMin, undefined, 'a count stays a count');
});

test('numbers that are not prices', () => {
  const untouched = [
    '8 ounce mason jars',
    '20L backpack',
    '2 pack of socks',
    '3/4 in drill bit',
    'model 5000 vacuum',
    'ipad 10',
    'over 50 inches tv',
    'over 55 in tv',
    'tent for up to 4 people',
    'less than 2 kg',
    '4 or more seats',
    'more than 2 pockets',
    '30 euro style espresso cups',
    '12 dollar-style tip jar',
  ];
  for (const words of untouched) {
    const query = parseQuery(words);
    assert.is(query.filters.priceMin, undefined, words);
    assert.is(query.filters.priceMax, undefined, words);
  }
  assert.is(parseQuery('3/4 in. drill bit').text, '3/4 in drill bit');
  assert.is(parseQuery('20L backpack').text, '20L backpack');
  assert.is(parseQuery('30 euro style espresso cups').text, '30 euro style espresso cups');
  assert.is(
    parseQuery('espresso cups 30 euros').filters.priceMax,
    36,
    'a currency word alone is still money',
  );
  // "in" before a colour, a material or "size" / "stock" is a preposition, not inches.
  for (const words of [
    'running shoes under 100 in blue',
    'boots under 100 in leather',
    'under 100 in size 10',
  ]) {
    assert.is(parseQuery(words).filters.priceMax, 100, words);
    assert.not.ok(parseQuery(words).text.includes('100'), words);
  }
  assert.is(parseQuery('jackets under 200 in stock').filters.priceMax, 200);
  const sized: SearchFilters = parseQuery('size 10 running shoes').filters;
  assert.equal(sized, { sizes: ['10'] });
});

test('a cue and a currency symbol with no amount leave no words ("under $")', () => {
  const cases: [string, string][] = [
    ['under $', ''],
    ['jackets under $', 'jackets'],
    ['boots below €', 'boots'],
    ['less than $', ''],
    ['under cabinet light', 'under cabinet light'],
  ];
  for (const [words, text] of cases) {
    const query = parseQuery(words);
    assert.is(query.text, text, words);
    assert.equal(query.filters, {}, words);
  }
});

test.run();
