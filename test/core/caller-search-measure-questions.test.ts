/**
 * A superlative asked as a question with no list before, through the core's caller over the demo shop: "which has
 * the longest battery life?" had searched "has" ('Showing longest battery life has. … None of them has "has" in
 * its name'). The question's words go; the products stating a battery life come, longest first.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const { search } = await shopCaller(products);

const hours = (id: string): number =>
  Number.parseFloat(String(byId.get(id)?.attributes?.['batteryLife'] ?? ''));

test('"which has the longest battery life?": the products stating one, longest first, no "has"', async () => {
  const found = await search('which has the longest battery life?');
  assert.match(found.chat, /^Showing products, longest battery life first\./);
  assert.not.match(found.chat, /\bhas\b[^.]*"has"|"has"/);
  const stating = products.filter((product) => product.attributes?.['batteryLife'] !== undefined).length;
  assert.ok(found.total !== undefined && found.total <= stating, `${found.total} of ${stating}`);
  assert.ok(found.ids.every((id) => byId.get(id)?.attributes?.['batteryLife'] !== undefined));
});

test('"which headphones have the longest battery life?" reads as "longest battery life headphones"', async () => {
  const asked = await search('which headphones have the longest battery life?');
  const plain = await search('longest battery life headphones');
  assert.equal(asked.ids, plain.ids);
  assert.match(asked.chat, /^Showing headphones, longest battery life first\./);
  const first = asked.ids.slice(0, 3).map(hours);
  assert.ok(first[0]! >= first[1]! && first[1]! >= first[2]!, first.join());
});

test('"which one is the lightest?" searches no "one is the"', async () => {
  const found = await search('which one is the lightest?');
  assert.not.match(found.chat, /one is the/);
});

test.run();
