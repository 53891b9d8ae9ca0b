/**
 * A letter size's shorthand where no size is sold, through the core's caller on the demo catalogue: "LG
 * headphones" had said "Showing large headphones" and "headphones by LG" had relaxed "size L", though headphones
 * come in no sizes. "LG" is now a word, a brand the shop does not carry, and the chat says so; "sweater lg" is
 * still size L.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { search } = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('"LG headphones": headphones, no size, and the shop carries no LG', async () => {
  const found = await search('LG headphones');
  assert.ok(found.ids.length > 0);
  assert.ok(found.ids.every((id) => categoryOf(id) === 'Electronics > Headphones'));
  assert.not.match(found.chat, /large|size L/iu);
  assert.match(
    found.chat,
    /^Showing LG headphones\. .*No product here is from LG; these are other headphones\./u,
  );
});

test('"headphones by LG": no size relaxed, and no product is from LG', async () => {
  const found = await search('headphones by LG');
  assert.ok(found.ids.every((id) => categoryOf(id) === 'Electronics > Headphones'));
  assert.not.match(found.chat, /relaxed|size L|large/iu);
  assert.match(
    found.chat,
    /^Showing headphones\. .*No product here is from LG; these are other headphones\./u,
  );
});

test('"sweater lg": sweaters are sold in letter sizes, so it is size L', async () => {
  const found = await search('sweater lg');
  assert.match(found.chat, /^Showing sweater in size L\./u);
  for (const id of found.ids) {
    const size = products.find((product) => product.id === id)?.attributes?.['size'];
    assert.ok(Array.isArray(size) && size.includes('L'), id);
  }
});

test.run();
