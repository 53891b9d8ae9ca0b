/**
 * A price named in another currency than the shop's, through the core's caller on a real SQLite catalogue: bounds
 * are not converted, so "under €40" in a shop priced in dollars lists what costs under $40 and the chat says so
 * ("Showing headphones under $40. Prices here are in USD, so I read under €40 as under $40."); it had echoed
 * "under €40" beside prices in dollars.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const headphones = (id: string, price: number): Product => ({
  id,
  title: `Headphones ${id}`,
  category: 'Headphones',
  price,
  currency: 'USD',
});

const { app, search } = await shopCaller([headphones('a', 25), headphones('b', 35), headphones('c', 90)]);

test("a price in another currency is read and named in the shop's, and the chat says so", async () => {
  const found = await search('headphones under €40');
  assert.equal([...found.ids].sort(), ['a', 'b']);
  assert.match(
    found.chat,
    /^Showing headphones under \$40\. Prices here are in USD, so I read under €40 as under \$40\./,
  );
  // In the shop's currency, or in none, it needs no note.
  for (const request of ['headphones under $40', 'headphones under 40'])
    assert.match((await search(request)).chat, /^Showing headphones under \$40\. I found 2 matches/, request);
});

test("relaxed, it is named in the shop's currency too", async () => {
  const found = await search('headphones under £10');
  assert.match(found.chat, /so I read under £10 as under \$10\./);
  assert.match(found.chat, /I relaxed: under \$10\./);
  assert.not.match(found.chat, /I relaxed: under £/);
});

test.after(() => app.close());
test.run();
