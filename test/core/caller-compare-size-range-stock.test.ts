/**
 * A comparison in a size range is for the range: "which is cheaper in sizes 8 to 10?" had said "In 8, the
 * cheapest is …" and "out of stock: … in 8"; now "In sizes 8 to 10, …". A list ("sizes 8 and 10") is said all, as
 * is each size of it sold out ("in sizes 8 and 10"; it had said the first, "in 8"), and a bare number has "size"
 * before it ("in size 9", not "in 9"). A size asked sold out is said from the
 * variants' stock even when they carry no prices of their own (it had been said only of priced variants). Sizes of
 * a range sold out are said for each product ("… in size 10"; they had been said only when all of the range was).
 * Sizes asked with "or" are said so ("In sizes 8 or 10"), and a size none of them comes in apart ("In size 8, …",
 * "None of them comes in size 14."; it had said "In sizes 8 and 14"). Through the core's caller on a real SQLite
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot } from '../helpers/sized-boots.ts';

const { app, compare } = await shopCaller([
  sizedBoot('ridge', 'Ridge Hiking Boot', () => true, { price: 108 }),
  sizedBoot('crag', 'Crag Hiking Boot', (size) => size === '7' || size === '11', { price: 108 }),
  sizedBoot('alpha', 'Alpha Trail Boot', (size) => size === '7' || size === '11', {
    price: 108,
    sizePrice: () => 108,
  }),
  sizedBoot('gamma', 'Gamma Trail Boot', () => true, {
    price: 108,
    sizePrice: (size) => (size === '11' ? 130 : 110),
  }),
  sizedBoot('peak', 'Peak Hiking Boot', (size) => size !== '10', { price: 108 }),
  sizedBoot('delta', 'Delta Trail Boot', (size) => size !== '8' && size !== '10', { price: 108 }),
]);

test('a size range compared is said as the range', async () => {
  const range = await compare(['alpha', 'gamma'], 'which is cheaper in sizes 8 to 10?');
  assert.match(range, 'In sizes 8 to 10, the cheaper is Alpha Trail Boot at $108; prices go up to $110');
  assert.match(range, 'Note: out of stock: Alpha Trail Boot in sizes 8 to 10.');
  assert.not.match(range, 'In 8');
});

test('a size asked sold out is said when the variants carry no prices', async () => {
  const one = await compare(['ridge', 'crag'], 'which is cheaper in size 9?');
  assert.match(one, 'Note: out of stock: Crag Hiking Boot in size 9.');
  const range = await compare(['ridge', 'crag'], 'which is cheaper in sizes 8 to 10?');
  assert.match(range, 'Note: out of stock: Crag Hiking Boot in sizes 8 to 10.');
  const inStock = await compare(['ridge', 'crag'], 'which is cheaper in size 11?');
  assert.not.match(inStock, 'out of stock');
});

test('the sizes of a range sold out are said for each product', async () => {
  const one = await compare(['ridge', 'peak'], 'which is cheaper in sizes 8 to 10?');
  assert.match(one, 'Note: out of stock: Peak Hiking Boot in size 10.');
  const each = await compare(['peak', 'delta', 'crag'], 'which is cheaper in sizes 8 to 10?');
  assert.match(
    each,
    'Note: out of stock: Peak Hiking Boot in size 10; Delta Trail Boot in sizes 8 and 10; Crag Hiking Boot in sizes 8 to 10.',
  );
});

test('a list of sizes compared is said all, with each size sold out', async () => {
  const list = await compare(['alpha', 'gamma'], 'which is cheaper in sizes 8 and 10?');
  assert.match(list, 'In sizes 8 and 10, the cheaper is Alpha Trail Boot at $108');
  assert.match(list, 'Best for a tight budget in sizes 8 and 10: Alpha Trail Boot.');
  assert.match(list, 'Note: out of stock: Alpha Trail Boot in sizes 8 and 10.');
  const some = await compare(['ridge', 'crag'], 'which is cheaper in sizes 7, 8 or 10?');
  assert.match(some, 'Note: out of stock: Crag Hiking Boot in sizes 8 and 10.');
  const one = await compare(['gamma', 'crag'], 'which is cheaper in sizes 10 and 11?');
  assert.match(one, 'Note: out of stock: Crag Hiking Boot in size 10.');
});

test('sizes compared with "or" are said as either, and those none comes in apart', async () => {
  const either = await compare(['alpha', 'gamma'], 'which is cheaper in sizes 8 or 10?');
  assert.match(either, 'In sizes 8 or 10, the cheaper is Alpha Trail Boot at $108');
  const missing = await compare(['alpha', 'gamma'], 'which is cheaper in size 8 or 14?');
  assert.match(missing, 'In size 8, the cheaper is Alpha Trail Boot at $108');
  assert.match(missing, 'None of them comes in size 14.');
  assert.not.match(missing, 'sizes 8 and 14');
});

test.after(() => app.close());
test.run();
