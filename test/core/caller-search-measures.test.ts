/** "headphones with at least 30 hours battery" end to end: parse, filter, relax and the offline chat. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'long', title: 'Travel Headphones', price: 120, attributes: { batteryLife: '40 hours' } },
  { id: 'short', title: 'Sport Headphones', price: 60, attributes: { batteryLife: '8 hours' } },
  { id: 'mid', title: 'Studio Headphones', price: 90, attributes: { batteryLife: '30 hours' } },
  { id: 'pack', title: 'Roll-Top Backpack', price: 50, attributes: { capacity: '20L' } },
];

const { app, search } = await shopCaller(products);

test('a lower bound keeps the products meeting it, and the chat says what each has', async () => {
  const { ids, total, chat } = await search('headphones with at least 30 hours battery');
  assert.equal([...ids].sort(), ['long', 'mid']);
  assert.is(total, 2);
  assert.match(chat, /Showing headphones battery, at least 30 hours/);
  assert.match(chat, /has 40 hours battery life/);
  assert.not.match(chat, /No product mentions "battery"/);
});

test('an upper bound with a price', async () => {
  const { ids } = await search('headphones under $100 with 10 hours or less battery');
  assert.equal(ids, ['short']);
});

test('a bound no product meets is relaxed by name', async () => {
  const { ids, chat } = await search('backpack over 100L');
  assert.equal(ids, ['pack']);
  assert.match(chat, /relaxed: at least 100L/);
});

test.after(() => app.close());
test.run();
