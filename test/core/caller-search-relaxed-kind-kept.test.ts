/**
 * Relaxing a colour keeps the kind asked, through the core's caller on a real SQLite catalogue: "boots, not leather,
 * brown" where every boot is leather had shown brown sunglasses ("None of them has "boots" in its name"), matching
 * only the relaxed colour; now it finds nothing, as "boots, not leather" does. Where boots of another colour are
 * left, they come first, not products holding only the colour's word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, category: string, color: string, material: string): Product => ({
  id,
  title,
  description: `Made of ${material}, in ${color}.`,
  category,
  price: 60,
  attributes: { color, material },
});

const products: Product[] = [
  product('chelsea', 'Chelsea Boot', 'Shoes > Boots', 'black', 'leather'),
  product('hiker', 'Hiking Boot', 'Shoes > Boots', 'brown', 'leather'),
  product('shades', 'Brown Tortoise Sunglasses', 'Accessories > Sunglasses', 'brown', 'acetate'),
  product('belt', 'Brown Canvas Belt', 'Accessories > Belts', 'brown', 'canvas'),
  product('tote', 'Market Tote', 'Bags > Totes', 'tan', 'canvas'),
];

test("a relaxed colour keeps the kind: no product holding only the colour's word", async () => {
  const { search } = await shopCaller(products);
  const { ids, chat } = await search('boots, not leather, brown');
  assert.equal(ids, []);
  assert.match(chat, /I couldn't find any brown boots/);
  assert.not.match(chat, /Sunglasses|Belt/);
  // Where boots of another colour are left, they are listed, and only they.
  const { search: searchMore } = await shopCaller([
    ...products,
    product('rain', 'Wellington Rain Boot', 'Shoes > Boots', 'yellow', 'rubber'),
  ]);
  const more = await searchMore('boots, not leather, brown');
  assert.equal(more.ids, ['rain']);
  assert.match(more.chat, /I relaxed: colour brown/);
});

test.run();
