/**
 * A request whose kind names a category the shop sells keeps that kind when its other words are better met by
 * another kind, through the core's caller. In the demo shop, which weighs nothing, "backpack under 2 lbs" keeps "2
 * lbs" as words; the backpacks hold none of them, so the backpack category was dropped (silently, its word staying
 * in the text) for the "2-Person … Backpacking Tent"s, which hold "backpack" by its stem and "2": the top picks
 * were tents. A best match no longer holds the head ("backpack") by another word of its stem, as the kind asked
 * for is held as written: the backpacks stay, "None of them has everything you asked for".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const categories = new Map(demoProducts().map((product) => [product.id, product.category ?? '']));

test('"backpack under 2 lbs" in a shop weighing nothing lists backpacks, not backpacking tents', async () => {
  for (const request of ['backpack under 2 lbs', 'backpack lighter than 2 lbs', 'backpack 2']) {
    const { ids, chat } = await demo.search(request);
    assert.ok(ids.length > 0, request);
    for (const id of ids) assert.is(categories.get(id), 'Bags > Backpacks', `${request}: ${id}`);
    assert.not.match(chat, /\btent\b/i, request);
  }
});

test('a title holding the kind as written still wins where the words favour it', async () => {
  const { ids } = await demo.search('backpacking tent 2');
  assert.is(categories.get(ids[0] ?? ''), 'Outdoor > Tents');
});

test.after(() => demo.app.close());
test.run();
