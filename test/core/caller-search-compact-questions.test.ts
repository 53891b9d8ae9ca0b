/**
 * "Which is more compact?" and "which is the most compact?" ask for the product's own size: its size or dimensions,
 * or the room it is (a backpack's litres, a tent's people), never its storage nor the laptop a backpack holds. In the
 * demo "which is more compact?" after "earbuds" had said "None of these products states its capacity, so I can't
 * tell which most compact.": capacity is no earbud's size, and the sentence lacked "is the".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const titled = (title: string): string => products.find((product) => product.title === title)!.id;

test('of earbuds stating no size: none states its size, and the compact ones are shown', async () => {
  for (const question of ['which is more compact?', 'which is the most compact?']) {
    const session = `compact-earbuds-${question}`;
    await demo.converse('earbuds', session);
    const { ids, chat } = await demo.converse(question, session);
    assert.match(chat, /states its size, so I can't tell which is the most compact\./, question);
    assert.not.match(chat, /capacity|which most/, question);
    assert.ok(ids.length > 0, question);
    for (const id of ids)
      assert.ok(byId.get(id)?.attributes?.['features']?.includes('compact'), `${question}: ${id}`);
  }
});

test('of backpacks: the smallest by litres, said as "the most compact"', async () => {
  const session = 'compact-backpacks';
  await demo.converse('backpacks', session);
  const { chat } = await demo.converse('which is more compact?', session);
  assert.match(chat, /^The most compact is the .+ \(\d+L\)\./);
});

test('comparing two laptop backpacks: their capacity, not the laptop they hold', async () => {
  const pair = ['Nomad 20L Laptop Backpack', '30L Padded Laptop Backpack'].map(titled);
  const chat = await demo.compare(pair, 'which is more compact?');
  assert.match(chat, /Nomad 20L Laptop Backpack is more compact: capacity 20L against 30L\./);
  assert.not.match(chat, /laptop size/);
});

const phone = (id: string, storage: string, size: string): Product => ({
  id,
  title: `Pocket Phone ${storage}`,
  description: 'A phone.',
  category: 'Electronics > Phones',
  price: 300,
  attributes: { storage, dimensions: size },
});

test('a compact phone is the smallest by its dimensions, not by storage', async () => {
  const shop = await shopCaller([
    phone('big-small', '64GB', '6.7 in'),
    phone('small-big', '256GB', '5.4 in'),
  ]);
  const { ids } = await shop.search('compact phone');
  assert.equal(ids, ['small-big', 'big-small']);
});

test.run();
