/**
 * A letter size's shorthand where no size is sold, through the core's caller on the demo catalogue: "LG
 * headphones" had said "Showing large headphones" and "headphones by LG" had relaxed "size L", though headphones
 * come in no sizes. "LG" is now a word, a brand the shop does not carry, and the chat says so; "sweater lg" is
 * still size L. Typed in small letters where the kind states a measure its word orders, the shorthand is that
 * word ("sm backpack": smallest first, as "small backpack"; "xl tent": largest first), where it had been a brand
 * ("No product here is from Sm") or a size relaxed.
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

test('"sm backpack", "xl tent": where no letter size is sold, the measure the size word orders', async () => {
  const cases = [
    ['sm backpack', /^Showing backpack, smallest first\./u, 'Bags > Backpacks'],
    ['xs backpack', /^Showing backpack, smallest first\./u, 'Bags > Backpacks'],
    ['lg tent', /^Showing tent, largest first\./u, 'Outdoor > Tents'],
    ['xl tent', /^Showing tent, largest first\./u, 'Outdoor > Tents'],
  ] as const;
  for (const [content, opening, category] of cases) {
    const found = await search(content);
    assert.match(found.chat, opening, content);
    assert.not.match(found.chat, /here is from|relaxed|size [SLX]/u, content);
    assert.ok(found.ids.length > 0 && found.ids.every((id) => categoryOf(id) === category), content);
  }
  // The first tent holds the most people, as "large tent" lists them.
  assert.equal((await search('xl tent')).ids[0], (await search('large tent')).ids[0]);
});

test('in capitals, or where the kind states no such measure, it is a name; where sold, a size', async () => {
  assert.match((await search('LG watch')).chat, /No product here is from LG; these are other watches\./u);
  assert.match((await search('sm headphones')).chat, /No product here is from Sm/u);
  assert.match((await search('sweater xl')).chat, /^Showing sweater in size XL\./u);
  assert.match((await search('tee md')).chat, /^Showing tee in size M\./u);
});

test.run();
