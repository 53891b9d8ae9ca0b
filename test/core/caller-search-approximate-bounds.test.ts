/**
 * An approximation between a bound's cue and its amount keeps the bound ("under about $100" is under $100), rather
 * than a band around the amount with the cue's word searched.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'cheap', title: 'Trail Ankle Boot', price: 59.99 },
  { id: 'mid', title: 'Ridge Hiking Boot', price: 99.99 },
  { id: 'over', title: 'Summit Hiking Boot', price: 109.99 },
  { id: 'dear', title: 'Alpine Leather Boot', price: 219 },
];

const { app, search } = await shopCaller(products);

for (const words of ['boots under about $100', 'boots under about 100', 'boots less than roughly 100']) {
  test(`"${words}" is under $100, no band and no "under" searched`, async () => {
    const { ids, chat } = await search(words);
    assert.equal([...ids].sort(), ['cheap', 'mid']);
    assert.match(chat, /^Showing boots under \$100\./);
  });
}

test('"boots over about 100" is over $100', async () => {
  const { ids, chat } = await search('boots over about 100');
  assert.equal([...ids].sort(), ['dear', 'over']);
  assert.match(chat, /^Showing boots over \$100\./);
});

test('"boots about 100" is still a band around it', async () => {
  const { ids } = await search('boots about 100');
  assert.equal([...ids].sort(), ['mid', 'over']);
});

test.after(() => app.close());
test.run();
