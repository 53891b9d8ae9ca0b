/**
 * A bare number after a ceiling cue, followed by a kind the shop sells, is a price ("under 50 running shoes",
 * "cheaper than 50 running shoes"), through the core's caller on the demo catalogue: they had opened "Showing 50
 * running shoes" and sorted cheapest first. A count or a measure keeps its reading ("more than 2 pockets", "under
 * 2 lbs"), and a word the shop sells no kind of is no price ("under 3 compartment backpack").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const priceOf = new Map(products.map((product) => [product.id, product.price]));
const { app, search } = await shopCaller(products);

test('"under 50 running shoes" is running shoes under $50', async () => {
  for (const request of ['under 50 running shoes', 'less than 50 running shoes', 'below 50 running shoes']) {
    const found = await search(request);
    assert.match(found.chat, /^Showing running shoes under \$50\b/, request);
    assert.not.match(found.chat, /50 running/, request);
    assert.ok(
      found.ids.every((id) => (priceOf.get(id) ?? Infinity) <= 50),
      request,
    );
  }
});

test('"cheaper than 50 running shoes" is a ceiling, not the cheapest first', async () => {
  const found = await search('cheaper than 50 running shoes');
  assert.match(found.chat, /^Showing running shoes under \$50\b/);
  assert.not.match(found.chat, /cheapest first/);
});

test('a kind the shop sells after the number, in its plural or singular: "under 100 tents", "under 60 backpack"', async () => {
  assert.match((await search('under 100 tents')).chat, /^Showing tents under \$100\b/);
  assert.match((await search('under 60 backpack')).chat, /^Showing backpack under \$60\b/);
});

test('a kind the shop\'s titles name, not its categories, after the number: "under 50 boots"', async () => {
  // "boots" names no category of the demo (its boots are Shoes > Hiking), only its titles' kind.
  const found = await search('under 50 boots');
  assert.not.match(found.chat, /50 boots/);
  assert.match(found.chat, /^Showing boots\b/);
  assert.match(found.chat, /under \$50\b/);
});

test('a count, a measure or a word the shop sells no kind of keeps its reading', async () => {
  assert.match((await search('backpack with more than 2 pockets')).chat, /^Showing backpack 2 pockets/);
  assert.not.match((await search('backpack under 2 lbs')).chat, /\$2\b/);
  assert.not.match((await search('under 3 compartment backpack')).chat, /\$3\b/);
  assert.not.match((await search('more than 2 running shoes')).chat, /\$2\b/);
});

test.after(() => app.close());
test.run();
