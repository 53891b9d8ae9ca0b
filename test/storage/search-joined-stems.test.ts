/**
 * Two query words are also matched joined ("water proof" → "waterproof"), but not when the joined word stems to
 * one of them: "silverring" stems to "silver", and any silver product would have stood for the ring.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const s = storageWith([
  { id: 'necklace', title: 'Sterling Silver Necklace' },
  { id: 'earrings', title: 'Silver Hoop Earrings' },
  { id: 'gold-ring', title: 'Gold Band Ring' },
  { id: 'silver-ring', title: 'Silver Stacking Ring' },
] satisfies Product[]);
const ids = async (text: string) =>
  (await s.catalog.search('t', query(text), page(10))).products.map((p) => p.id);

test('a join stemming to one of its words is no compound', async () => {
  const found = await ids('silver ring');
  assert.is(found[0], 'silver-ring');
  assert.is(found[1], 'gold-ring', `a ring before silver that is no ring: ${found.join()}`);
});

test.run();
