/**
 * A shopper allowing sold-out products, through the core's caller on a real SQLite catalogue: "jackets, not in stock
 * is fine" and "out of stock is ok" list the sold-out jackets too, with no stock filter; they had been read as in
 * stock ("Showing jackets fine, in stock.", the sold-out ones left out). In a conversation it drops the last
 * search's stock filter.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, available: boolean): Product => ({
  id,
  title: `Rain Jacket ${id.toUpperCase()}`,
  category: 'Clothing > Jackets',
  price: 80,
  currency: 'USD',
  available,
});

const { app, search, converse } = await shopCaller([
  jacket('a', true),
  jacket('b', false),
  jacket('c', true),
]);

test('sold-out products allowed: no stock filter, nothing left to match', async () => {
  for (const request of [
    'jackets, not in stock is fine',
    'jackets out of stock is ok',
    'jackets even if sold out',
    'jackets, out of stock ones are fine too',
  ]) {
    const found = await search(request);
    assert.equal([...found.ids].sort(), ['a', 'b', 'c'], request);
    assert.match(found.chat, /^Showing jackets\. I found 3 matches\./, request);
  }
  assert.equal([...(await search('jackets in stock')).ids].sort(), ['a', 'c']);
});

test('in a conversation it drops the stock filter asked before', async () => {
  assert.equal([...(await converse('jackets in stock', 's1')).ids].sort(), ['a', 'c']);
  assert.equal([...(await converse('out of stock is fine', 's1')).ids].sort(), ['a', 'b', 'c']);
});

test.after(() => app.close());
test.run();
