/**
 * Counts ("socks 3 pack", "12 ct", "pack of 6") and small numbers say how many, not what: beside a word that
 * could name a product they rank the products it matched but match nothing on their own.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const products: Product[] = [
  { id: 'tent3', title: '3-Person Backpacking Tent', description: 'Packs down small.' },
  { id: 'tent2', title: '2-Person Backpacking Tent' },
  { id: 'pack', title: 'Hiking Day Pack 3L' },
  { id: 'batteries', title: 'AA Batteries' },
  { id: 'batteries4', title: 'AA Batteries 4 Pack' },
  { id: 'batteries12', title: 'AA Batteries (12-Pack)' },
  { id: 'note', title: 'Galaxy Note 3 Phone' },
  { id: 'board', title: 'Pine Board 2 in. x 4 in. x 8 ft.' },
  { id: 'tent4', title: '4-Person Camping Tent', attributes: { season: '3-season' } },
  { id: 'winter', title: 'Mountaineering Tent', attributes: { season: '4-season' } },
  { id: 'alpine', title: 'Alpine Expedition Tent', attributes: { season: '4-season' } },
  { id: 'summit', title: 'Summit Tent', attributes: { season: '4-season' } },
  { id: 'dome', title: 'Dome Tent', attributes: { season: '3-season' } },
];

const s = storageWith(products);

const search = (text: string) => s.catalog.search('t', query(text), page(50));
const ids = async (text: string) => (await search(text)).products.map((p) => p.id);

test('a count beside a word no product holds finds nothing rather than products with the number', async () => {
  const result = await search('socks 3 pack');
  assert.is(result.total, 0, 'not the 3-person tent, nor the day pack');
  assert.equal(result.unmatched, ['socks']);
  assert.is((await search('pack of 12 socks')).total, 0);
  assert.is((await search('wool socks 3 ct')).total, 0);
});

test('a count ranks the products the other words match', async () => {
  assert.equal(await ids('aa batteries 12 pack'), ['batteries12', 'batteries4', 'batteries']);
  assert.equal((await ids('batteries 4 pack'))[0], 'batteries4');
});

test('a count or a number alone still matches, and so do the numbers of a shop that has the other words', async () => {
  assert.ok((await ids('3 pack')).includes('tent3'), 'nothing else is asked');
  assert.equal(await ids('galaxy note 3'), ['note']);
  assert.ok((await ids('2 person tent')).slice(0, 1).includes('tent2'));
  assert.equal((await ids('2 x 4 board'))[0], 'board');
});

test('a number beside a word the shop lacks finds nothing: a number names no product', async () => {
  const result = await search('3 sokcs');
  assert.is(result.total, 0, 'not the 3-person tent');
  assert.equal(result.unmatched, ['sokcs']);
  assert.is((await search('jeans 2x4')).total, 0, 'nor the board by its dimensions');
  assert.equal(await ids('backpacking 3'), ['tent3', 'tent2'], 'beside a word some product holds, it ranks');
});

test('a number before the word it counts matches that count, not the same number counting something else', async () => {
  const winter = ['alpine', 'summit', 'winter'];
  assert.equal(
    (await ids('4 season tent')).slice(0, 3).sort(),
    winter,
    'not the 4-person tent, whose "4" counts people',
  );
  assert.equal((await ids('4-season tent')).slice(0, 3).sort(), winter);
  assert.equal((await ids('four season tent')).slice(0, 3).sort(), winter, 'the count in words too');
  assert.equal((await ids('4 person tent'))[0], 'tent4');
});

test.run();
