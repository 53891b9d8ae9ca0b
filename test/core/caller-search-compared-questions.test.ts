/**
 * "which one has better battery?" in a conversation: after "compare the first two", answered from the products
 * compared by the measure it names (it had searched "battery headphones"); after a list, the list ordered by it,
 * as "which one has longer battery life?" is. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const headphones = (id: string, title: string, price: number, batteryLife: string): Product => ({
  id,
  title,
  description: `${title}, made for the gym.`,
  category: 'Electronics > Headphones',
  price,
  rating: 4.5,
  reviewCount: 100,
  attributes: { color: 'black', features: ['wireless'], batteryLife },
});

const tablet = (id: string, title: string, price: number, storage: string): Product => ({
  id,
  title,
  category: 'Electronics > Tablets',
  price,
  attributes: { color: 'grey', storage },
});

const products: Product[] = [
  headphones('pulse', 'Pulse Gym Headphones', 105, '20 hours'),
  headphones('nova', 'Nova Gym Headphones', 119, '40 hours'),
  headphones('flow', 'Flow Gym Headphones', 60, '12 hours'),
  tablet('alpha', 'Alpha Tablet', 300, '128 GB'),
  tablet('beta', 'Beta Tablet', 400, '256 GB'),
];

const { converse } = await shopCaller(products);

test('after a comparison, "which one has better battery?" compares those products on battery life', async () => {
  const shown = await converse('headphones for the gym', 'q1');
  assert.equal(shown.ids, ['flow', 'nova', 'pulse']);
  assert.equal((await converse('compare the last two', 'q1')).ids, ['nova', 'pulse']);
  const better = await converse('which one has better battery?', 'q1');
  assert.equal(better.ids, ['nova', 'pulse']);
  assert.match(better.chat, /Nova Gym Headphones has better battery life: 40 hours against 20 hours\./);
  const best = await converse('so which one is best?', 'q1');
  assert.equal(best.ids, ['nova', 'pulse']);
  // The list stays the one to point into.
  assert.match((await converse('is the first one wireless?', 'q1')).chat, /Flow Gym Headphones/);
});

test('after a list, "which one has better battery?" orders it by battery life', async () => {
  await converse('headphones for the gym', 'q2');
  const better = await converse('which one has better battery?', 'q2');
  assert.equal(better.ids, ['nova', 'pulse', 'flow']);
  assert.match(
    better.chat,
    /^The one with the longest battery life is the Nova Gym Headphones \(40 hours\)\. Showing headphones for the gym, longest battery life first\./,
  );
  await converse('tablets', 'q3');
  const storage = await converse('which one has more storage?', 'q3');
  assert.equal(storage.ids, ['beta', 'alpha']);
  assert.match(storage.chat, /most storage first/);
});

test.run();
