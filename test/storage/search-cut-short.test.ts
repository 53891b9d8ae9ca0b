/**
 * Words cut short ("elec", "refrig"): a word the shop lacks, and no English word, also matches the shop's
 * words that begin with it, chosen like a typo correction by the company they keep.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const s = storageWith([
  { id: 'fridge', title: 'Compact Refrigerator 3.1 cu. ft.' },
  { id: 'kettle', title: 'Electric Kettle 1.7 L' },
  { id: 'stove-kettle', title: 'Stovetop Kettle' },
  { id: 'tape', title: 'Electrical Tape' },
  { id: 'chocolate', title: 'Bathroom Vanity in Chocolate' },
  { id: 'white', title: 'Bathroom Vanity in White' },
] satisfies Product[]);
const search = (text: string) => s.catalog.search('t', query(text), page(10));
const ids = async (text: string) => (await search(text)).products.map((p) => p.id);

test('a word cut short finds the words it begins', async () => {
  assert.equal(await ids('refrig'), ['fridge']);
  assert.is((await ids('vanity choc'))[0], 'chocolate');
  assert.equal((await search('refrig')).corrections, [{ typed: 'refrig', word: 'refrigerator' }]);
});

test('among several, the one keeping the other words company', async () => {
  assert.is((await ids('elec kettle'))[0], 'kettle', 'electric, not electrical');
});

test.run();
