/**
 * A brand the shop does not carry is said as one: "adidas shoes", "sony headphones", "headphones similar to bose"
 * had said 'No product mentions "sony", so these match your other words.' (or, reading "adidas" as "acids", "None of
 * them has everything you asked for"); they say "No product here is from Sony; these are other headphones." over the
 * headphones. A brand is a word no product holds and no English word, just before the kind asked or just after
 * "like", or after the kind just after "by" or "from" ("headphones by Sony": "Showing headphones." then the brand); a
 * real word the shop lacks ("velvet"), a word after "for" ("for iphone") and a word before no kind of
 * product ("zapatos running") are said as before. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const categoryOf = (id: string) => byId.get(id)?.category ?? '';

test('a brand before the kind, or after a likeness, is said to be no product’s, the kind shown', async () => {
  const cases = [
    ['adidas shoes', 'Adidas', 'shoes', 'Shoes'],
    ['sony headphones', 'Sony', 'headphones', 'Electronics > Headphones'],
    ['headphones similar to bose', 'Bose', 'headphones', 'Electronics > Headphones'],
    ['running shoes like nike', 'Nike', 'running shoes', 'Shoes > Running'],
    ['nike running shoe', 'Nike', 'running shoes', 'Shoes > Running'],
    ['JBL headphones', 'JBL', 'headphones', 'Electronics > Headphones'],
  ] as const;
  for (const [content, brand, kind, category] of cases) {
    const { ids, chat } = await demo.search(content);
    assert.ok(
      chat.includes(`No product here is from ${brand}; these are other ${kind}.`),
      `${content}: ${chat}`,
    );
    assert.not.match(chat, /No product mentions|None of them has everything/, content);
    assert.ok(ids.length > 0 && ids.every((id) => categoryOf(id).startsWith(category)), content);
  }
});

test('a maker after "by" or "from" is a brand the shop does not carry, not echoed as if shown', async () => {
  const cases = [
    ['headphones by Sony', 'Sony', 'headphones', 'Showing headphones.'],
    ['headphones made by Sony', 'Sony', 'headphones', 'Showing headphones.'],
    ['wireless headphones from sony', 'Sony', 'wireless headphones', 'Showing wireless headphones.'],
    ['headphones by Bose under 100', 'Bose', 'headphones', 'Showing headphones under $100.'],
  ] as const;
  for (const [content, brand, kind, opening] of cases) {
    const { ids, chat } = await demo.search(content);
    assert.ok(chat.startsWith(`${opening} `), `${content}: ${chat}`);
    assert.ok(
      chat.includes(`No product here is from ${brand}; these are other ${kind}.`),
      `${content}: ${chat}`,
    );
    assert.not.match(chat, /No product mentions/, content);
    assert.ok(ids.length > 0 && ids.every((id) => categoryOf(id) === 'Electronics > Headphones'), content);
  }
});

test('"by" before a word of the language or a sort is no maker', async () => {
  const option = await demo.search('tent by option');
  assert.match(option.chat, /No product mentions "option"/);
  assert.not.match(option.chat, /here is from/);
  const sorted = await demo.search('headphones sorted by price');
  assert.match(sorted.chat, /^Showing headphones, cheapest first\./);
  assert.not.match(sorted.chat, /here is from/);
});

test('the price asked still bounds the other products of the kind', async () => {
  const { ids, chat } = await demo.search('nike running shoes under 100');
  assert.match(chat, /No product here is from Nike; these are other running shoes\./);
  assert.ok(ids.length > 0 && ids.every((id) => (byId.get(id)?.price ?? Infinity) <= 100), ids.join());
});

test('a real word, a word after "for", a word before no kind and a holiday are no brand', async () => {
  const cases = [
    ['velvet headphones', 'velvet'],
    ['headphones for iphone', 'iphone'],
    ['zapatos running', 'zapatos'],
    // A name on the calendar: "christmas backpack" had said "No product here is from Christmas".
    ['christmas backpack', 'christmas'],
    ['halloween t-shirt', 'halloween'],
  ] as const;
  for (const [content, word] of cases) {
    const { chat } = await demo.search(content);
    assert.ok(chat.includes(`No product mentions "${word}"`), `${content}: ${chat}`);
    assert.not.match(chat, /No product here is from/, content);
  }
});

test.run();
