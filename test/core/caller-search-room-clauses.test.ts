/**
 * Room for people said around their count, in the demo shop: "a tent that my family of 5 can fit in" had said
 * "Showing tent can fit, for a family of 5. … None of them has everything you asked for", and "tent big enough for
 * 5 of us" "Showing tent big enough, for 5 people. … No product mentions "big""; the count was read but its other
 * words were echoed and matched. Now only the count is said and asked. Through the core's caller on a real SQLite
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const capacityOf = (id: string): number =>
  Number.parseInt(String(products.find((product) => product.id === id)?.attributes?.['capacity'] ?? '0'), 10);

for (const [request, said, least] of [
  ['a tent that my family of 5 can fit in', 'for a family of 5', 5],
  ['tent big enough for 5 of us', 'for 5 people', 5],
  ['a tent my family of 4 can sleep in', 'for a family of 4', 4],
  ['tent that sleeps my family of 5', 'for a family of 5', 5],
  ['tent with room for all 5 of us', 'for 5 people', 5],
  ['tent big enough to sleep 4', 'for 4 people', 4],
] as const)
  test(`room for people is their count: "${request}"`, async () => {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(`Showing tent, ${said}.`), `${request}: ${chat}`);
    assert.not.match(chat, /None of them|mentions/i, chat);
    assert.ok(ids.length > 0, request);
    for (const id of ids) assert.ok(capacityOf(id) >= least, `${request}: ${id} holds ${capacityOf(id)}`);
  });

test('people named but not counted say nothing to match: "a tent we can all fit in"', async () => {
  const { ids, chat } = await demo.search('a tent we can all fit in');
  assert.match(chat, /^Showing tent\./);
  assert.equal(ids, (await demo.search('a tent')).ids);
});

test.run();
