/**
 * What a comparison asks of each product, answered from its data: room for a device ("which one fits a 15 inch
 * laptop?", not clothing fit), whom each is for ("which is for women?") and room for people ("which is better for
 * a family of four"), not an "overall" comparison. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, attributes: Product['attributes']): Product => ({
  id,
  title,
  category: 'Gear',
  price: 100,
  attributes,
});

const { app, compare } = await shopCaller([
  product('metro', 'Metro Laptop Pack', { laptopSize: '15-inch', capacity: '30L' }),
  product('nomad', 'Nomad Laptop Pack', { laptopSize: '13-inch', capacity: '20L' }),
  product('ridge', 'Ridge Boot', { gender: 'men', material: 'suede' }),
  product('boulder', 'Boulder Boot', { gender: 'women', material: 'nubuck leather' }),
  product('dome', 'Dome Tent', { capacity: '4-person' }),
  product('solo', 'Solo Tent', { capacity: '2-person' }),
]);

test('room for a device is its room, not clothing fit', async () => {
  const message = await compare(['metro', 'nomad'], 'which one fits a 15 inch laptop?');
  assert.match(message, /^Comparing Metro Laptop Pack and Nomad Laptop Pack for a 15 inch laptop\./);
  assert.match(message, /For a 15 inch laptop: Metro Laptop Pack\./);
  assert.match(message, /Nomad Laptop Pack fits laptops up to 13-inch/);
  assert.not.match(message, /size guide|fit and sizes/);
});

test('whom each is for, from its audience', async () => {
  const message = await compare(['ridge', 'boulder'], 'which is for women?');
  assert.match(message, /For women: Boulder Boot; Ridge Boot is for men\./);
  assert.not.match(message, /overall/);
});

test('room for the people a request counts', async () => {
  const message = await compare(['dome', 'solo'], 'which is better for a family of four');
  assert.match(
    message,
    /For 4 people: Dome Tent\. Dome Tent lists capacity 4-person; Solo Tent lists capacity 2-person\./,
  );
  const packs = await compare(['metro', 'nomad'], 'which is better for a family of four');
  assert.match(packs, /None of them lists how many people it is for\./, 'litres are no people');
});

test.after(() => app.close());
test.run();
