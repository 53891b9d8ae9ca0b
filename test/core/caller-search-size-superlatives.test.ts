/**
 * "largest size XL": a superlative before a size names the size, no "largest first" order, through the core's
 * caller on a real SQLite catalogue whose backpacks measure their capacity (so "largest" could order).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, size: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price: 90,
  attributes: { gender: 'men', size },
});

const products: Product[] = [
  jacket('harbor', 'Harbor Rain Jacket', ['S', 'M', 'L', 'XL']),
  jacket('ridge', 'Ridge Rain Jacket', ['S', 'M']),
  jacket('storm', 'Storm Puffer Jacket', ['L', 'XL', 'XXL']),
  {
    id: 'pack',
    title: 'Trail Backpack',
    category: 'Bags > Backpacks',
    price: 60,
    attributes: { capacity: '30 L' },
  },
  {
    id: 'daypack',
    title: 'City Daypack',
    category: 'Bags > Backpacks',
    price: 40,
    attributes: { capacity: '18 L' },
  },
];

const { search } = await shopCaller(products);

test('"largest size XL" asks for size XL, not the largest first', async () => {
  const { ids, chat } = await search('show me jackets for men, largest size XL');
  assert.equal([...ids].sort(), ['harbor', 'storm']);
  assert.match(chat, /size XL/);
  assert.not.match(chat, /largest|first\./i);
});

test('"the biggest size: L" likewise; "largest backpack" still orders', async () => {
  const sized = await search('jackets in the biggest size: L');
  assert.not.match(sized.chat, /biggest/i);
  assert.equal([...sized.ids].sort(), ['harbor', 'storm']);
  const largest = await search('largest backpack');
  assert.equal(largest.ids, ['pack', 'daypack']);
  assert.match(largest.chat, /largest first/);
});

test.run();
