/**
 * A kind named with or without its possessive, through the core's caller: "chefs knives" and "chef knife" had said
 * of a "Chef's Knife" that 'it mentions "chefs" and "knives"', as of a product only holding the words somewhere;
 * a "Chef's Knife" is that kind, and the pick says 'it matches "chefs knives"'.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'bistro', title: "Bistro 8-Inch Chef's Knife", category: 'Home > Kitchen', price: 36.99 },
  { id: 'artisan', title: "Artisan Stainless Steel Chef's Knife", category: 'Home > Kitchen', price: 79.99 },
  {
    id: 'block',
    title: 'Bamboo Knife Block',
    description: 'Holds your knives, a chef favourite.',
    category: 'Home > Kitchen',
    price: 29.99,
  },
];

const { search } = await shopCaller(products);

test('"chefs knives", "chef knife" and "chef\'s knives" are matched by a "Chef\'s Knife"', async () => {
  for (const request of ['chefs knives', 'chef knife', "chef's knives", 'chefs knife']) {
    const found = await search(request);
    assert.ok(['bistro', 'artisan'].includes(found.ids[0] ?? ''), request);
    assert.match(found.chat, `it matches "${request}"`, `${request}: ${found.chat}`);
    assert.not.match(found.chat, /Top pick: [^;]*; it mentions/, request);
  }
});

test('a product only mentioning the words is still no match of the kind', async () => {
  const found = await search('chefs knives');
  assert.not.match(found.chat, /Bamboo Knife Block[^.]*it matches/);
});

test.run();
