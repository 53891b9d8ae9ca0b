/**
 * `partial`: a relevance-sorted text search reports when even its best match holds only part of the query's
 * words (and no word is missing from every product, which `unmatched` reports instead).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const products: Product[] = [
  { id: 'speaker', title: 'Smart Speaker', description: 'Streams from your phone.' },
  { id: 'watch', title: 'Dive Watch', description: 'A steel case and a sapphire crystal.' },
  { id: 'trail', title: 'Trail Running Shoe' },
  { id: 'road', title: 'Road Running Shoe', description: 'Great on pavement.' },
  { id: 'hiker', title: 'Hiking Boot' },
];

const s = storageWith(products);
const search = (text: string, sort: 'relevance' | 'price_asc' = 'relevance') =>
  s.catalog.search('t', query(text, {}, sort), page(10));

test('a best match holding only part of the words is reported', async () => {
  const phoneCase = await search('phone case');
  assert.ok(phoneCase.total > 0);
  assert.is(phoneCase.partial, true, 'no product has both "phone" and "case"');
  assert.is(phoneCase.unmatched, undefined);
});

test('other sorts report a partial match too, from the best-covered products they list', async () => {
  const cheapest = await search('phone case', 'price_asc');
  assert.ok(cheapest.total > 0);
  assert.is(cheapest.partial, true);
  assert.is((await search('running shoe', 'price_asc')).partial, undefined);
});

test('full matches and unmatched words report no partial match', async () => {
  assert.is((await search('trail running shoe')).partial, undefined);
  const missing = await search('running shoe laces');
  assert.equal(missing.unmatched, ['laces']);
  assert.is(missing.partial, undefined, 'the unmatched word already says it');
});

test('beside a word no product has, words no title, brand or category holds match nothing', async () => {
  // "phone" is only in the speaker's description; "charger" is nowhere.
  const charger = await search('phone charger');
  assert.is(charger.total, 0);
  assert.equal(charger.products, []);
  assert.equal(charger.unmatched, ['charger'], 'the missing word is reported even with nothing to show');
  // Without a missing word, the description still counts.
  assert.equal(
    (await search('phone')).products.map((product) => product.id),
    ['speaker'],
  );
  // A word some title holds matches as before, in titles and descriptions alike.
  assert.equal(
    (await search('dive watch strap')).products.map((product) => product.id),
    ['watch'],
  );
  assert.equal(
    (await search('streams watch strap')).products.map((product) => product.id),
    ['watch', 'speaker'],
  );
  assert.equal((await search('sapphire crystal strap')).total, 0, 'both are in a description only');
  // A query of unknown words alone, or of function words beside them, reports nothing missing.
  assert.is((await search('espresso')).unmatched, undefined);
  assert.is((await search('charger for espresso')).unmatched, undefined);
});

test('words of opinion or speech no product holds are no missing detail', async () => {
  const best = await search("the best running shoe that won't slip");
  assert.equal(best.unmatched, ['slip'], 'only the product detail is missing');
  assert.equal((await search('a speaker i can take along')).unmatched, ['take', 'along']);
  assert.is((await search('a speaker i can stream from')).unmatched, undefined);
  assert.is((await search('a speaker like that, good enough')).unmatched, undefined);
  // Nor do they leave the other words incidental: "phone" is in a description only.
  assert.ok((await search('a good phone')).total > 0);
  assert.is((await search('a cheap phone')).total, 0, '"cheap" is a product detail here: missing');
});

test('a word of opinion weighs nothing in coverage: "cheapest great running shoe" lists every running shoe', async () => {
  const cheapest = await search('great running shoe', 'price_asc');
  assert.equal(cheapest.products.map((product) => product.id).sort(), ['road', 'trail']);
  assert.is(cheapest.partial, undefined);
  // It still ranks: the one that says it comes first.
  assert.equal((await search('great running shoe')).products[0]?.id, 'road');
  // And matches nothing alone beside a word of substance; alone, it is a word like any other.
  assert.equal(
    (await search('great boot')).products.map((product) => product.id),
    ['hiker'],
  );
  assert.equal(
    (await search('great')).products.map((product) => product.id),
    ['road'],
  );
});

test('beside a word no product has, a corrected misspelling names nothing: it is a guess', async () => {
  // "cher" (French) is one letter from "chef"; next to words no product holds, that is no reason to list knives.
  const shop = storageWith([
    { id: 'knife', title: 'Chef Knife' },
    { id: 'shoe', title: 'Road Running Shoe' },
  ]);
  const french = await shop.catalog.search('t', query('chaussures pas cher'), page(10));
  assert.is(french.total, 0);
  assert.equal(french.unmatched, ['chaussures', 'pas']);
  // Alone, or beside words the shop has, a misspelling is still corrected.
  assert.equal((await shop.catalog.search('t', query('chef knif'), page(10))).products[0]?.id, 'knife');
  assert.equal((await shop.catalog.search('t', query('knif'), page(10))).products[0]?.id, 'knife');
  shop.close();
});

test.run();
