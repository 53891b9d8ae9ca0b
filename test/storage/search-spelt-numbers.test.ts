/**
 * Small numbers spelt as words match the digits products write: "one piece toilet" finds the "1-Piece"
 * toilet, "three way switch" the "3-Way" switch.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const products: Product[] = [
  { id: 'two-piece', title: 'Highline 2-Piece Round Toilet in White' },
  { id: 'one-piece', title: 'San Souci 1-Piece Elongated Toilet in White' },
  { id: 'seat', title: 'Round Closed Front Toilet Seat' },
  { id: 'single-pole', title: 'Decora 15 Amp Single-Pole Rocker Switch' },
  { id: 'three-way', title: 'Decora 15 Amp 3-Way Rocker Switch' },
  { id: 'lantern3', title: 'Bronze 3-Light Outdoor Lantern' },
  { id: 'lantern1', title: 'Bronze Outdoor Wall Lantern' },
  { id: 'headphones', title: 'Zen On-Ear Headphones' },
];

const s = storageWith(products);
const ids = async (text: string) =>
  (await s.catalog.search('t', query(text), page(50))).products.map((p) => p.id);

test('a number in words finds the products that write it in digits', async () => {
  assert.is((await ids('one piece toilet'))[0], 'one-piece');
  assert.is((await ids('three way switch'))[0], 'three-way');
  assert.is((await ids('three light lantern'))[0], 'lantern3');
});

test('"on" is not "one", though Porter stems both to "on"', async () => {
  assert.ok(!(await ids('switch on')).includes('one-piece'));
});

test('a number in words, like one in digits, names no product: it ranks what the other words match', async () => {
  assert.equal(await ids('one piece swimsuit'), [], 'not the On-Ear headphones');
  assert.equal(await ids('2 swimsuits'), await ids('two swimsuits'), 'as its digits do');
  assert.is((await ids('one piece toilet'))[0], 'one-piece');
});

test.run();
