/**
 * A bare range after a kind the shop sells in both its ends is a size range: the demo's "boots 8-10" had been
 * searched as words ("Showing boots 8-10."), and now lists boots in sizes 8 to 10. "boots 100-150" stays a price
 * band; "boots 40-42", run as the boots' sizes 5 to 14 are, is sizes 40 to 42 (it had been $40 to $42). Through the core's caller on the demo catalogue.
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
  // Wider than the boots' sizes (5 to 14) run, or as wide apart as a price band: prices still.
  assert.match((await search('boots 40-60')).chat, /\$40 to \$60/);
  assert.match((await search('boots 20-40')).chat, /\$20 to \$40/);
});

test('"boots 40-42", run as the boots\' sizes are, is sizes 40 to 42 (no boot here comes in them), not $40 to $42', async () => {
  // It had said "Nothing matched every detail, so I relaxed: $40 to $42."
  for (const request of ['boots 40-42', 'boots 40 to 42']) {
    const { chat } = await search(request);
    assert.match(chat, /^Showing boots\. .*I relaxed: sizes 40 to 42\./, request);
    assert.not.match(chat, /\$40/, request);
  }
});

test.after(() => app.close());
test.run();
