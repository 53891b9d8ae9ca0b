/**
 * "new" before a kind says the shopper needs one: in the demo shop "new jacket" had answered "None of them has
 * everything you asked for; these come closest … it matches "new jacket"" (no jacket holds "new"); "new jacket", "a
 * new jacket", "brand new tent" show the jackets (the tents) as the kind alone does, "I need new running shoes" the
 * running shoes. "newest jackets", "new arrivals" and "what's new?" still sort newest, and a name a title gives with
 * "new" ("New Rock" boots) keeps it. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);

test('"new" before a kind asks for the kind', async () => {
  for (const [request, kind] of [
    ['new jacket', 'jacket'],
    ['a new jacket', 'jacket'],
    ['brand new tent', 'tent'],
    ['I need new running shoes', 'running shoes'],
  ] as const) {
    const alone = await demo.search(kind);
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(`Showing ${kind}.`), `${request}: ${chat}`);
    assert.not.match(chat, /None of them|matches "new/, chat);
    assert.equal(ids, alone.ids, request);
  }
});

test('"newest", "new arrivals" and "new" alone still sort newest', async () => {
  for (const [request, opening] of [
    ['newest jackets', 'Showing jackets, newest first.'],
    ['new arrivals', 'Showing products, newest first.'],
    ["what's new?", 'Showing products, newest first.'],
    ["what's new in headphones?", 'Showing headphones, newest first.'],
  ] as const) {
    const { chat } = await demo.search(request);
    assert.ok(chat.startsWith(opening), `${request}: ${chat}`);
  }
});

test('a name a title gives with "new" keeps it', async () => {
  const boot = (id: string, title: string): Product => ({
    id,
    title,
    category: 'Shoes > Boots',
    description: 'A boot for nights out.',
    price: 120,
  });
  const shop = await shopCaller([
    boot('new-rock', 'New Rock Platform Boot'),
    boot('rock', 'Rock Climbing Approach Boot'),
    boot('chelsea', 'Chelsea Leather Boot'),
  ]);
  const named = await shop.search('new rock boots');
  assert.ok(named.chat.startsWith('Showing new rock boots.'), named.chat);
  assert.is(named.ids[0], 'new-rock', named.chat);
  const kind = await shop.search('new chelsea boots');
  assert.ok(kind.chat.startsWith('Showing chelsea boots.'), kind.chat);
  shop.app.close();
});

test.after(() => demo.app.close());
test.run();
