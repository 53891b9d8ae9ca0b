/**
 * A plain word of size on a kind that states its size, through the core's caller over the demo shop: "small watch"
 * had said 'No watch here mentions "small"' in no order, "watch for a small wrist" 'No product mentions "wrist"'
 * with a 44 mm dive watch first, "a watch that's not too big" dropped the wish unsaid, and "… for a small wrist"
 * opened "Showing watch small wrist.". They now order by the watches' case size as "smallest watch" does. "small"
 * and "large" naming a clothing size stay sizes (caller-search-letter-before-kind.test.ts), and a kind stating no
 * size keeps its words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search } = await shopCaller(demoProducts());
const categoryOf = new Map(demoProducts().map((product) => [product.id, product.category]));
const smallest = await search('smallest watch');
const largest = await search('largest watch');

test('"small", "little", "compact" watch: smallest first, as "smallest watch" (compact by its own size)', async () => {
  for (const request of ['small watch', 'a little watch', 'compact watch']) {
    const found = await search(request);
    assert.equal(found.ids, smallest.ids, request);
    const order = request === 'compact watch' ? 'most compact' : 'smallest';
    assert.match(found.chat, new RegExp(`^Showing watch, ${order} first\\.`), request);
    assert.not.match(found.chat, /mentions|relaxed/, request);
  }
});

test('"big", "large" watch: biggest, largest first', async () => {
  const big = await search('big watch');
  assert.equal(big.ids, largest.ids);
  assert.match(big.chat, /^Showing watch, biggest first\./);
  assert.match((await search('large watch')).chat, /^Showing watch, largest first\./);
});

test('a small wrist, small hands and "not too big": smallest first, said cleanly', async () => {
  for (const request of [
    'watch for a small wrist',
    'watch for small hands',
    'petite wrist watch',
    "a watch that's not too big",
    "a watch that's not too big for a small wrist",
  ]) {
    const found = await search(request);
    assert.equal(found.ids, smallest.ids, request);
    assert.match(found.chat, /^Showing watch, smallest first\./, request);
    assert.not.match(found.chat, /wrist|hands|mentions/, request);
  }
});

test('a size of a backpack, a tent: its volume, its capacity', async () => {
  assert.match((await search('large backpack')).chat, /^Showing backpack, largest first\./);
  assert.match((await search('small backpack')).chat, /^Showing backpack, smallest first\./);
  assert.match((await search('big tent')).chat, /^Showing tent, biggest first\./);
});

test('"small" and "large" naming a clothing size stay the size', async () => {
  assert.match((await search('jacket in large')).chat, /^Showing jacket in size L\./);
  assert.match((await search('small')).chat, /^Showing products in size S\./);
  assert.match((await search('large size jacket')).chat, /in size L/);
  // After "size", whatever follows: it had read "small" as "smallest first" and echoed "in a size".
  const sweater = await search("cozy sweater in a size small that isn't wool");
  assert.match(sweater.chat, /^Showing warm sweater in size S, without wool\./);
  assert.not.match(sweater.chat, /smallest|in a size/);
});

test('a kind stating no size keeps its words', async () => {
  // Shoes are sold in number sizes and state no size of their own.
  const shoes = await search('small shoes');
  assert.match(shoes.chat, /^Showing small shoes\./);
  assert.not.match(shoes.chat, /smallest/);
  // The speakers tagged compact, as before: no speaker states a size.
  const speaker = await search('compact speaker');
  assert.match(speaker.chat, /^Showing compact speaker\./);
  assert.is(speaker.total, 7);
});

test('a worn size on a kind stating no size is said back where it was typed: "sunglasses for small faces"', async () => {
  // It had read "faces" (no part) as a word to match and "small" as the order: "Showing small sunglasses faces."
  // and face serums.
  for (const request of ['sunglasses for small faces', 'sunglasses for a small face']) {
    const found = await search(request);
    assert.match(found.chat, /^Showing sunglasses for (?:a )?small faces?\./, request);
    const kinds = new Set(found.ids.map((id) => categoryOf.get(id)));
    assert.equal([...kinds], ['Accessories > Sunglasses'], request);
  }
});

test('a person or a degree is no size: "my little sister", "a little under 2 lbs"', async () => {
  assert.match(
    (await search('backpack for my little sister')).chat,
    /^Showing backpack for your little sister\./,
  );
  assert.not.match((await search('backpack a little under 2 lbs')).chat, /smallest|little/);
});

test('a size of a part or a compound is no size of the product: "with a large vestibule", "large print"', async () => {
  for (const request of [
    'a tent with a large vestibule',
    'backpack with a big pocket',
    'large print watch',
    'small batch mug',
  ])
    assert.not.match((await search(request)).chat, /(?:largest|biggest|smallest) first/, request);
});

test.after(() => app.close());
test.run();
