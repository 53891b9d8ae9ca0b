/**
 * A list the chat says is in a measure's order ("roomiest capacity first", "lightest first") is in that order, through
 * the core's caller. In the demo shop "tents" → "which sleeps the most for camping?" had listed the out-of-stock
 * "6-Person Spacious Camping Tent" last, after a 2-person tent: the in-stock and adults' tiers came before the
 * measure. The measure orders; the tiers only order products of the same value, and those without it come last.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
/** The number a product's attribute `name` starts with ("6-person": 6), NaN without one. */
const measured = (id: string, name: string): number =>
  Number.parseFloat(String(byId.get(id)?.attributes?.[name] ?? 'NaN'));

/** True when the values come in `order`, those without a value after all those with one. */
function inOrder(values: number[], order: 'asc' | 'desc'): boolean {
  const stated = values.findIndex((value) => Number.isNaN(value));
  const head = stated === -1 ? values : values.slice(0, stated);
  if (stated !== -1 && values.slice(stated).some((value) => !Number.isNaN(value))) return false;
  return head.every(
    (value, k) => k === 0 || (order === 'desc' ? value <= head[k - 1]! : value >= head[k - 1]!),
  );
}

test('a superlative asked of a list orders it by the measure, out-of-stock products at their value', async () => {
  for (const question of ['which sleeps the most?', 'which sleeps the most for camping?']) {
    const session = `tents-${question}`;
    await demo.converse('tents', session);
    const { ids, chat } = await demo.converse(question, session);
    assert.match(chat, /roomiest capacity first/, question);
    const capacities = ids.map((id) => measured(id, 'capacity'));
    assert.ok(inOrder(capacities, 'desc'), `${question}: ${capacities.join(', ')}`);
    // Out of stock, the 6-person camping tent still comes among the 6-person tents.
    const sixes = ids.filter((id) => measured(id, 'capacity') === 6);
    assert.ok(sixes.includes('sku-00356'), `${question}: ${ids.join(', ')}`);
    assert.is(byId.get('sku-00356')?.available, false);
  }
});

test('a superlative in the request orders the first page by the measure', async () => {
  for (const [query, name, order, said] of [
    ['thickest yoga mat', 'thickness', 'desc', 'thickest first'],
    ['speaker with the longest battery life', 'batteryLife', 'desc', 'longest battery life first'],
  ] as const) {
    const { ids, chat } = await demo.search(query);
    assert.match(chat, said, query);
    const values = ids.map((id) => measured(id, name));
    assert.ok(inOrder(values, order), `${query}: ${values.join(', ')}`);
  }
});

test.run();
