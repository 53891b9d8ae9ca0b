/**
 * Measures asked by a plain adjective, in the demo shop: "a speaker loud enough for a party" had said 'No product
 * mentions "loud"', and "speaker with long battery" matched its words in no order. "loud", "powerful" (and "loud
 * enough") now order as "loudest", "most powerful"; "long battery", "good battery life" as "longest battery life".
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { measureOf } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
/** The first listed products' values of `attribute`, in the family's base unit (undefined where unstated). */
const valuesOf = (ids: readonly string[], attribute: string) =>
  ids.map((id) => {
    const value = byId.get(id)?.attributes?.[attribute];
    return typeof value === 'string' ? measureOf(value)?.value : undefined;
  });
/** The products in stock, which a measure sort lists first (those out of stock follow, in their own order). */
const inStock = (ids: readonly string[]) => ids.filter((id) => byId.get(id)?.available !== false);
const descending = (values: readonly (number | undefined)[]) => {
  const stated = values.filter((value): value is number => value !== undefined);
  return stated.length > 1 && stated.every((value, index) => index === 0 || value <= stated[index - 1]!);
};

test('"loud" and "powerful" order the speakers by their output, never a word to match', async () => {
  for (const [request, opening] of [
    ['loud speaker', /^Showing speaker, loudest first\./],
    ['a speaker that is loud', /^Showing speaker, loudest first\./],
    ['powerful speaker', /^Showing speaker, most powerful first\./],
    ['a speaker loud enough for a party', /^Showing speaker for a party, loudest first\./],
  ] as const) {
    const { ids: listed, chat } = await demo.search(request);
    const ids = inStock(listed);
    assert.match(chat, opening, `${request}: ${chat}`);
    assert.not.match(chat, /"(?:loud|powerful|enough)"/i, request);
    assert.ok(descending(valuesOf(ids, 'output')), `${request}: ${valuesOf(ids, 'output').join()}`);
  }
});

test('a long or good battery orders by battery life, longest first', async () => {
  for (const request of [
    'speaker with long battery',
    'speaker with long battery life',
    'speaker with good battery',
    'long battery life speaker',
  ]) {
    const { ids: listed, chat } = await demo.search(request);
    const ids = inStock(listed);
    assert.match(chat, /^Showing speaker, longest battery life first\./, `${request}: ${chat}`);
    assert.ok(descending(valuesOf(ids, 'batteryLife')), request);
  }
});

test.after(() => demo.app.close());
test.run();
