/**
 * Relevance of text searches on a small hand-made catalogue: typos, synonyms, compounds, units and
 * dimensions, coordination (covering more of the query), category agreement, the product type in the title,
 * exact totals and paging.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SearchQuery } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';
import { textRelevanceProducts as products } from './support/text-relevance-catalog.ts';

const s = storageWith(products);

const ids = async (text: string, limit = 50) =>
  (await s.catalog.search('t', query(text), page(limit))).products.map((p) => p.id);
const first = async (text: string) => (await ids(text))[0];
const before = (list: string[], a: string, b: string) =>
  assert.ok(
    list.indexOf(a) >= 0 && (list.indexOf(b) < 0 || list.indexOf(a) < list.indexOf(b)),
    `${a} before ${b}: ${list}`,
  );

test('typos: an unknown word matches the catalogue words one or two edits away', async () => {
  assert.is(await first('runing shoes'), 'run-shoe');
  assert.is(await first('lether jacket'), 'leather-jacket');
  assert.is(await first('refridgerator'), 'mini-fridge');
  assert.is(await first('sweatre'), 'wool-sweater');
  // Two letters left out, or two mistyped: within two edits however the edits fall.
  assert.is(await first('refrigratr'), 'mini-fridge');
  assert.is(await first('laather jackit'), 'leather-jacket');
  assert.equal(await ids('xqzv'), [], 'nothing near: no match');
  assert.equal(await ids('sofas'), ['sofa'], 'a known word is not "corrected" into others');
  const corrections = async (text: string) =>
    (await s.catalog.search('t', query(text), page(10))).corrections;
  assert.equal(await corrections('Lether jacket'), [{ typed: 'lether', word: 'leather' }]);
  assert.equal(await corrections('runing shoes'), [{ typed: 'runing', word: 'running' }]);
  assert.is(await corrections('leather jacket'), undefined, 'nothing to correct');
});

test('typos: a real word the catalogue lacks is corrected only when the other words point there', async () => {
  assert.equal(await ids('wood'), [], '"wood" alone is no misspelling of "wool"');
  assert.is(await first('wood sweater'), 'wool-sweater');
  assert.equal(await ids('wood sweater'), ['wool-sweater']);
});

test('unmatched: words no product holds, reported when the query has other words', async () => {
  const unmatched = async (text: string) => (await s.catalog.search('t', query(text), page(10))).unmatched;
  assert.equal(await unmatched('leather gloves'), ['gloves']);
  assert.is(await unmatched('leather jacket'), undefined);
  assert.equal(
    await unmatched('rain jacket for skiing'),
    ['skiing'],
    'after "for" too: the shopper should know',
  );
  assert.is(await unmatched('xqzv'), undefined, 'nothing matched: nothing to explain');
  assert.is(await unmatched('waterproof stuff'), undefined, 'words of speech are no missing detail');
  assert.is(await unmatched('compare the leather jackets'), undefined);
});

test('synonyms: the built-in lexicon', async () => {
  assert.equal(await ids('couch'), ['sofa']);
  assert.equal(await ids('fridge'), ['mini-fridge']);
  assert.is(await first('tee'), 'graphic-tshirt');
  // Trade names, multi-word on either side.
  assert.equal(await ids('weed eater'), ['trimmer']);
  assert.equal(await ids('sheetrock'), ['drywall']);
  assert.equal(await ids('yoga pants'), ['leggings']);
  // Shop words for the same product.
  assert.equal(await ids('skillet'), ['frying-pan']);
  assert.equal(await ids('face wash'), ['cleanser']);
  assert.equal(await ids('pullover'), ['wool-sweater']);
  assert.equal(await ids('raincoat'), ['rain-jacket']);
  assert.equal(await ids('earbuds for working out'), ['earbuds']);
  assert.equal(await ids('working out'), ['earbuds'], 'the phrase, not "working" alone');
  assert.equal(
    (await ids('leather coat')).slice(0, 2),
    ['leather-jacket', 'rain-jacket'],
    'a coat is a jacket',
  );
  assert.equal((await ids('runners')).sort(), ['run-shoe', 'trail-shoe'], 'running shoes, not running socks');
  assert.equal(await ids('face cream'), ['moisturizer']);
});

test('synonyms: the tenant’s own groups, replaced as a whole', async () => {
  assert.equal(await ids('guernsey'), []);
  assert.equal(s.catalog.setSynonyms('t', [['guernsey', 'sweater', ' Guernsey '], ['lonely']]), [
    ['guernsey', 'sweater'],
  ]);
  assert.equal(await ids('guernsey'), ['wool-sweater']);
  assert.equal(await ids('wool guernsey'), ['wool-sweater']);
  s.catalog.setSynonyms('t', []);
  assert.equal(await ids('guernsey'), []);
});

test('compounds: t-shirt, t shirt and tshirt; water proof; words run together', async () => {
  for (const text of ['t-shirt', 't shirt', 'tshirt', 'T-SHIRTS']) {
    assert.is(await first(text), 'graphic-tshirt', text);
  }
  assert.is(await first('water proof boots'), 'waterproof-boots');
  assert.is(await first('utilitytap'), 'utility-tap');
});

test('units and numbers: spellings of a unit meet; fractions and decimals meet; dimensions', async () => {
  assert.is(await first('8 ounce jelly jars'), 'jar-8');
  assert.is(await first('8oz jelly jar'), 'jar-8');
  assert.is(await first('16 oz jars'), 'jar-16');
  assert.is(await first('1/2 inch pvc pipe'), 'pipe-half');
  assert.is(await first('0.5" pvc pipe'), 'pipe-half');
  assert.is(await first('3/4 pvc'), 'pipe-three-quarter');
  assert.is(await first('2x4 stud'), 'stud');
  assert.is(await first('12000 watt inverter'), 'inverter');
});

test('coordination: covering more of the query comes first', async () => {
  const hiking = await ids('hiking boots');
  assert.equal(hiking.slice(0, 2), ['waterproof-boots', 'hiking-socks']);
  const running = await ids('running shoes');
  before(running, 'run-shoe', 'run-socks');
  before(running, 'trail-shoe', 'run-socks');
});

test('category agreement: the word in the category outranks the word in a description', async () => {
  assert.equal((await ids('weekender bag')).slice(0, 2), ['weekender-bag', 'weekender-print']);
});

test('the product type: the phone before the case made for it', async () => {
  before(await ids('nexa orbit 7'), 'phone', 'phone-case');
  before(await ids('nexa orbit 7 case'), 'phone-case', 'phone');
  // The head of "… for …" is what comes before "for": a case, not a phone.
  before(await ids('slim case for a nexa orbit 7 smartphone'), 'phone-case', 'phone');
  before(await ids('orbit 7 smartphone with case'), 'phone', 'phone-case');
  // So is the word before a relative clause.
  before(await ids("orbit 7 smartphone that's in a case"), 'phone', 'phone-case');
  // A container word is no product type: "knife set" asks for knives, not for any set.
  before(await ids('knife set'), 'chef-knife', 'sheet-set');
  before(await ids('cotton sheet set'), 'sheet-set', 'chef-knife');
  assert.is(await first('set'), 'sheet-set', 'a container word alone is still the head');
});

test('total counts every match (OR of the words) and pages slice one order', async () => {
  const all = await ids('jacket shoes', 100);
  const result = await s.catalog.search('t', query('jacket shoes'), page(2, 0));
  assert.is(result.total, all.length);
  assert.equal(all.slice().sort(), ['leather-jacket', 'rain-jacket', 'run-shoe', 'trail-shoe']);
  const paged: string[] = [];
  for (let offset = 0; offset < all.length + 2; offset += 2) {
    paged.push(
      ...(await s.catalog.search('t', query('jacket shoes'), page(2, offset))).products.map((p) => p.id),
    );
  }
  assert.equal(paged, all);
});

test('exclusions: whole words, unit spellings included', async () => {
  const jars = async (exclude: string) =>
    (await s.catalog.search('t', query('jelly jars', { excludeTerms: [exclude] }), page())).products.map(
      (p) => p.id,
    );
  assert.equal(await jars('12-pack'), ['jar-16']);
  assert.equal(await jars('oz'), []);
  assert.equal((await jars('kerr')).length, 0);
  assert.equal((await jars('ker')).length, 2, 'not a whole word: excludes nothing');
});

test('other sorts match the same products as relevance', async () => {
  const relevance = (await ids('running')).sort();
  const byPrice = (await s.catalog.search('t', query('running', {}, 'price_asc'), page())).products
    .map((p) => p.id)
    .sort();
  assert.equal(byPrice, relevance);
});

test('other sorts list the products naming what was asked for, when some do', async () => {
  const shop = storageWith([
    { id: 'shell', title: 'Rain Jacket', price: 90 },
    { id: 'puffer', title: 'Puffer Jacket', category: 'Outerwear', price: 120 },
    {
      id: 'base-layer',
      title: 'Merino Base Layer',
      description: 'Warm under a jacket or a sweater.',
      price: 20,
    },
  ]);
  const found = async (text: string, sort: SearchQuery['sort']) =>
    (await shop.catalog.search('t', query(text, {}, sort), page())).products.map((p) => p.id);
  try {
    const relevance = await found('jacket', 'relevance');
    assert.equal(
      [relevance.length, relevance.at(-1)],
      [3, 'base-layer'],
      'relevance lists the mention, last',
    );
    assert.equal(
      await found('jacket', 'price_asc'),
      ['shell', 'puffer'],
      'not the base layer worn under one',
    );
    assert.equal(await found('outerwear', 'price_asc'), ['puffer'], 'named by its category');
    assert.equal(await found('sweater', 'price_asc'), ['base-layer'], 'no title names it: every match stays');
  } finally {
    shop.close();
  }
});

test.after(() => s.close());
test('a letter of the query matches nothing alone: the "t" of "t-shirt" is no toddler size 2T', async () => {
  const shop = storageWith([
    { id: 'tee', title: 'Graphic T-Shirt' },
    { id: 'toddler-jacket', title: 'Fleece Jacket', attributes: { size: '2T' } },
    { id: 'vitamin', title: 'Vitamin C Gummies' },
    { id: 'c-battery', title: 'C Battery' },
  ]);
  const found = async (text: string) =>
    (await shop.catalog.search('t', query(text), page(10))).products.map((p) => p.id);
  assert.equal(await found('t-shirt'), ['tee']);
  assert.equal(await found('kids t shirt'), ['tee']);
  assert.equal(await found('vitamin c'), ['vitamin'], 'the letter ranks; "vitamin" matches');
  assert.equal((await found('c')).sort(), ['c-battery', 'vitamin'], 'alone it matches');
  shop.close();
});

test.run();
