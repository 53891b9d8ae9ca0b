/**
 * A list the chat says is in a measure's order ("roomiest capacity first", "lightest first") is in that order, through
 * the core's caller: the products in stock by the measure, those without it after them. As under the price and rating
 * sorts, products out of stock come after those in stock: "smartwatch with the longest battery life" had named the
 * sold-out Atlas 41 mm Smartwatch (14 days) as its top pick; the first is now one the shopper can buy.
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

test('a superlative asked of a list orders the products in stock by the measure', async () => {
  for (const question of ['which sleeps the most?', 'which sleeps the most for camping?']) {
    const session = `tents-${question}`;
    await demo.converse('tents', session);
    const { ids, chat } = await demo.converse(question, session);
    assert.match(chat, /roomiest capacity first/, question);
    const stocked = ids.filter((id) => byId.get(id)?.available !== false);
    const capacities = stocked.map((id) => measured(id, 'capacity'));
    assert.ok(inOrder(capacities, 'desc'), `${question}: ${capacities.join(', ')}`);
    assert.ok(stocked.length >= 4, question);
    // The out-of-stock 6-person camping tent, where listed, comes after every tent in stock.
    const at = ids.indexOf('sku-00356');
    assert.ok(at === -1 || at >= stocked.length, `${question}: ${ids.join(', ')}`);
    assert.is(byId.get('sku-00356')?.available, false);
  }
});

test('a measure sort lists products in stock first, as the price and rating sorts do', async () => {
  for (const query of [
    'smartwatch with the longest battery life',
    'cheapest smartwatch',
    'best rated smartwatch',
  ]) {
    const { ids } = await demo.search(query);
    const gone = ids.map((id) => byId.get(id)?.available === false);
    const firstGone = gone.indexOf(true);
    assert.ok(ids.length > 1, query);
    assert.is(gone[0], false, `${query}: ${ids.join(', ')}`);
    assert.ok(firstGone === -1 || gone.slice(firstGone).every(Boolean), `${query}: ${ids.join(', ')}`);
  }
  // The longest battery life of all is the sold-out Atlas 41 mm Smartwatch's 14 days.
  assert.is(byId.get('sku-00041')?.available, false);
  assert.is(byId.get('sku-00041')?.attributes?.batteryLife, '14 days');
  const { chat } = await demo.search('smartwatch with the longest battery life');
  assert.match(chat, /Top pick: [^;]*;[^.]*has 7 days battery life/);
  assert.not.match(chat, /currently out of stock/);
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
