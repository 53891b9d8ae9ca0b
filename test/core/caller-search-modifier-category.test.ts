/**
 * A category read from a word that only modifies another kind, through the core's caller on a real SQLite
 * catalogue: in the demo shop, whose "Running" and "Hiking" are shoes, "running shirts" had filtered to running
 * shoes, relaxed that away and said "None of them has everything you asked for; these come closest", and "running
 * shorts" or "hiking socks" listed running or hiking shoes with 'No product mentions "shorts", so these match your
 * other words.' The shirts now answer "running shirts" with no apology, and the shop says plainly it has no shorts.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { search } = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';
const titleOf = (id: string) => products.find((product) => product.id === id)?.title ?? '';
/** The search for `request`, checked to list products of `category` only. */
const searchIn = async (request: string, category: string) => {
  const found = await search(request);
  assert.ok(found.ids.length > 0, request);
  assert.ok(
    found.ids.every((id) => categoryOf(id) === category),
    `${request}: ${found.ids.map(titleOf).join(' | ')}`,
  );
  return found;
};

test('"running shirts" lists the shop\'s shirts, a performance tee first, and no apology', async () => {
  for (const request of ['running shirts', 'running shirt']) {
    const found = await search(request);
    assert.ok(found.ids.length > 0, request);
    assert.ok(
      found.ids.every((id) => categoryOf(id) === 'Clothing > T-Shirts'),
      `${request}: ${found.ids.map(titleOf).join(' | ')}`,
    );
    assert.match(titleOf(found.ids[0] ?? ''), /Performance T-Shirt/u, request);
    assert.not.match(found.chat, /None of them|match your other words|Only \d+ of them/u, request);
  }
});

test("a kind the shop sells none of beside a category's word: the shop says it has none, no shoes", async () => {
  for (const [request, kind] of [
    ['running shorts', 'shorts'],
    ['running socks', 'socks'],
    ['hiking socks', 'socks'],
    ['hiking pants', 'pants'],
  ] as const) {
    const found = await search(request);
    assert.equal(found.ids, [], `${request}: ${found.ids.map(titleOf).join(' | ')}`);
    assert.match(
      found.chat,
      new RegExp(`^I couldn't find any ${request}\\. No product here mentions "${kind}"\\.`, 'u'),
      request,
    );
  }
});

test('the category stays where its word names the kind, alone, or after "for"', async () => {
  for (const [request, category] of [
    ['running shoes', 'Shoes > Running'],
    ['trail running shoes', 'Shoes > Running'],
    ['running', 'Shoes > Running'],
    ['hiking boots', 'Shoes > Hiking'],
    ['shoes for running', 'Shoes > Running'],
  ] as const) {
    const found = await searchIn(request, category);
    assert.not.match(found.chat, /None of them|No product/u, request);
  }
});

test('a category\'s word before another category\'s kind yields to it: "hiking backpacks" lists backpacks', async () => {
  const found = await search('hiking backpacks');
  assert.ok(found.total > 0);
  assert.ok(
    found.ids.every((id) => categoryOf(id) === 'Bags > Backpacks'),
    found.ids.map(titleOf).join(' | '),
  );
  assert.match(titleOf(found.ids[0] ?? ''), /Hiking Daypack/u);
});

test('a feature asked after the name names no kind: "jacket waterproof" lists jackets only', async () => {
  for (const [request, category] of [
    ['jacket waterproof', 'Clothing > Jackets'],
    ['watch water resistant', 'Accessories > Watches'],
    ['headphones wireless', 'Electronics > Headphones'],
  ] as const)
    await searchIn(request, category);
});

test('a word grouping products names no other kind: "skincare set" lists skincare, not sheet sets', async () => {
  for (const [request, category] of [
    ['skincare set', 'Beauty > Skincare'],
    ['yoga sets', 'Sports > Yoga'],
    ['kitchen bundle', 'Home > Kitchen'],
  ] as const)
    await searchIn(request, category);
  // "pack" counts, or names a backpack: "hiking pack" lists the daypacks, whose titles end in it.
  await searchIn('hiking pack', 'Bags > Backpacks');
});

test.run();
