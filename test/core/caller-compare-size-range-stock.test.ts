/**
 * A comparison in a size range is for the range: "which is cheaper in sizes 8 to 10?" had said "In 8, the
 * cheapest is …" and "out of stock: … in 8"; now "In sizes 8 to 10, …". A size asked sold out is said from the
 * variants' stock even when they carry no prices of their own (it had been said only of priced variants).
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sizes = ['7', '8', '9', '10', '11'];
const boot = (
  id: string,
  title: string,
  inStock: (size: string) => boolean,
  price?: (size: string) => number,
): Product => ({
  id,
  title,
  category: 'Boots',
  price: 108,
  attributes: { size: sizes },
  variants: sizes.map((size) => ({
    id: `${id}-${size}`,
    title: size,
    available: inStock(size),
    attributes: { size },
    ...(price !== undefined && { price: price(size) }),
  })),
});

const { app, compare } = await shopCaller([
  boot('ridge', 'Ridge Hiking Boot', () => true),
  boot('crag', 'Crag Hiking Boot', (size) => size === '7' || size === '11'),
  boot(
    'alpha',
    'Alpha Trail Boot',
    (size) => size === '7' || size === '11',
    () => 108,
  ),
  boot(
    'gamma',
    'Gamma Trail Boot',
    () => true,
    (size) => (size === '11' ? 130 : 110),
  ),
]);

test('a size range compared is said as the range', async () => {
  const range = await compare(['alpha', 'gamma'], 'which is cheaper in sizes 8 to 10?');
  assert.match(range, 'In sizes 8 to 10, the cheapest is Alpha Trail Boot at $108; prices go up to $110');
  assert.match(range, 'Note: out of stock: Alpha Trail Boot in sizes 8 to 10.');
  assert.not.match(range, 'In 8');
});

test('a size asked sold out is said when the variants carry no prices', async () => {
  const one = await compare(['ridge', 'crag'], 'which is cheaper in size 9?');
  assert.match(one, 'Note: out of stock: Crag Hiking Boot in 9.');
  const range = await compare(['ridge', 'crag'], 'which is cheaper in sizes 8 to 10?');
  assert.match(range, 'Note: out of stock: Crag Hiking Boot in sizes 8 to 10.');
  const inStock = await compare(['ridge', 'crag'], 'which is cheaper in size 11?');
  assert.not.match(inStock, 'out of stock');
});

test.after(() => app.close());
test.run();
