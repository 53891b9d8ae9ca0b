/**
 * The price a pick states in the sizes asked, of a product whose sizes are priced apart, matches the sizes as the
 * size filter does: a range ("sizes 8 to 10") is its sizes' prices, a span where they differ ("$84.99 to $89.99 in
 * sizes 8 to 10"), sizes asked as a list all of theirs, and a bare number is said as a size ("$89.99 in size 10").
 * They had said the first size's price alone ("$84.99 in 8"), and "$89.99 in 10". Through the core's caller on a
 * real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot } from '../helpers/sized-boots.ts';

const BOOT_PRICES: Record<string, number> = { '7': 79.99, '8': 84.99 };

/** A tee in sizes Small, Medium and Large, each priced apart. */
const tee: Product = {
  id: 'tee',
  title: 'Cotton Crew Tee',
  category: 'Clothing > T-Shirts',
  price: 20,
  variants: [
    { id: 'tee-s', title: 'Small', price: 20, attributes: { size: 'Small' } },
    { id: 'tee-m', title: 'Medium', price: 22, attributes: { size: 'Medium' } },
    { id: 'tee-l', title: 'Large', price: 25, attributes: { size: 'Large' } },
  ],
};

const { app, search } = await shopCaller([
  sizedBoot('ridge', 'Ridge Hiking Boot', () => true, {
    price: 79.99,
    sizePrice: (size) => BOOT_PRICES[size] ?? 89.99,
  }),
  tee,
]);

test('a bare size number is said as a size', async () => {
  const { chat } = await search('hiking boots in size 10');
  assert.match(chat, /Ridge Hiking Boot, \$89\.99 in size 10[;,.]/);
});

test("a range asked is its sizes' prices, a span where they differ", async () => {
  assert.match(
    (await search('hiking boots in sizes 8 to 10')).chat,
    /Ridge Hiking Boot, \$84\.99 to \$89\.99 in sizes 8 to 10[;,.]/,
  );
  assert.match(
    (await search('hiking boots in sizes 9 to 11')).chat,
    /Ridge Hiking Boot, \$89\.99 in sizes 9 to 11[;,.]/,
  );
  assert.match(
    (await search('tees in sizes S to M')).chat,
    /Cotton Crew Tee, \$20 to \$22 in sizes S to M[;,.]/,
  );
});

test('sizes asked as a list are all priced, as the product names them', async () => {
  assert.match(
    (await search('tees in S or M')).chat,
    /Cotton Crew Tee, \$20 to \$22 in sizes Small and Medium[;,.]/,
  );
  assert.match((await search('tees in M')).chat, /Cotton Crew Tee, \$22 in Medium[;,.]/);
});

test.after(() => app.close());
test.run();
