/**
 * Spelling correction against the catalogue's written words, chosen by the company the correction keeps in
 * the catalogue; the rerank's brand feature (the query names the word a title starts with) and its
 * exact-form features (the query's words as typed, only plurals folded).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CandidateFeatures, Product } from '../../core/index.ts';
import { observeReranks } from '../../storage/search/text/rank-candidates.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const products: Product[] = [
  { id: 'ceramic-tile', title: 'Glazed Ceramic Floor Tile' },
  { id: 'vinyl-tile', title: 'Vinyl Floor Tile' },
  { id: 'extension-cord', title: 'Outdoor Extension Cord' },
  { id: 'grill-cover', title: 'Weber Grill Cover' },
  { id: 'sofa-cover', title: 'Sofa Cover' },
  { id: 'grip-tape', title: 'Grip Tape' },
  { id: 'grip-gloves', title: 'Grip Gloves' },
  { id: 'grip-pad', title: 'Grip Pad' },
  { id: 'grip-trainer', title: 'Grip Strength Trainer' },
  { id: 'grid-paper', title: 'Grid Paper' },
  { id: 'grid-ruler', title: 'Grid Ruler' },
  { id: 'acme-hammer', title: 'Acme Claw Hammer' },
  { id: 'acme-saw', title: 'Acme Hand Saw' },
  { id: 'hammer-holder', title: 'Hammer Holder for Acme Tool Belts' },
  { id: 'steel-rail', title: 'Steel Rail' },
  { id: 'steel-railing', title: 'Steel Railing' },
  { id: 'water-system', title: 'Water System' },
  { id: 'systemic-repellent', title: 'Systemic Repellent' },
  { id: 'coffee-mug', title: 'Stoneware Coffee Mug', description: 'Make your morning coffee last.' },
  { id: 'toast-rack', title: 'Toast Rack', description: 'Keeps toast crisp.' },
  { id: 'sun-hat', title: 'Sun Hat' },
  { id: 'warm-hat', title: 'Warm Knit Hat' },
  { id: 'small-tote', title: 'Small Canvas Tote' },
  { id: 'large-tote', title: 'Large Canvas Tote' },
  { id: 'minimal-watch', title: 'Minimal Steel Watch' },
  { id: 'dive-watch', title: 'Dive Watch' },
  { id: 'fleece-blanket', title: 'Fleece Blanket', description: 'A soft handle for winter.' },
];

const s = storageWith(products);

const ids = async (text: string) =>
  (await s.catalog.search('t', query(text), page(50))).products.map((p) => p.id);

test('typos are corrected against words as written, not their stems', async () => {
  // "cermic" is one letter from "ceramic", but its stem is two from the stem "ceram".
  assert.is((await ids('cermic tile'))[0], 'ceramic-tile');
  // "extenison" (a transposition) stems to itself; "extension" stems to "extens".
  assert.is((await ids('extenison cord'))[0], 'extension-cord');
});

test('a word splits only into two words some product holds together', async () => {
  const shop = storageWith([
    { id: 'over-ear', title: 'Over-Ear Headphones' },
    { id: 'sized', title: 'Fitted Cap', description: 'Sized to fit.' },
    { id: 'bookshelf-speaker', title: 'Bookshelf Speaker' },
    { id: 'bookshelf', title: 'Oak Bookshelf' },
    { id: 'speaker', title: 'Party Speaker' },
  ]);
  const found = async (text: string) =>
    (await shop.catalog.search('t', query(text), page(10))).products.map((p) => p.id);
  // "over" and "sized" are both catalogue words, never in one product.
  assert.equal(await found('oversized'), []);
  assert.is((await found('bookshelfspeaker'))[0], 'bookshelf-speaker');
  shop.close();
});

test('a real word ending in "-er" is not its base word misspelt ("maker" is not "make")', async () => {
  const maker = await s.catalog.search('t', query('coffee maker'), page(10));
  assert.equal(maker.unmatched, ['maker'], 'said to be missing rather than read as "make"');
  assert.equal(
    maker.products.map((p) => p.id),
    ['coffee-mug'],
  );
  assert.equal((await s.catalog.search('t', query('toaster rack'), page(10))).unmatched, ['toaster']);
  // A misspelling ending in "-er" is still corrected.
  assert.equal(await ids('grill coverr'), ['grill-cover', 'sofa-cover']);
});

test('a superlative the catalogue lacks is read as its plain word ("warmest" → warm)', async () => {
  const warmest = await s.catalog.search('t', query('warmest hat'), page(10));
  assert.equal(
    warmest.products.map((p) => p.id),
    ['warm-hat', 'sun-hat'],
  );
  assert.is(warmest.unmatched, undefined);
  assert.equal((await ids('biggest tote')).sort(), ['large-tote', 'small-tote'], 'no "big" here: tote only');
  assert.is((await ids('largest tote'))[0], 'large-tote');
  // Comparatives a shopper asks with, from a list: "warmer" is warm, "larger" large.
  assert.equal((await ids('warmer hat'))[0], 'warm-hat');
  assert.is((await ids('larger tote'))[0], 'large-tote');
  const forest = await s.catalog.search('t', query('forest hat'), page(10));
  assert.equal(forest.unmatched, ['forest'], '"forest" is not "for" at its best');
});

test('a synonym as written counts as the word as typed: "rucksack" is "backpack", not "backpacking"', async () => {
  const shop = storageWith([
    { id: 'tent', title: 'Backpacking Tent' },
    { id: 'cover', title: 'Backpack Rain Cover' },
  ]);
  try {
    const found = await shop.catalog.search('t', query('rucksack'), page(10));
    assert.equal(
      found.products.map((p) => p.id),
      ['cover', 'tent'],
    );
  } finally {
    shop.close();
  }
});

test('a derivation the catalogue lacks is read as its plain word ("minimalist" → minimal)', async () => {
  for (const words of ['minimalist watch', 'minimalistic watch', 'minimalism watch']) {
    const found = await s.catalog.search('t', query(words), page(10));
    assert.equal(found.products[0]?.id, 'minimal-watch', words);
    assert.is(found.unmatched, undefined, words);
  }
});

test('among corrections, the one found with the query’s other words wins', async () => {
  // "gril" is one edit from "grip" (4 products), "grid" (2) and "grill" (1): only "grill" appears with
  // "cover". Frequency alone would pick "grip" and "grid".
  assert.is((await ids('gril cover'))[0], 'grill-cover');
  // Alone, the more frequent word is the better guess.
  assert.ok((await ids('gril')).includes('grip-tape'));
});

test('rerank feature "brand": the query names the word a title starts with, a brand-like word', async () => {
  const seen = new Map<string, CandidateFeatures>();
  observeReranks((found, _positions, features) => found.forEach((id, i) => seen.set(id, features[i]!)));
  try {
    const ranked = await ids('acme hammer');
    assert.is(seen.get('acme-hammer')?.brand, 1, '"Acme" starts 2 of the 3 titles holding it');
    assert.is(seen.get('hammer-holder')?.brand, 0, 'a title naming the brand later is not the brand’s');
    assert.is(ranked[0], 'acme-hammer');
    seen.clear();
    await ids('claw hammer');
    assert.is(seen.get('acme-hammer')?.brand, 0, 'the query does not name the brand');
  } finally {
    observeReranks(undefined);
  }
});

test('words as typed outrank words that only share their stem ("railing" is not "rail")', async () => {
  // Porter stems "railing" to "rail" and "systemic" to "system": the stems tie, the written forms decide.
  assert.equal((await ids('steel railing')).slice(0, 2), ['steel-railing', 'steel-rail']);
  assert.equal((await ids('steel railings')).slice(0, 2), ['steel-railing', 'steel-rail'], 'plurals fold');
  assert.equal((await ids('steel rail')).slice(0, 2), ['steel-rail', 'steel-railing']);
  assert.is((await ids('systemic'))[0], 'systemic-repellent');
});

test('a rare word that hardly appears with the query’s other words matches the spelling that does', async () => {
  s.tenants.create({ id: 'names' });
  const colours = ['Black', 'White', 'Red', 'Blue', 'Grey', 'Green', 'Silver', 'Cream', 'Navy', 'Steel'];
  s.catalog.upsertMany('names', [
    ...colours.map((colour) => ({
      id: `philips-${colour}`,
      title: `Philips Senseo Coffee Maker, ${colour}`,
    })),
    { id: 'phillips-screwdriver', title: 'Phillips Screwdriver Set' },
    { id: 'cuisinart', title: 'Cuisinart Coffee Maker' },
  ]);
  const top = async (text: string) =>
    (await s.catalog.search('names', query(text), page(20))).products.map((p) => p.id);
  // "phillips" is in the catalogue (1 product) but never with "coffee" or "maker"; "philips" is, 10 times.
  const found = await top('phillips coffee maker');
  const philips = found.findIndex((id) => id.startsWith('philips-'));
  assert.ok(philips >= 0 && philips < found.indexOf('cuisinart'), found.join(' '));
  // Where the word as typed keeps the query's company, it stands alone.
  assert.is((await top('phillips screwdriver'))[0], 'phillips-screwdriver');
});

test('a real word is at most one slip from a correction; a non-word may be two', async () => {
  const candles = await s.catalog.search('t', query('winter candles'), page(50));
  assert.is(candles.total, 0, '"candles" is not "handle" (two edits), though "handle" appears with "winter"');
  assert.equal(candles.unmatched, ['candles']);
  assert.equal((await ids('fleece blnaket'))[0], 'fleece-blanket', 'a non-word two edits away is corrected');
});

test.run();
