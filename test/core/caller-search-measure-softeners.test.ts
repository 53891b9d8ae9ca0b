/**
 * A softener before a measure comparison ("a bit under 2 lbs", "slightly over 30 hours", "a little less than 6mm")
 * goes with the bound, through the core's caller: "backpack a bit under 2 lbs" had opened "Showing backpack a bit 2
 * lbs" and said "No product mentions \"bit\"". Where the shop states the measure, the bound is the plain one;
 * where it does not, the quantity stays as words, without the softener.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const weighed: Product[] = [
  { id: 'light', title: 'Featherline Daypack Backpack', price: 60, attributes: { weight: '1.5 lbs' } },
  { id: 'heavy', title: 'Haul Travel Backpack', price: 90, attributes: { weight: '3 lbs' } },
  { id: 'short', title: 'Sport Headphones', price: 60, attributes: { batteryLife: '8 hours' } },
  { id: 'long', title: 'Travel Headphones', price: 120, attributes: { batteryLife: '40 hours' } },
];

const demo = await shopCaller(demoProducts());
const shop = await shopCaller(weighed);

test('where the shop weighs nothing, the softener leaves the words', async () => {
  for (const request of [
    'backpack a bit under 2 lbs',
    'backpack a little under 2 lbs',
    'backpack slightly under 2 lbs',
  ]) {
    const { chat } = await demo.search(request);
    assert.match(chat, /so I can't tell which are under 2 lbs\. Showing backpack\./, request);
    assert.not.match(chat, /bit|little|slightly/, request);
  }
});

test('where the shop weighs its products, the softened bound is the plain one', async () => {
  for (const request of ['backpack a bit under 2 lbs', 'backpack slightly less than 2 lbs']) {
    const { ids, chat } = await shop.search(request);
    assert.equal(ids, ['light'], request);
    assert.not.match(chat, /bit|slightly/, request);
  }
  const { ids, chat } = await shop.search('headphones a little over 30 hours');
  assert.equal(ids, ['long']);
  assert.match(chat, /^Showing headphones, at least 30 hours/);
});

test.after(() => {
  demo.app.close();
  shop.app.close();
});
test.run();
