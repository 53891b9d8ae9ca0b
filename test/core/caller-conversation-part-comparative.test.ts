/**
 * A comparative of a measure before a part of the list's kind: "smaller face" after "watch" had searched "smaller
 * face" over the shop (face serums first); now the watches, smallest case first, the smallest named. Where none of
 * them states the measure ("thinner strap"), the chat says it can't tell. A kind after the comparative ("a smaller
 * backpack") is still a search of its own. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const productOf = (id: string) => products.find((product) => product.id === id);
/** The case size a watch states ("38 mm" → 38). */
const caseOf = (id: string) => Number.parseFloat(String(productOf(id)?.attributes?.['caseSize'] ?? 'NaN'));

test('"smaller face" after watch orders the watches by their case size', async () => {
  for (const [n, asked, order] of [
    [1, 'smaller face', 'asc'],
    [2, 'a bigger face?', 'desc'],
    [3, 'one with a smaller face', 'asc'],
  ] as const) {
    await demo.converse('watch', `part-${n}`);
    const { ids, chat } = await demo.converse(asked, `part-${n}`);
    assert.ok(ids.length > 0, asked);
    for (const id of ids) assert.is(productOf(id)?.category, 'Accessories > Watches', asked);
    const sizes = ids.map(caseOf).filter((size) => !Number.isNaN(size));
    assert.ok(sizes.length >= 5, asked);
    const sorted = [...sizes].sort((a, b) => (order === 'asc' ? a - b : b - a));
    assert.equal(sizes, sorted, asked);
    const first = order === 'asc' ? 'smallest' : 'biggest';
    assert.match(
      chat,
      new RegExp(`^The one with the ${first} face is .* \\(${sizes[0]} mm\\)\\.`, 'u'),
      asked,
    );
  }
});

test('"thinner strap" after watch, none stating it: the chat says it cannot tell', async () => {
  await demo.converse('watch', 'part-4');
  const { ids, chat } = await demo.converse('thinner strap', 'part-4');
  assert.match(
    chat,
    /^None of these watches states its strap thickness, so I can't tell which has the thinnest/u,
  );
  assert.ok(ids.length > 0);
  for (const id of ids) assert.is(productOf(id)?.category, 'Accessories > Watches');
});

test('a kind after the comparative is a search of its own', async () => {
  await demo.converse('watch', 'part-5');
  const { ids } = await demo.converse('a smaller backpack', 'part-5');
  assert.ok(ids.length > 0);
  for (const id of ids.slice(0, 5)) assert.is(productOf(id)?.category, 'Bags > Backpacks');
});

test.run();
