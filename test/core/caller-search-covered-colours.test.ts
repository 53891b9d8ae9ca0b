/**
 * Alternatives one of which the other's family covers: "sneakers in white or cream" had said only "Showing white
 * sneakers." while cream ones were listed (cream is a white, so the filter named white alone). The chat now names
 * both ("Showing cream or white sneakers."), as for colours of two families ("red or blue").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sneaker = (id: string, color: string): Product => ({
  id,
  title: 'Low-Top Sneaker',
  category: 'Shoes > Sneakers',
  price: 60,
  attributes: { color },
});

const products: Product[] = [
  sneaker('white', 'white'),
  sneaker('cream', 'cream'),
  sneaker('navy', 'navy'),
  sneaker('blue', 'blue'),
  sneaker('red', 'red'),
];

const { app, search } = await shopCaller(products);

test('"white or cream" names both colours, and lists both', async () => {
  for (const request of ['sneakers in white or cream', 'white or cream sneakers', 'sneakers, white/cream']) {
    const found = await search(request);
    assert.equal([...found.ids].sort(), ['cream', 'white'], request);
    assert.match(found.chat, /^Showing cream or white sneakers\./, request);
  }
});

test('"blue or navy" names both; colours of two families keep their order', async () => {
  assert.match((await search('blue or navy sneakers')).chat, /^Showing navy or blue sneakers\./);
  assert.match((await search('red or blue sneakers')).chat, /^Showing red or blue sneakers\./);
});

test.after(() => app.close());
test.run();
