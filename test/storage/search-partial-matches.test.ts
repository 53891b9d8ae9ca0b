/**
 * `partial`: a relevance-sorted text search reports when even its best match holds only part of the query's
 * words (and no word is missing from every product, which `unmatched` reports instead).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { memoryStorage, page, query } from './support/fixtures.ts';

const products: Product[] = [
  { id: 'speaker', title: 'Smart Speaker', description: 'Streams from your phone.' },
  { id: 'watch', title: 'Dive Watch', description: 'A steel case and a sapphire crystal.' },
  { id: 'trail', title: 'Trail Running Shoe' },
  { id: 'road', title: 'Road Running Shoe' },
  { id: 'hiker', title: 'Hiking Boot' },
];

const s = memoryStorage();
s.tenants.create({ id: 't' });
s.catalog.upsertMany('t', products);
const search = (text: string, sort: 'relevance' | 'price_asc' = 'relevance') =>
  s.catalog.search('t', query(text, {}, sort), page(10));

test('a best match holding only part of the words is reported', async () => {
  const phoneCase = await search('phone case');
  assert.ok(phoneCase.total > 0);
  assert.is(phoneCase.partial, true, 'no product has both "phone" and "case"');
  assert.is(phoneCase.unmatched, undefined);
});

test('full matches, unmatched words and other sorts report no partial match', async () => {
  assert.is((await search('trail running shoe')).partial, undefined);
  const missing = await search('running shoe laces');
  assert.equal(missing.unmatched, ['laces']);
  assert.is(missing.partial, undefined, 'the unmatched word already says it');
  assert.is((await search('phone case', 'price_asc')).partial, undefined);
});

test.run();
