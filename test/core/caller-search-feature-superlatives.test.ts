/**
 * A superlative of a feature no product measures, asked afresh: "warmest jacket" had said "Showing warmest jacket."
 * as if ordered, "most durable backpack" 'No product mentions "most"' after relaxing durable, "softest sheets" had
 * listed 77 products, 7 of them sheets. The chat now says none states it, over the feature's products (the feature
 * implied: dropped silently where none has it).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const { search } = await shopCaller(products);

test('"warmest jacket": none states how warm, the warm jackets', async () => {
  const { chat } = await search('warmest jacket');
  assert.match(
    chat,
    /^None of these jackets states how warm it is, so I can't tell which is the warmest\. Showing warm jacket\./,
  );
});

test('"most durable backpack": no "most" searched, nothing relaxed aloud', async () => {
  const { ids, chat } = await search('most durable backpack');
  assert.match(
    chat,
    /^None of these backpacks states how durable it is, so I can't tell which is the most durable\./,
  );
  assert.not.match(chat, /"most"|relaxed/);
  assert.ok(ids.length > 0 && ids.every((id) => byId.get(id)?.category === 'Bags > Backpacks'));
});

test('"softest sheets": the sheets, not everything soft', async () => {
  const { ids, chat } = await search('softest sheets');
  assert.match(chat, /^None of these sheets states how soft it is, so I can't tell which is the softest\./);
  assert.ok(ids.length > 0 && ids.every((id) => /sheet/iu.test(byId.get(id)?.title ?? '')), ids.join(' '));
});

test('a sort cue of "most" is still a sort: "most popular backpack"', async () => {
  const { chat } = await search('most popular backpack');
  assert.match(chat, /^Showing backpack, most popular first\./);
});

test.run();
