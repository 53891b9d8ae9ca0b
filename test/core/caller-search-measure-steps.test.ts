/**
 * "bigger" / "smaller" after a list asked by a measure, through the core's caller in a conversation on a real SQLite
 * catalogue (core/search/measure-step.ts): past the list's value, the next size first. "bigger" after "backpack 20L"
 * had shown only the 20L backpacks, "biggest first"; "a bit bigger" after "tent for 2" the 8-person tent first, with
 * "Nothing here is exactly 2-person; the closest fit is 8-person." though 2-person tents were there.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { backpack } from '../helpers/backpacks.ts';
import { tent } from '../helpers/tents.ts';

const products: Product[] = [
  tent('solo', 'Solo Backpacking Tent', '1-person'),
  tent('ridge', 'Ridge 2-Person Backpacking Tent', '2-person'),
  tent('sierra', 'Sierra 2-Person Mountaineering Tent', '2-person'),
  tent('meadow', 'Meadow 3-Person Backpacking Tent', '3-person'),
  tent('lakeside', 'Lakeside 4-Person Camping Tent', '4-person'),
  tent('outpost', 'Outpost 6-Person Camping Tent', '6-person'),
  tent('alpine', 'Alpine 8-Person Camping Tent', '8-person'),
  backpack('canyon', 'Canyon 15L Daypack', '15L'),
  backpack('commuter', 'Commuter 20L Rolltop Backpack', '20L'),
  backpack('nomad', 'Nomad 20L Laptop Backpack', '20L'),
  backpack('scout', 'Scout 24L Backpack', '24L'),
  backpack('trail', 'Trail 30L Backpack', '30L'),
  backpack('transit', 'Transit 45L Travel Backpack', '45L'),
];

const { converse } = await shopCaller(products);

test('"bigger" after "backpack 20L": the backpacks bigger than 20L, the next size up first', async () => {
  await converse('backpack 20L', 'litres');
  const { ids, chat } = await converse('bigger', 'litres');
  assert.equal(ids, ['scout', 'trail', 'transit']);
  assert.match(chat, 'Showing backpack, bigger than 20L.');
});

test('"smaller" or "more compact" after "backpack 30L": below 30L, the nearest first', async () => {
  for (const asked of ['smaller', 'more compact']) {
    await converse('backpack 30L', asked);
    const { ids, chat } = await converse(asked, asked);
    assert.equal(ids[0], 'scout', asked);
    assert.equal([...ids.slice(1, 3)].sort(), ['commuter', 'nomad'], asked);
    assert.equal(ids.slice(3), ['canyon'], asked);
    assert.match(chat, `Showing backpack, ${asked} than 30L.`);
  }
});

test('"much bigger" after "backpack 20L": bigger than 20L, the biggest first', async () => {
  await converse('backpack 20L', 'much');
  const { ids, chat } = await converse('much bigger', 'much');
  assert.equal(ids, ['transit', 'trail', 'scout']);
  assert.match(chat, 'Showing backpack, bigger than 20L, biggest first.');
});

test('"a bit bigger" after "tent for 2": 3-person first, then 4, 6, 8; no "nothing here is exactly 2-person"', async () => {
  await converse('tent for 2', 'pair');
  const { ids, chat } = await converse('a bit bigger', 'pair');
  assert.equal(ids, ['meadow', 'lakeside', 'outpost', 'alpine']);
  assert.match(chat, 'Showing tent, for more than 2 people.');
  assert.not.match(chat, 'Nothing here is exactly');
});

test('"something similar but bigger" after "sleeps 3 or more": past 3 people, the nearest first', async () => {
  await converse('tents', 'three');
  await converse('only the ones that sleep 3 or more', 'three');
  const { ids, chat } = await converse('show me something similar but bigger', 'three');
  assert.equal(ids, ['lakeside', 'outpost', 'alpine']);
  assert.match(chat, 'for more than 3 people');
  assert.not.match(chat, 'Nothing here is exactly');
});

test('"smaller ones" after "tent that sleeps 4": fewer than 4 people, the nearest first', async () => {
  await converse('tent that sleeps 4', 'four');
  const { ids, chat } = await converse('smaller ones', 'four');
  assert.equal(ids[0], 'meadow');
  assert.is(ids.at(-1), 'solo');
  assert.match(chat, 'for fewer than 4 people');
});

test('none bigger ("tent for 8" → "bigger"): relaxed, the nearest to it first', async () => {
  await converse('tent for 8', 'eight');
  const { ids, chat } = await converse('bigger', 'eight');
  assert.is(ids[0], 'alpine');
  assert.match(chat, 'I relaxed: for more than 8 people');
});

test('"the biggest" after "tent for 2" orders by size without calling the biggest the closest fit', async () => {
  await converse('tent for 2', 'most');
  const { ids, chat } = await converse('the biggest', 'most');
  assert.is(ids[0], 'alpine');
  assert.not.match(chat, 'Nothing here is exactly');
});

test('"bigger" with no measured list still orders biggest first', async () => {
  await converse('backpacks', 'plain');
  const { ids, chat } = await converse('bigger', 'plain');
  assert.is(ids[0], 'transit');
  assert.match(chat, 'Showing backpacks, biggest first.');
});

test.run();
