/**
 * A comparison in the sizes asked says whether they differ in price by their prices in those sizes, not by their
 * listed prices (their cheapest options): two boots both listed at $84.99 whose sizes 8 to 10 are priced apart
 * ("$84.99 to $89.99" against "$84.99 to $92") differ in price there; it had said "They share the same category,
 * price and size.". With no option asked, by their spans by option. Through the core's caller on a real SQLite
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot } from '../helpers/sized-boots.ts';
import { bedding } from '../helpers/sized-bedding.ts';

const { app, compare } = await shopCaller([
  sizedBoot('alpha', 'Alpha Trail Boot', () => true, {
    price: 84.99,
    sizePrice: (size) => (Number(size) <= 8 ? 84.99 : Number(size) <= 10 ? 89.99 : 99.99),
  }),
  sizedBoot('beta', 'Beta Trail Boot', () => true, {
    price: 84.99,
    sizePrice: (size) => (Number(size) <= 8 ? 84.99 : 92),
  }),
  sizedBoot('gamma', 'Gamma Trail Boot', () => true, {
    price: 79.99,
    sizePrice: (size) => (size === '7' ? 79.99 : Number(size) <= 10 ? 84.99 : 89.99),
  }),
  sizedBoot('delta', 'Delta Trail Boot', () => true, { price: 84.99 }),
  sizedBoot('alpha2', 'Alpine Trail Boot', () => true, {
    price: 84.99,
    sizePrice: (size) => (Number(size) <= 8 ? 84.99 : Number(size) <= 10 ? 89.99 : 99.99),
  }),
  bedding('sateen', 'Sateen Comforter', { Twin: 81.99, 'King/California King': 179.99 }),
  bedding('linen', 'Linen Comforter', { Twin: 81.99, 'King/California King': 99.99 }),
]);

test('listed alike but priced apart in the sizes asked: they differ in price', async () => {
  for (const sizes of ['sizes 8 to 10', 'sizes 8 and 10']) {
    const chat = await compare(['alpha', 'beta'], `compare them in ${sizes}`);
    assert.match(chat, 'They differ in price, and share category and size.');
    assert.not.match(chat, 'share the same category, price');
  }
  const king = await compare(['sateen', 'linen'], 'compare them in king size');
  assert.match(king, 'They differ in price, and share category and size.');
});

test('listed apart but priced alike in the sizes asked: they share the price', async () => {
  const chat = await compare(['gamma', 'delta'], 'compare them in sizes 8 to 10');
  assert.match(chat, 'They share the same category, price and size.');
  assert.match(chat, 'In sizes 8 to 10, they both cost $84.99.');
  // Any size: by their listed prices, as before.
  const any = await compare(['gamma', 'delta'], 'compare them');
  assert.match(any, 'They differ in price, and share category and size.');
});

test('no option asked: products priced by option differ in price by their spans', async () => {
  // $81.99 to $179.99 against $81.99 to $99.99 (it had said they share the price, both listed at $81.99).
  const spans = await compare(['sateen', 'linen'], 'compare them');
  assert.match(spans, 'They differ in price, and share category and size.');
  const same = await compare(['alpha', 'alpha2'], 'compare them');
  assert.match(same, 'They share the same category, price and size.');
});

test.after(() => app.close());
test.run();
