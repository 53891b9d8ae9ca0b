/**
 * A word the shop holds but rarely, where most of its titles write it as two words ("Lawnmower Oil" beside
 * many a "Lawn Mower"), also matches the two words: a shopper typing "lawnmower" wants mowers.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const mowers: Product[] = [16, 18, 19, 20, 21, 22].flatMap((inches) => [
  { id: `push${inches}`, title: `${inches} in. Push Lawn Mower` },
  { id: `electric${inches}`, title: `${inches} in. Corded Electric Lawn Mower` },
]);

const products: Product[] = [
  ...mowers,
  { id: 'oil', title: 'SAE 30 Lawnmower Oil' },
  { id: 'riding', title: '42 in. Riding Lawn Mower' },
  { id: 'rake', title: 'Leaf Rake' },
  { id: 'seed', title: 'Lawn Seed Mix' },
  { id: 'jigsaw', title: 'Cordless Jigsaw' },
  { id: 'blades', title: 'Jigsaw Blade Set' },
  { id: 'table', title: 'Jig Saw Table' },
  { id: 'saw', title: 'Hand Saw' },
];

const s = storageWith(products);
const ids = async (text: string) =>
  (await s.catalog.search('t', query(text), page(50))).products.map((p) => p.id);

test('a rare joined word also finds the products writing it as two words', async () => {
  const found = await ids('lawnmower');
  assert.ok(found.includes('riding') && found.includes('push21'), found.join());
  assert.ok(!found.includes('seed'), 'both words, not either');
  assert.is((await ids('riding lawnmower'))[0], 'riding');
});

test('a joined word the shop writes joined about as often is left alone', async () => {
  assert.equal((await ids('jigsaw')).sort(), ['blades', 'jigsaw'], 'one "Jig Saw" title is no habit');
});

test.run();
