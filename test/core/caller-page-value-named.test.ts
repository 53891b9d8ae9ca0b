/**
 * Product-page answers that name the product's own value: a 3-season tent asked "is it good for winter?" says its
 * season and the 4-season ones made for it (it had said "isn't listed as warm"); "is it steel?" of a Damascus steel
 * blade and "is it leather?" of a full-grain leather boot name the full material (they had said 'mentions "steel"'
 * and "is made of leather"); a half size asked of whole sizes names the nearest.
 * Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const tent = (id: string, title: string, season: string): Product => ({
  id,
  title,
  category: 'Outdoor > Tents',
  price: 300,
  attributes: { material: 'polyester', features: ['waterproof', 'freestanding'], season },
});
const wholeSizes = ['5', '6', '7', '8', '9', '10', '11', '12', '13'];
const products: Product[] = [
  tent('camp', 'Lakeside Camping Tent', '3-season'),
  tent('alpine', 'Alpine Mountaineering Tent', '4-season'),
  tent('summit', 'Summit Expedition Tent', '4-season'),
  {
    id: 'knife',
    title: 'Full-Tang Chef Knife',
    category: 'Home > Kitchen',
    price: 60,
    attributes: { material: 'Damascus steel', features: ['forged'] },
  },
  {
    id: 'pan',
    title: 'Frying Pan',
    category: 'Home > Kitchen',
    price: 40,
    attributes: { material: 'cast iron' },
  },
  {
    id: 'boot',
    title: 'Ridge Hiking Boot',
    category: 'Shoes > Hiking',
    price: 150,
    attributes: { material: 'full-grain leather', size: wholeSizes, features: ['waterproof'] },
  },
  {
    id: 'evens',
    title: 'Trail Hiking Boot',
    category: 'Shoes > Hiking',
    price: 120,
    attributes: { material: 'suede', size: ['6', '8', '10'] },
  },
];
const { app, askOnPage } = await shopCaller(products);

test('a 3-season tent asked about winter says its season and the 4-season ones', async () => {
  const found = await askOnPage('is it good for winter?', undefined, 'camp');
  assert.match(
    found.chat,
    /^No: the Lakeside Camping Tent you're viewing is a 3-season tent; these 4-season ones are made for winter\./,
  );
  const snow = await askOnPage('can I use it in the snow?', undefined, 'camp');
  assert.match(snow.chat, /is a 3-season tent; these 4-season ones are made for the snow\./);
});

test('a 4-season tent asked about winter is a yes', async () => {
  const found = await askOnPage('is it good for winter?', undefined, 'alpine');
  assert.match(found.chat, /^Yes: the Alpine Mountaineering Tent you're viewing is 4-season\./);
});

test('a material asked that heads its own names the full material', async () => {
  const steel = await askOnPage('is it steel?', undefined, 'knife');
  assert.match(steel.chat, /^Yes: the Full-Tang Chef Knife you're viewing is made of Damascus steel\./);
  const leather = await askOnPage('is it leather?', undefined, 'boot');
  assert.match(leather.chat, /^Yes: the Ridge Hiking Boot you're viewing is made of full-grain leather\./);
});

test('a size between two of a number scale names the nearest it comes in', async () => {
  const half = await askOnPage('what size should I get if I wear a 10.5?', undefined, 'boot');
  assert.match(
    half.chat,
    /^No: the Ridge Hiking Boot you're viewing doesn't come in half sizes: 10 or 11 are the nearest\./,
  );
  const gap = await askOnPage('what size should I get if I wear a 7?', undefined, 'evens');
  assert.match(
    gap.chat,
    /^No: the Trail Hiking Boot you're viewing doesn't come in size 7: 6 or 8 are the nearest\./,
  );
  const past = await askOnPage('what size should I get if I wear a 14?', undefined, 'boot');
  assert.match(
    past.chat,
    /^No: the Ridge Hiking Boot you're viewing doesn't come in size 14; it comes in sizes 5 to 13\./,
  );
});

test.after(() => app.close());
test.run();
