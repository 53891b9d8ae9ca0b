/**
 * parseQuery on requests as shoppers say them: negations in sentences, questions and recommendations, ages,
 * amounts in words, an X-size code alone, sizes and quantities (gifts: parse-query-gift-interests.test.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyVocabulary } from '../../core/search/catalog-vocabulary.ts';
import { describeQuery } from '../../core/search/describe-query.ts';
import { numberOfWords } from '../../core/search/number-words.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

test('negation in a sentence excludes the term and never asks for it', () => {
  const cases: [string, string, string[]][] = [
    ["sofa that isn't leather", 'sofa', ['leather']],
    ['chair which isnt plastic', 'chair', ['plastic']],
    ["shoes that aren't white", 'shoes', ['white']],
    ['hiking boots, anything but brown', 'hiking boots', ['brown']],
    ["I don't want polyester shirts", 'shirts', ['polyester']],
    ['shirts, i do not like polyester', 'shirts', ['polyester']],
    ['gloves, allergic to latex', 'gloves', ['latex']],
    ["headphones that don't need wires", 'headphones', ['wires']],
    ["shoes that don't have laces", 'shoes', ['laces']],
    ['a sofa that does not have leather', 'sofa', ['leather']],
    ['shoes that do not need laces', 'shoes', ['laces']],
  ];
  for (const [words, text, excludeTerms] of cases) {
    const query = parseQuery(words);
    assert.is(query.text, text, words);
    assert.equal(query.filters.excludeTerms, excludeTerms, words);
    assert.is(query.filters.colors, undefined, words);
    assert.is(query.filters.materials, undefined, words);
  }
});

test('"does not" before what a product does is no exclusion: "a mat that does not slip"', () => {
  for (const words of [
    'yoga mat that does not slip',
    'a tent that will not leak',
    "a mug that doesn't spill",
  ]) {
    const query = parseQuery(words);
    assert.is(query.filters.excludeTerms, undefined, words);
  }
  assert.match(parseQuery('yoga mat that does not slip').text, /\bslip\b/, 'the verb stays a word to match');
});

test('questions, needs and recommendations leave only the product words', () => {
  const cases: [string, string][] = [
    ["what's your cheapest hiking backpack?", 'hiking backpack'],
    ['what is the best rated blender', 'blender'],
    ['which drill is cheapest', 'drill'],
    ['need a new phone case', 'phone case'],
    ['she loves yoga, what mat do you recommend', 'yoga mat'],
    ['my wife likes gardening', 'gardening'],
    ["i'm shopping for a desk lamp", 'desk lamp'],
    ['show me newest arrivals in dresses', 'dresses'],
    ['need for speed game', 'need for speed game'],
    ["a sweater that's not itchy", 'sweater'],
    ["what's good for someone who likes camping", 'camping'],
  ];
  for (const [words, text] of cases) assert.is(parseQuery(words).text, text, words);
  assert.is(parseQuery('what is the best rated blender').sort, 'rating');
  assert.is(parseQuery('show me newest arrivals in dresses').sort, 'newest');
});

test("a child's age names the kids audience; an older age or a product's age does not", () => {
  const cases: [string, string, string[] | undefined][] = [
    ['a toy for a 5 year old', 'toy', ['kids']],
    ['toys for 3-year-olds', 'toys', ['kids']],
    ['2 year old boy shoes', 'shoes', ['kids']],
    ['bike for my 14 year old girl', 'bike', ['kids']],
    ['crib for a 6 month old', 'crib', ['kids']],
    ['lego for ages 8+', 'lego', ['kids']],
    ['puzzle ages 3-5', 'puzzle', ['kids']],
    ['games for age 10 and up', 'games', ['kids']],
    ['watch for a 30 year old', 'watch', undefined],
    ['a tent to go camping with my two kids', 'tent for camping', undefined],
    ['12 year old scotch', '12 year old scotch', undefined],
    ['10 year warranty drill', '10 year warranty drill', undefined],
  ];
  for (const [words, text, audience] of cases) {
    const query = parseQuery(words);
    assert.is(query.text, text, words);
    assert.equal(query.filters.audience, audience, words);
  }
});

test('an age before a relation is read with it: a child, named back with the age', () => {
  const cases: [string, string, string[] | undefined, string][] = [
    ['a present for my 10 year old nephew who loves soccer', 'soccer', ['kids'], 'your 10-year-old nephew'],
    ['toy for my 6 month old niece', 'toy', ['kids'], 'your 6-month-old niece'],
    ['gift for my 16 year old niece', '', ['women'], 'your 16-year-old niece'],
    ['bike for my 14 year old girl', 'bike', ['kids'], 'your 14-year-old girl'],
    ['birthday gift for a 10 year old girl who likes drawing', 'drawing', ['kids'], 'a 10-year-old girl'],
    ['a toy for a 5 year old', 'toy', ['kids'], 'a 5-year-old'],
  ];
  for (const [words, text, audience, recipient] of cases) {
    const query = parseQuery(words);
    assert.is(query.text, text, words);
    assert.equal(query.filters.audience, audience, words);
    assert.is(query.recipient ?? '', recipient, words);
  }
  const nephew = parseQuery('a present for my 10 year old nephew who loves soccer');
  assert.is(nephew.audienceImplied, true, 'the shopper never said "kids"');
  assert.is(describeQuery(nephew), 'soccer picks for your 10-year-old nephew');
});

test('amounts in words before a currency word are prices', () => {
  const cases: [string, number | undefined, number | undefined][] = [
    ['charger less than twenty dollars', undefined, 20],
    ['tv for around five hundred dollars', 400, 600],
    ['headphones under a hundred bucks', undefined, 100],
    ['shoes under forty-nine dollars', undefined, 49],
    ['watch under two thousand five hundred euros', undefined, 2500],
    ['rug between one hundred and two hundred dollars', 100, 200],
    ['rug between fifty and two hundred dollars', 50, 200],
    ['mug between twenty and thirty bucks', 20, 30],
    ['mug from ten to twenty bucks', 10, 20],
  ];
  for (const [words, min, max] of cases) {
    const { filters, text } = parseQuery(words);
    assert.is(filters.priceMin, min, words);
    assert.is(filters.priceMax, max, words);
    assert.is(text, words.split(' ')[0], words);
  }
  for (const words of ['one piece swimsuit', 'three seater sofa', 'five five dollars']) {
    const { filters, text } = parseQuery(words);
    assert.is(filters.priceMax, undefined, words);
    assert.is(text, words, words);
  }
  assert.is(numberOfWords('a hundred and fifty'), 150);
  assert.is(numberOfWords('ninety nine'), 99);
  assert.is(numberOfWords('one hundred two hundred'), undefined);
  assert.is(numberOfWords('fifty twenty'), undefined);
  // "and" joins a number's parts only after "hundred" / "thousand": "fifty and two hundred" is two numbers.
  assert.is(numberOfWords('fifty and two hundred'), undefined);
  assert.is(numberOfWords('two thousand and five'), 2005);
});

test('an X-size code alone, or a size word ending the request, is a size when the catalogue sells it', () => {
  const vocabulary = { ...emptyVocabulary, sizes: ['S', 'M', 'L', 'XL', 'XXL'] };
  const cases: [string, string, string[] | undefined][] = [
    ['hoodie XL', 'hoodie', ['XL']],
    ['xl hoodie', 'hoodie', ['XL']],
    ['2XL t-shirt', 't-shirt', ['XXL']],
    ['XS dress', 'XS dress', undefined],
    ['yoga pants black medium', 'yoga pants', ['M']],
    ['t-shirt large', 't-shirt', ['L']],
    ['medium roast coffee', 'medium roast coffee', undefined],
    ['small tent', 'small tent', undefined],
    // How the product is, not which size: after "packs", "runs", "too"…
    ['rain jacket that packs small', 'rain jacket that packs small', undefined],
    ['hoodie that runs large', 'hoodie that runs large', undefined],
    ['sneakers that fit small', 'sneakers that fit small', undefined],
    ['jacket packable medium', 'jacket packable medium', undefined],
  ];
  for (const [words, text, sizes] of cases) {
    const query = parseQuery(words, { vocabulary });
    assert.is(query.text, text, words);
    assert.equal(query.filters.sizes, sizes, words);
  }
  assert.is(parseQuery('hoodie XL').filters.sizes, undefined, 'no sizes in the catalogue');
});

test('a half size after a word, or numbers after "in", are sizes when the catalogue sells one', () => {
  const vocabulary = { ...emptyVocabulary, sizes: ['3', '8', '9.5', '10', '10.5'] };
  const cases: [string, string, string[] | undefined][] = [
    ['hiking boots 10.5 men', 'hiking boots', ['10.5']],
    ['running shoes 9.5 women', 'running shoes', ['9.5']],
    ['womens running shoes in 9.5', 'running shoes', ['9.5']],
    ['running shoes in 10', 'running shoes', ['10']],
    ['running shoes in 8 or 14', 'running shoes', ['8', '14']],
    ['running shoes in 8, 9.5 or 10', 'running shoes', ['8', '9.5', '10']],
    ['running shoes in 12 or 14', 'running shoes in 12 or 14', undefined],
    ['delivered in 3 or 4 days', 'delivered in 3 or 4 days', undefined],
    ['hiking boots 11.5', 'hiking boots 11.5', undefined],
    ['galaxy note 3', 'galaxy note 3', undefined],
    ['delivered in 3 days', 'delivered in 3 days', undefined],
  ];
  for (const [words, text, sizes] of cases) {
    const query = parseQuery(words, { vocabulary });
    assert.is(query.text, text, words);
    assert.equal(query.filters.sizes, sizes, words);
  }
});

test('a bed size is a size when the catalogue sells it, alone or as part of a value ("Full/Queen")', () => {
  const vocabulary = { ...emptyVocabulary, sizes: ['twin', 'full/queen', 'king/california king'] };
  const cases: [string, string, string[] | undefined][] = [
    ['queen sheets', 'sheets', ['queen', 'full/queen']],
    ['linen sheets queen', 'linen sheets', ['queen', 'full/queen']],
    ['king size duvet cover', 'duvet cover', ['king', 'king/california king']],
    ['california king sheets', 'sheets', ['california king', 'king/california king']],
    ['twin duvet', 'duvet', ['twin']],
    ['full size comforter', 'comforter', ['full', 'full/queen']],
    ['full zip hoodie', 'full zip hoodie', undefined],
    ['twin xl sheets', 'twin xl sheets', undefined],
  ];
  for (const [words, text, sizes] of cases) {
    const query = parseQuery(words, { vocabulary });
    assert.is(query.text, text, words);
    assert.equal(query.filters.sizes, sizes, words);
  }
  assert.is(describeQuery(parseQuery('queen sheets', { vocabulary })), 'sheets in size queen');
  assert.is(parseQuery('queen sheets').filters.sizes, undefined, 'no bed sizes in the catalogue');
});

test('a comparison before a quantity goes, the quantity stays to match; prices and ratings are unchanged', () => {
  const cases: [string, string][] = [
    ['laptop with at least 16gb', 'laptop 16gb'],
    ['tv over 55 inch', 'tv 55 inch'],
    ['tent for more than 4 people', 'tent 4 people'],
    ['backpack with more than 2 pockets', 'backpack 2 pockets'],
    ['stroller under 10 lbs', 'stroller 10 lbs'],
    ['game over', 'game over'],
    ['toro power max 726', 'toro power max 726'],
  ];
  for (const [words, text] of cases) {
    const query = parseQuery(words);
    assert.is(query.text, text, words);
    assert.equal(query.filters, {}, words);
  }
  const ssd = parseQuery('ssd at least 1tb under $100');
  assert.is(ssd.text, 'ssd 1tb');
  assert.is(ssd.filters.priceMax, 100);
  assert.is(parseQuery('phone case at least 4 stars').filters.minRating, 4);
});

test.run();
