/**
 * Colours asked alone after a list are the list's kind in those colours: "gold or silver" after "watch" had
 * searched "gold or silver" over the shop, gold read as a material ("Showing gold or silver.", 4 watches); now the
 * watches in gold or silver, as "in silver?" and "any in rose gold?" already were. Through the core's caller on a
 * real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('"gold or silver" after watch shows the watches in gold or silver', async () => {
  for (const [n, asked, said] of [
    [1, 'gold or silver', 'gold or silver'],
    [2, 'silver or gold?', 'silver or gold'],
    [3, 'in silver?', 'silver'],
    [4, 'any in rose gold?', 'rose gold'],
  ] as const) {
    await demo.converse('watch', `colour-${n}`);
    const { ids, chat } = await demo.converse(asked, `colour-${n}`);
    assert.match(chat, new RegExp(`^Showing ${said} watch\\.`, 'u'), asked);
    assert.ok(ids.length > 0, asked);
    for (const id of ids) assert.is(categoryOf(id), 'Accessories > Watches', asked);
  }
  // More of them than the four that mention "gold" or "silver" in their words.
  await demo.converse('watch', 'colour-5');
  const { ids } = await demo.converse('gold or silver', 'colour-5');
  assert.ok(ids.length > 4, String(ids.length));
});

test('an everyday-noun colour the shop does not sell, alone after a list, is still a search', async () => {
  await demo.converse('mug', 'colour-6');
  const { chat } = await demo.converse('coffee', 'colour-6');
  assert.match(chat, /^Showing coffee\./u);
});

test.run();
