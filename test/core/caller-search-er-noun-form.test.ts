/**
 * A noun made with "-er" names a thing, as a plural does, and a description meets it only as that word: Porter
 * stems "comforter" to "comfort", so in the demo shop "comforter" had found 70 products, every one whose
 * description says "comfortable", and "white comforter" listed white earbuds and T-shirts after the one white
 * comforter. A stem that keeps its "-er" ("sweater") is untouched. Through the core's caller on a real SQLite
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const says = (id: string, pattern: RegExp) => {
  const product = byId.get(id);
  return pattern.test(
    `${product?.title ?? ''} ${product?.description ?? ''} ${JSON.stringify(product?.attributes)}`,
  );
};

test('"comforter" finds what says "comforter" (or "duvet"), not what says "comfortable"', async () => {
  const comfortableOnly = products.filter(
    (product) =>
      /\bcomfortabl/iu.test(product.description ?? '') && !/comforter/iu.test(JSON.stringify(product)),
  );
  assert.ok(comfortableOnly.length > 10);
  const { ids, total, chat } = await demo.search('comforter');
  assert.ok(total > 0 && total < 20, `${total}: ${chat}`);
  // A duvet is the lexicon's synonym of a comforter.
  for (const id of ids) assert.ok(says(id, /comforter|duvet/iu), byId.get(id)?.title);
  assert.ok(says(ids[0] ?? '', /comforter/iu));
});

test('"white comforter" lists no white earbuds after the white comforter', async () => {
  const { ids, chat } = await demo.search('white comforter');
  assert.ok(ids.length > 0, chat);
  for (const id of ids) assert.is(byId.get(id)?.category, 'Home > Bedding', byId.get(id)?.title);
  assert.is(byId.get(ids[0] ?? '')?.title, 'Signature Microfiber Comforter');
});

test('a word whose stem keeps its "-er" is met as before ("sweater")', async () => {
  const { ids, chat } = await demo.search('sweater');
  assert.ok(ids.length === 10, chat);
  for (const id of ids) assert.is(byId.get(id)?.category, 'Clothing > Sweaters');
});

test.run();
