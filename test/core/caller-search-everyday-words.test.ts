/**
 * Everyday words for what catalogues write: "comfy shoes for standing all day" had said 'No product mentions
 * "comfy"' and searched "standing". "comfy" now matches "comfortable", "sturdy" "durable" and "roomy" "spacious"
 * (built-in synonyms, both ways), and "for standing all day" asks for cushioned ones, as "he is on his feet all day"
 * does. "when" and "while" are speech, never a detail no product holds: "pillow for neck pain when sleeping" had said
 * 'No product mentions "pain" or "when"'.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (
  id: string,
  title: string,
  category: string,
  description: string,
  features: string[] = [],
): Product => ({
  id,
  title,
  category,
  description,
  price: 50,
  rating: 4.5,
  reviewCount: 100,
  attributes: { features },
});

const products: Product[] = [
  product('tee-plain', 'Crew Neck T-Shirt', 'Clothing > T-Shirts', 'A cotton t-shirt with a ribbed collar.'),
  product(
    'tee-comfort',
    'Pocket T-Shirt',
    'Clothing > T-Shirts',
    'A comfortable cotton t-shirt with a pocket.',
  ),
  product('pack-plain', 'Day Backpack', 'Bags > Backpacks', 'A backpack with two side pockets.'),
  product('pack-tough', 'Travel Backpack', 'Bags > Backpacks', 'A durable backpack of ballistic nylon.'),
  product('tent-small', 'Trail Tent', 'Outdoor > Tents', 'A two-door tent for the trail.'),
  product('tent-big', 'Spacious Camping Tent', 'Outdoor > Tents', 'A family tent with two doors.'),
  product('shoe-plain', 'Canvas Shoe', 'Shoes > Sneakers', 'A canvas shoe.', ['breathable']),
  product('shoe-soft', 'Walking Shoe', 'Shoes > Sneakers', 'A walking shoe.', ['cushioned']),
  product('shoe-road', 'Road Shoe', 'Shoes > Running', 'A running shoe.', ['cushioned', 'lightweight']),
];

const { search } = await shopCaller(products);

test('"comfy", "sturdy", "roomy" match what catalogues write: comfortable, durable, spacious', async () => {
  const comfy = await search('comfy t-shirt');
  assert.equal(comfy.ids[0], 'tee-comfort');
  assert.not.match(comfy.chat, /mentions "comfy"/);
  assert.equal((await search('sturdy backpack')).ids[0], 'pack-tough');
  assert.equal((await search('roomy tent')).ids[0], 'tent-big');
});

test('"shoes for standing all day" asks for cushioned ones, as "he is on his feet all day" does', async () => {
  for (const content of [
    'shoes for standing all day',
    'comfy shoes for standing all day',
    'shoes for long shifts',
  ]) {
    const found = await search(content);
    assert.equal([...found.ids].sort(), ['shoe-road', 'shoe-soft'], content);
    assert.match(found.chat, /^Showing cushioned (?:comfy )?shoes\./, `${content}: ${found.chat}`);
    assert.not.match(found.chat, /standing|shifts/, found.chat);
  }
  const his = await search('shoes, he is on his feet all day');
  assert.equal([...his.ids].sort(), ['shoe-road', 'shoe-soft']);
});

test('"when" and "while" are not reported as words no product holds', async () => {
  const found = await search('walking shoe for foot pain when standing');
  assert.equal(found.ids[0], 'shoe-soft');
  assert.match(found.chat, /No product mentions "foot", "pain" or "standing", so these match/, found.chat);
  assert.not.match((await search('shoe to wear while traveling')).chat, /mentions "while"/);
});

test.run();
