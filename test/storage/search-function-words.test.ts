/**
 * Function words ("for", "the", "a") join the words that name things: they rank the products the other words
 * matched, never match on their own while the query holds another word, and lend no support to a real word's
 * typo correction.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const products: Product[] = [
  { id: 'cream', title: 'Moisturizer for Dry Skin' },
  { id: 'pillow', title: 'Pillow for Side Sleepers' },
  { id: 'sheets', title: 'Cotton Bedding Set for Queen Beds' },
  { id: 'jacket', title: 'The North Face Rain Jacket' },
  { id: 'serum', title: 'Face Serum' },
  { id: 'case', title: 'Leather Case for Tablets' },
];

const s = storageWith(products);

const search = (text: string) => s.catalog.search('t', query(text), page(50));
const ids = async (text: string) => (await search(text)).products.map((p) => p.id);

test('words no product has, joined by "for", find nothing rather than every title with "for"', async () => {
  const result = await search('charger for iphone');
  assert.is(result.total, 0);
  assert.equal(
    await ids('a dress for a wedding'),
    [],
    '"wedding" is a real word: "for" does not make it "bedding"',
  );
});

test('function words still rank what the other words match, and match alone when nothing else is asked', async () => {
  assert.equal((await ids('the north face'))[0], 'jacket');
  assert.equal((await ids('case for tablets'))[0], 'case');
  assert.equal(await ids('moisturizer for skin'), ['cream']);
  assert.is((await search('for')).total, 4, 'a query of function words alone matches by them');
});

test.run();
