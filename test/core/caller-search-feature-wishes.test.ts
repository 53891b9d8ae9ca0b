/**
 * A wish for what a feature does, said in everyday words, in the demo shop: "earbuds that stay in" had said
 * "Showing earbuds that stay." and "headphones that won't fall out" "Showing headphones.", the wish dropped; the
 * shop's sport earbuds are tagged "secure-fit", and now they are what both show. A shop tagging no such feature
 * drops the wish with a clean echo. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const secure = (id: string): boolean => {
  const features = products.find((product) => product.id === id)?.attributes?.['features'];
  return Array.isArray(features) && features.includes('secure-fit');
};

for (const [request, echo] of [
  ['earbuds that stay in', 'Showing secure-fit earbuds.'],
  ['earbuds that stay put', 'Showing secure-fit earbuds.'],
  ['earbuds that actually stay in my ears', 'Showing secure-fit earbuds.'],
  ["headphones that won't fall out", 'Showing secure-fit headphones.'],
  ["earbuds that don't fall out when running", 'Showing secure-fit earbuds for running.'],
  // A complaint of what keeps happening: it had listed all the earbuds, 'No product mentions "losing"'.
  ['I keep losing my earbuds when running', 'Showing secure-fit earbuds for running.'],
  ['my earbuds keep falling out', 'Showing secure-fit earbuds.'],
  ['i keep dropping my headphones', 'Showing secure-fit headphones.'],
] as const)
  test(`a wish for a secure fit asks for it: "${request}"`, async () => {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(echo), `${request}: ${chat}`);
    assert.not.match(chat, /stay|fall|relaxed|los|drop|keep/i, chat);
    assert.ok(ids.length > 0, request);
    for (const id of ids) assert.ok(secure(id), `${request}: ${id}`);
  });

test('a wish not to hurt asks for a comfortable product, an occasion after "on" what it is for', async () => {
  // "shoes that won't hurt my feet on long walks" had said "Showing shoes.", the need and the walks dropped.
  const comfortable = ['cushioned', 'padded', 'soft', 'supportive'];
  for (const [request, echo] of [
    ["shoes that won't hurt my feet on long walks", 'Showing comfortable shoes for long walks.'],
    ["shoes that won't hurt my feet", 'Showing comfortable shoes.'],
    ["a backpack that won't dig in", 'Showing comfortable backpack.'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(echo), `${request}: ${chat}`);
    assert.not.match(chat, /hurt|relaxed/i, chat);
    assert.ok(ids.length > 0, request);
    for (const id of ids) {
      const features = products.find((product) => product.id === id)?.attributes?.['features'];
      assert.ok(Array.isArray(features) && features.some((feature) => comfortable.includes(feature)), id);
    }
  }
  const runs = await demo.search("earbuds that won't fall out on my runs");
  assert.ok(runs.chat.startsWith('Showing secure-fit earbuds for runs.'), runs.chat);
});

test('a wish for a battery that lasts asks for long-lasting, not fast charging', async () => {
  // "headphones that stay charged all day" had read "charged" as "fast-charging"; "a speaker that holds a charge"
  // is the shop's long-lasting speaker, and "headphones that don't die" had dropped the need.
  for (const request of [
    'headphones that stay charged all day',
    'a speaker that holds a charge',
    "headphones that don't die",
  ]) {
    const { chat } = await demo.search(request);
    assert.not.match(chat, /fast-charging|charged|die/, `${request}: ${chat}`);
    assert.match(chat, /long-lasting/, `${request}: ${chat}`);
  }
});

test('where the shop tags no such feature, the wish leaves the text', async () => {
  const item = (id: string, title: string): Product => ({
    id,
    title,
    category: 'Electronics > Earbuds',
    price: 50,
  });
  const shop = await shopCaller([item('sport', 'Sport Earbuds'), item('studio', 'Studio Earbuds')]);
  for (const request of ['earbuds that stay in', "earbuds that won't fall out"]) {
    const { ids, chat } = await shop.search(request);
    assert.equal([...ids].sort(), ['sport', 'studio'], request);
    assert.match(chat, /^Showing earbuds\./, request);
  }
});

test('a wish not to break out asks for non-comedogenic skincare, said as relaxed where none is', async () => {
  // "moisturizer that won't break me out" had searched its words ("Showing moisturizer that won't break me out.")
  // and "sunscreen that doesn't clog pores" had said "Showing sunscreen.", the wish silently dropped.
  for (const request of ["moisturizer that won't break me out", "a moisturizer that doesn't clog my pores"]) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith('Showing non-comedogenic moisturizer.'), `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
    for (const id of ids) {
      const features = products.find((product) => product.id === id)?.attributes?.['features'];
      assert.ok(Array.isArray(features) && features.includes('non-comedogenic'), `${request}: ${id}`);
    }
  }
  const sunscreen = await demo.search("sunscreen that doesn't clog pores");
  assert.match(sunscreen.chat, /relaxed: feature non-comedogenic/, sunscreen.chat);
});

test.run();
