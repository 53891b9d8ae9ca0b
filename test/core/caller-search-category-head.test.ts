/**
 * A product whose category names the request's head and whose title holds its other words ranks as one whose title
 * names the head: in the demo shop "backpacks for hiking" and "hiking backpacks" had listed laptop backpacks first
 * (titles holding "backpack" alone), the Hiking Daypacks of "Bags > Backpacks" after them. Through the core's caller
 * on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const titleOf = (id: string) => products.find((product) => product.id === id)?.title ?? '';
const daypacks = products.filter(
  (product) => product.category === 'Bags > Backpacks' && /\bhiking\b/iu.test(product.title),
).length;

test('the hiking daypacks of the backpacks category come before the laptop backpacks', async () => {
  assert.ok(daypacks >= 3, String(daypacks));
  for (const request of ['backpacks for hiking', 'hiking backpacks']) {
    const { ids } = await demo.search(request);
    const titles = ids.slice(0, daypacks).map(titleOf);
    assert.ok(
      titles.every((title) => /hiking daypack/iu.test(title)),
      `${request}: ${titles.join(' | ')}`,
    );
  }
});

test('a title naming the head alone still ranks where no title holds the rest', async () => {
  const { ids } = await demo.search('laptop backpacks');
  assert.ok(
    ids.slice(0, 3).every((id) => /laptop backpack/iu.test(titleOf(id))),
    ids.map(titleOf).join(' | '),
  );
});

test.run();
