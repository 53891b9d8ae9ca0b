/**
 * A comparative asking another measure than the list's, through the core's caller over the demo shop: after
 * "tents" and "which packs smaller?" (smallest first), "which is lighter?" had kept "smallest first" and searched
 * "lightweight" as a word. The new measure replaces the old one: no tent states a weight, so the chat says so, as
 * "which is the lightest?" does, and the tents are no longer smallest first.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { converse } = await shopCaller(demoProducts());

test('"which is lighter?" after "which packs smaller?": the weight asked, said unstated, no size order', async () => {
  await converse('tents', 'lighter-1');
  const smaller = await converse('which packs smaller?', 'lighter-1');
  assert.match(smaller.chat, /smallest first/);
  const lighter = await converse('which is lighter?', 'lighter-1');
  assert.match(
    lighter.chat,
    /^None of these tents states its weight, so I can't tell which is the light(?:est|er)\./,
  );
  assert.not.match(lighter.chat, /smallest first/);
  assert.not.match(lighter.chat, /"lightweight tents"/);
});

test('"lighter ones" after "which packs smaller?": the lightweight tents, no longer smallest first', async () => {
  await converse('tents', 'lighter-2');
  await converse('which packs smaller?', 'lighter-2');
  const lighter = await converse('lighter ones', 'lighter-2');
  assert.match(lighter.chat, /lightweight tents/);
  assert.not.match(lighter.chat, /smallest first/);
});

test('"which is warmer?" after "jackets": asked as "which is the warmest?"', async () => {
  await converse('jackets', 'warmer-1');
  const warmer = await converse('which is warmer?', 'warmer-1');
  await converse('jackets', 'warmer-2');
  const warmest = await converse('which is the warmest?', 'warmer-2');
  assert.match(
    warmer.chat,
    /^None of these jackets states how warm it is, so I can't tell which is the warmest\./,
  );
  assert.equal(warmer.ids, warmest.ids);
});

test('"which is quieter?" after "headphones": none states how loud it is (it had searched "quieter")', async () => {
  await converse('headphones', 'quieter-1');
  const quieter = await converse('which is quieter?', 'quieter-1');
  assert.match(
    quieter.chat,
    /^None of these headphones states how loud it is, so I can't tell which is the quietest\./,
  );
  const products = new Map(demoProducts().map((product) => [product.id, product]));
  assert.ok(quieter.ids.every((id) => products.get(id)?.category === 'Electronics > Headphones'));
});

test.run();
