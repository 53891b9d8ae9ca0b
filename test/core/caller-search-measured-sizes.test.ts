/**
 * A number with a unit that is one of the catalogue's size values ("10 inch skillet", '10" frying pan', "10in",
 * "frying pan size 10-inch") is that size: the demo's pans come in "8-inch", "10-inch" and "12-inch". It had stayed
 * words (101 matches, 'it mentions "10" and "inch"'), or after "size" been a laptop's size (backpacks first). A kind
 * the catalogue measures otherwise in inches ("8 inch chef's knife": its blade) keeps its words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { app, search } = await shopCaller(products);
const sizesOf = (id: string): unknown => products.find((product) => product.id === id)?.attributes?.['size'];

test('a quantity that is a size value of the catalogue filters by that size', async () => {
  for (const [content, said, size] of [
    ['10 inch skillet', 'Showing skillet in size 10-inch.', '10-inch'],
    ['10in skillet', 'Showing skillet in size 10-inch.', '10-inch'],
    ['10" frying pan', 'Showing frying pan in size 10-inch.', '10-inch'],
    ['frying pan size 10-inch', 'Showing frying pan in size 10-inch.', '10-inch'],
    ['12 inch pan', 'Showing pan in size 12-inch.', '12-inch'],
  ] as const) {
    const found = await search(content);
    assert.ok(found.chat.startsWith(said), `${content}: ${found.chat}`);
    assert.ok(found.ids.length > 0, content);
    for (const id of found.ids) assert.ok(JSON.stringify(sizesOf(id)).includes(size), `${content}: ${id}`);
  }
});

test('a kind measured otherwise in inches keeps its quantity', async () => {
  const knife = await search("8 inch chef's knife");
  assert.not.match(knife.chat, /in size/);
  assert.match(products.find((product) => product.id === knife.ids[0])?.title ?? '', /Chef's Knife/);
  const backpack = await search('laptop backpack 12 inch');
  assert.not.match(backpack.chat, /in size/);
  assert.match(products.find((product) => product.id === backpack.ids[0])?.title ?? '', /Backpack/);
});

test.after(() => app.close());
test.run();
