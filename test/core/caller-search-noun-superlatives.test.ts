/**
 * A superlative before the noun it measures, in the demo shop: "highest capacity backpack" had said "Showing highest
 * capacity backpack. None of them has everything you asked for", "largest capacity backpack" "Showing capacity
 * backpack, largest first". The word and its noun now order the kind by that measure, and leave the text.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { measureOf } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const valuesOf = (ids: readonly string[], attribute: string) =>
  ids
    .filter((id) => byId.get(id)?.available !== false)
    .map((id) => {
      const value = byId.get(id)?.attributes?.[attribute];
      return typeof value === 'string' ? measureOf(value)?.value : undefined;
    })
    .filter((value): value is number => value !== undefined);
const ordered = (values: readonly number[], order: 'asc' | 'desc') =>
  values.length > 3 &&
  values.every(
    (value, k) => k === 0 || (order === 'desc' ? value <= values[k - 1]! : value >= values[k - 1]!),
  );

test('a superlative before "capacity" or "output" orders by it, the noun no word to match', async () => {
  for (const [request, opening, attribute, order] of [
    ['highest capacity backpack', /^Showing backpack, highest capacity first\./, 'capacity', 'desc'],
    ['largest capacity backpack', /^Showing backpack, largest capacity first\./, 'capacity', 'desc'],
    ['backpack with the most capacity', /^Showing backpack, most capacity first\./, 'capacity', 'desc'],
    ['lowest capacity backpack', /^Showing backpack, lowest capacity first\./, 'capacity', 'asc'],
    ['highest output speaker', /^Showing speaker, highest output first\./, 'output', 'desc'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.match(chat, opening, `${request}: ${chat}`);
    assert.not.match(chat, /"(?:capacity|output|highest)"|everything you asked/i, request);
    assert.ok(ordered(valuesOf(ids, attribute), order), `${request}: ${valuesOf(ids, attribute).join()}`);
  }
});

test('"highest" alone still asks no measure', async () => {
  const { chat } = await demo.search('highest rated backpack');
  assert.match(chat, /^Showing backpack, best rated first\./);
});

test.after(() => demo.app.close());
test.run();
