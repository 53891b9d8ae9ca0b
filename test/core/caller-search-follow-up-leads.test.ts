/**
 * "One with …", "something with …" in a conversation (`sessionId`): after "puffer jacket", "one with a hood"
 * started a search of its own and matched the stray "one" (slip-on shoes, on-ear headphones), and "something
 * with more insulation" put an insulated tent second. Now they narrow the last search as "with a hood" does, and
 * "more insulation" asks for the insulated feature.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, features: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price: 120,
  currency: 'USD',
  attributes: { features },
});
const products: Product[] = [
  jacket('puffer-warm', 'Cascade Puffer Jacket', ['insulated', 'water-resistant']),
  jacket('puffer-hood', 'Ridge Hooded Puffer Jacket', ['insulated', 'packable']),
  jacket('puffer-light', 'Fjord Puffer Jacket', ['water-resistant', 'lightweight']),
  {
    id: 'tent',
    title: 'Mountaineering Tent',
    category: 'Outdoor > Tents',
    price: 400,
    currency: 'USD',
    description: 'More insulation than any tent we make.',
    attributes: { features: ['insulated', 'windproof'] },
  },
  {
    id: 'slip-on',
    title: 'All-in-One Slip-On Shoe',
    category: 'Shoes > Sneakers',
    price: 50,
    currency: 'USD',
    description: 'One shoe for everything.',
  },
];

const { app, converse } = await shopCaller(products);

test('"one with a hood" after "puffer jacket" narrows it, as "with a hood" does', async () => {
  await converse('puffer jacket', 'hood-1');
  const one = await converse('one with a hood', 'hood-1');
  assert.is(one.ids[0], 'puffer-hood');
  assert.not.ok(one.ids.includes('slip-on'), 'the stray "one" is no word to match');
  assert.match(one.chat, /^Showing puffer jacket with hood\./);
  await converse('puffer jacket', 'hood-2');
  assert.equal((await converse('the same but with a hood', 'hood-2')).ids, one.ids);
});

test('"something with more insulation" after "puffer jacket": insulated puffer jackets', async () => {
  await converse('puffer jacket', 'warm-1');
  const warmer = await converse('something with more insulation', 'warm-1');
  assert.equal([...warmer.ids].sort(), ['puffer-hood', 'puffer-warm']);
  assert.match(warmer.chat, /^Showing insulated puffer jacket\./);
});

test.after(() => app.close());
test.run();
