/**
 * A bare range after a kind the shop sells in both its ends is a size range: the demo's "boots 8-10" had been
 * searched as words ("Showing boots 8-10."), and now lists boots in sizes 8 to 10. "boots 100-150" stays a price
 * band, and a range no boot is sold in ("boots 40-42") is no size. Through the core's caller on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const { app, search } = await shopCaller(products);

const sizesOf = (id: string): number[] => {
  const size = byId.get(id)?.attributes?.['size'];
  return (Array.isArray(size) ? size : [size]).map(Number);
};

test('"boots 8-10" and "boots 8 to 10" are boots in sizes 8 to 10', async () => {
  for (const request of ['boots 8-10', 'boots 8 to 10']) {
    const found = await search(request);
    assert.match(found.chat, /^Showing boots in sizes 8 to 10\./, request);
    assert.ok(found.ids.length > 0, request);
    for (const id of found.ids)
      assert.ok(
        sizesOf(id).some((size) => size >= 8 && size <= 10),
        `${request}: ${byId.get(id)?.title}`,
      );
  }
});

test('a range no boot is sold in keeps its reading: "boots 100-150" is a price band', async () => {
  assert.match((await search('boots 100-150')).chat, /^Showing boots \$100 to \$150\./);
  assert.not.match((await search('boots 40-42')).chat, /sizes/);
});

test.after(() => app.close());
test.run();
