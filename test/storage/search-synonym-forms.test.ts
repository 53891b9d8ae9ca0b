/**
 * A one-word synonym is met by its word (or its plural), not by every word sharing its stem: "coat" = "jacket",
 * but "coating", which Porter stems to "coat", is no jacket.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const s = storageWith([
  { id: 'jacket', title: 'Waterproof Rain Jacket' },
  { id: 'sealer', title: 'Stone Floor Sealer' },
  { id: 'sweatshirt', title: 'Hooded Sweatshirt' },
] satisfies Product[]);
const ids = async (text: string) =>
  (await s.catalog.search('t', query(text), page(10))).products.map((p) => p.id);

test('a word of the same stem does not bring in the synonym', async () => {
  assert.equal(await ids('coating'), []);
  assert.equal(await ids('coating sealer'), ['sealer']);
});

test('the word and its plural do', async () => {
  assert.equal(await ids('coats'), ['jacket']);
  assert.equal(await ids('hoodies'), ['sweatshirt']);
});

test.run();
