/**
 * "waterproof titanium dioxide sunscreen", "titanium dioxide sunscreen": a kind said without its noun (the
 * ingredient "titanium dioxide") keeps the products stating no ingredient only where they write it, so titanium
 * sunglasses and watches, matching "titanium" alone, no longer follow the sunscreen (the demo had listed the
 * sunscreen, then two aviator sunglasses "mentioning titanium"). Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sunscreen = (id: string, title: string, ingredient: string, description = ''): Product => ({
  id,
  title,
  description,
  category: 'Beauty > Skincare',
  price: 20,
  attributes: { ingredient, features: ['water-resistant'] },
});
const products: Product[] = [
  sunscreen('ti', 'Titanium Dioxide Mineral Sunscreen', 'titanium dioxide'),
  sunscreen('zinc', 'Zinc Oxide Mineral Sunscreen', 'zinc oxide'),
  sunscreen('tint', 'Tinted Daily Sunscreen', 'glycerin'),
  {
    id: 'stick',
    title: 'Mineral Sun Stick',
    description: 'A sun stick made with titanium dioxide.',
    category: 'Beauty > Skincare',
    price: 15,
  },
  {
    id: 'shades',
    title: 'Lightweight Aviator Sunglasses',
    category: 'Accessories > Sunglasses',
    price: 120,
    attributes: { material: 'titanium' },
  },
  {
    id: 'watch',
    title: 'Titanium Dive Watch',
    category: 'Accessories > Watches',
    price: 220,
    attributes: { material: 'titanium', features: ['waterproof'] },
  },
];
const shop = await shopCaller(products);
const demo = await shopCaller(demoProducts());
const demoTitle = (id: string): string => demoProducts().find((product) => product.id === id)!.title;

test('"titanium dioxide sunscreen" lists what holds titanium dioxide, not titanium things', async () => {
  const found = await shop.search('titanium dioxide sunscreen');
  assert.equal(found.ids.slice().sort(), ['stick', 'ti']);
  assert.is(found.ids[0], 'ti');
});

test('"waterproof titanium dioxide sunscreen" relaxes waterproof over the sunscreen alone', async () => {
  const found = await shop.search('waterproof titanium dioxide sunscreen');
  assert.ok(!found.ids.includes('shades') && !found.ids.includes('watch'), found.ids.join(' '));
  assert.is(found.ids[0], 'ti');
});

test('in the demo shop no sunglasses follow the titanium dioxide sunscreen', async () => {
  const found = await demo.search('waterproof titanium dioxide sunscreen');
  assert.ok(found.ids.length > 0);
  for (const id of found.ids) assert.match(demoTitle(id), /Sunscreen/, id);
  assert.not.match(found.chat, 'Sunglasses');
});

test.after(() => {
  shop.app.close();
  demo.app.close();
});
test.run();
