/**
 * What the chat suggests and says when the constraints get in the way, through the core's caller on a real SQLite
 * catalogue: a tip names only a constraint whose dropping finds products ("boots, not leather, brown" where every
 * boot is leather had said "Try dropping the colour", which finds nothing either), and a colour no product has is
 * said once, as relaxed ("purple boots" had also said 'No product mentions "purple"').
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (id: string, title: string, color: string, material: string, price: number): Product => ({
  id,
  title,
  description: 'A sturdy boot for trails.',
  category: 'Footwear > Boots',
  price,
  rating: 4.4,
  reviewCount: 120,
  attributes: { color, material },
});

const products: Product[] = [
  boot('ridge', 'Ridge Leather Hiking Boot', 'Brown', 'leather', 150),
  boot('talus', 'Talus Leather Hiking Boot', 'Black', 'leather', 180),
  boot('pass', 'Pass Leather Hiking Boot', 'Grey', 'leather', 60),
  {
    id: 'shades',
    title: 'Coast Sunglasses',
    description: 'Polarised lenses in a brown frame.',
    category: 'Accessories > Sunglasses',
    price: 40,
    attributes: { color: 'Brown', material: 'acetate' },
  },
];

const { search } = await shopCaller(products);

test('"boots, not leather, brown": the tip is what would find boots, not the colour', async () => {
  const { total, chat } = await search('boots, not leather, brown');
  assert.is(total, 0);
  assert.match(chat, 'Try allowing leather or using fewer or more general words.');
});

test('where no one constraint dropped finds products, none is suggested', async () => {
  const { total, chat } = await search('brown boots, not leather, under $100');
  assert.is(total, 0);
  assert.match(chat, 'Try using fewer or more general words.');
});

test('"purple boots": the colour no product has is said once, as relaxed', async () => {
  const { ids, chat } = await search('purple boots');
  assert.ok(ids.length > 0);
  assert.match(chat, 'I relaxed: colour purple.');
  assert.not.match(chat, 'No product mentions "purple"');
});

test.run();
