/**
 * A letter size spelt out before a kind sold in letter sizes, through the core's caller over the demo shop (its
 * sweaters, jackets and t-shirts come in XS to XXL): "large sweater" had said 'Showing large sweater. … No sweater
 * here mentions "large", so these match your other words.', "small t-shirt for women" 'No shirt here mentions
 * "small"' and "medium jacket" 'No product mentions "medium"', listing every size. They now read the size as
 * "sweater in large" does ("Showing sweater in size L."), while a kind sold in no letter size keeps h59's order
 * by its own size ("large backpack": largest first) and a part's or a compound's size stays words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { app, search } = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));

/** Every size a product or its variants come in. */
const sizesOf = (product: Product): string[] =>
  [product.attributes, ...(product.variants ?? []).map((variant) => variant.attributes)].flatMap(
    (attributes) => {
      const value = attributes?.['size'];
      return value === undefined ? [] : Array.isArray(value) ? value : [String(value)];
    },
  );

test('a letter size spelt before a clothing kind is its size, as "sweater in large"', async () => {
  for (const [request, shown, size] of [
    ['large sweater', 'sweater', 'L'],
    ['medium jacket', 'jacket', 'M'],
    ['small t-shirt', 't-shirt', 'S'],
    ['extra large jacket', 'jacket', 'XL'],
    ['x-large sweater', 'sweater', 'XL'],
  ] as const) {
    const found = await search(request);
    assert.match(found.chat, new RegExp(`^Showing ${shown} in size ${size}\\.`), `${request}: ${found.chat}`);
    assert.not.match(found.chat, /mentions|relaxed|first\./, request);
    assert.ok(found.ids.length > 0, request);
    for (const id of found.ids) assert.ok(sizesOf(byId.get(id)!).includes(size), `${request}: ${id}`);
  }
  const inLarge = await search('sweater in large');
  assert.equal((await search('large sweater')).ids, inLarge.ids);
  assert.is((await search('a large sweater')).total, inLarge.total);
});

test('whom it is for, its colour, material and name may stand between', async () => {
  for (const [request, opening] of [
    ['small t-shirt for women', 'Showing t-shirt for women in size S.'],
    ['small mens t-shirt', 'Showing t-shirt for men in size S.'],
    ['large blue sweater', 'Showing blue sweater in size L.'],
    ['large wool sweater', 'Showing wool sweater in size L.'],
    ['large sweaters under $100', 'Showing sweaters in size L under $100.'],
  ] as const) {
    const { chat } = await search(request);
    assert.ok(chat.startsWith(opening), `${request}: ${chat}`);
    assert.not.match(chat, /mentions/, request);
  }
  assert.match((await search('large rain jacket')).chat, /rain jacket in size L\./);
});

test('a kind sold in no letter size keeps its own size; a part or compound stays words', async () => {
  assert.match((await search('large backpack')).chat, /^Showing backpack, largest first\./);
  assert.match((await search('small watch')).chat, /^Showing watch, smallest first\./);
  assert.match((await search('big tent')).chat, /^Showing tent, biggest first\./);
  for (const request of [
    'large print watch',
    'tent with a large vestibule',
    'large yoga mat',
    'large jacket liner',
  ])
    assert.not.match((await search(request)).chat, /in size|first\./, request);
});

test.after(() => app.close());
test.run();
