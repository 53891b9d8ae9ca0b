/**
 * parseQuery with the conversation's last search (sessionId) and a request that takes a constraint back: "remove
 * the price filter" was searched for as words ("No product mentions remove, price or filter"), and "forget the
 * price limit" matched "volume-limited". Now the constraint goes from the last search, and "start over" clears it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, describeQuery, type Product } from '../../core/index.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

const products: Product[] = [
  {
    id: 'boot-1',
    title: 'Trailhead Waterproof Hiking Boot',
    brand: 'Cairnfield',
    category: 'Shoes > Hiking',
    price: 110,
    attributes: { color: 'red', size: ['9', '10'], gender: 'women', features: ['waterproof'] },
  },
  {
    id: 'boot-2',
    title: 'Summit Hiking Boot',
    brand: 'Ridgeway',
    category: 'Shoes > Hiking',
    price: 140,
    attributes: { color: 'brown', size: ['10', '11'], gender: 'men' },
  },
  { id: 'tent-1', title: 'Ridge 2-Person Tent', category: 'Outdoor > Tents', attributes: { color: 'green' } },
];
const vocabulary = buildVocabulary(products);
const LAST = 'red cairnfield hiking boots in size 10 for women under $150';
const read = (content: string, previous = LAST) =>
  parseQuery(content, { vocabulary, previous: parseQuery(previous, { vocabulary }) });

test('a request that takes the price back: the last search without it', () => {
  assert.is(
    describeQuery(parseQuery(LAST, { vocabulary })),
    'red hiking boots for women by Cairnfield in size 10 under $150',
  );
  for (const content of [
    'remove the price filter',
    'drop the price limit',
    'forget the price limit',
    'forget about my budget',
    'ignore the price',
    'any price',
    'any price is fine',
    'price doesn’t matter',
    'the price is not important',
    'no budget',
    'no price limit',
    'ok, remove the price filter please',
  ]) {
    const query = read(content);
    assert.is(describeQuery(query), 'red hiking boots for women by Cairnfield in size 10', content);
    assert.is(query.followUp, true, content);
    assert.equal(query.dropped, { priceMax: 150, currency: 'USD' }, content);
  }
});

test('colour, size, brand and audience are taken back the same way', () => {
  const cases: [string, string, string][] = [
    ['any colour', 'hiking boots for women by Cairnfield in size 10 under $150', 'colors'],
    ['colour doesn’t matter', 'hiking boots for women by Cairnfield in size 10 under $150', 'colors'],
    ['forget the color', 'hiking boots for women by Cairnfield in size 10 under $150', 'colors'],
    ['any size', 'red hiking boots for women by Cairnfield under $150', 'sizes'],
    ['size doesn’t matter', 'red hiking boots for women by Cairnfield under $150', 'sizes'],
    ['any brand', 'red hiking boots for women in size 10 under $150', 'brands'],
    ['the brand is not important', 'red hiking boots for women in size 10 under $150', 'brands'],
    ['any gender', 'red hiking boots by Cairnfield in size 10 under $150', 'audience'],
    ['men’s or women’s is fine', 'red hiking boots by Cairnfield in size 10 under $150', 'audience'],
  ];
  for (const [content, described, key] of cases) {
    const query = read(content);
    assert.is(describeQuery(query), described, content);
    assert.equal(Object.keys(query.dropped ?? {}), [key], content);
  }
});

test('the rest of the request narrows the last search without what was taken back', () => {
  assert.is(
    describeQuery(read('forget the price limit and show me brown ones')),
    'brown hiking boots for women by Cairnfield in size 10',
  );
  assert.is(
    describeQuery(read('any colour, but under $120')),
    'hiking boots for women by Cairnfield in size 10 under $120',
  );
  assert.is(
    describeQuery(read('any size, in brown')),
    'brown hiking boots for women by Cairnfield under $150',
  );
});

test('a brand or audience left out is taken back too', () => {
  const brand = read('any brand', 'hiking boots not from cairnfield');
  assert.is(describeQuery(brand), 'hiking boots');
  assert.equal(brand.dropped, { excludeBrands: ['Cairnfield'] });
  assert.is(describeQuery(read('any gender', 'hiking boots not for women')), 'hiking boots');
  // A constraint the last search did not have: the last search again, nothing said.
  const query = read('any colour', 'hiking boots under $150');
  assert.is(describeQuery(query), 'hiking boots under $150');
  assert.is(query.dropped, undefined);
});

test('"start over", "new search", "clear filters", "reset": the request’s own words stand alone', () => {
  for (const content of ['start over', 'new search', 'clear filters', 'reset', 'ok, let’s start over']) {
    const query = read(content);
    assert.is(describeQuery(query), 'products', content);
    assert.is(query.startedOver, true, content);
    assert.is(query.followUp, undefined, content);
  }
  const tents = read('start over with tents');
  assert.is(describeQuery(tents), 'tents');
  assert.equal(tents.filters, parseQuery('tents', { vocabulary }).filters, 'nothing of the last search');
  assert.is(describeQuery(read('new search: green tents')), 'green tents');
  assert.is(describeQuery(read('clear filters, under $120')), 'products under $120');
});

test('a phrase takes a constraint back only where it ends, and only in a conversation', () => {
  assert.is(describeQuery(read('any size')), 'red hiking boots for women by Cairnfield under $150');
  // Followed by more of the phrase, the name is no constraint's: "any colour except red" excludes red.
  assert.equal(read('any colour except brown').filters.excludeTerms, ['brown']);
  assert.is(read('any size 11').filters.sizes?.includes('11'), true);
  assert.is(read('reset button').startedOver, undefined);
  // Without a conversation the words are searched as before.
  assert.is(parseQuery('no budget', { vocabulary }).dropped, undefined);
  assert.is(parseQuery('start over', { vocabulary }).startedOver, undefined);
});

test.run();
