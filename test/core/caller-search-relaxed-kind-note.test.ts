/**
 * A relaxed kind asked with its noun, said with what the products of the kind asked are labelled instead, through
 * the core's caller: "moisturizer for dry skin" in the demo shop, where no moisturizer's skin type is dry, had said
 * only "Nothing matched every detail, so I relaxed: for dry skin." beside picks that "mention "dry" and "skin""
 * (their descriptions' "dry winter skin"), as if they were for it. Now the chat says why (llm/offline/
 * relaxed-kind-note.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const demo = await shopCaller(products);

test('"moisturizer for dry skin": the moisturizers shown are said to be for the skin types they are', async () => {
  for (const request of ['moisturizer for dry skin', 'dry skin moisturizer']) {
    const { ids, chat } = await demo.search(request);
    const shown = ids.map((id) => byId.get(id)!).filter((product) => /Moisturizer/.test(product.title));
    const types = [...new Set(shown.map((product) => String(product.attributes?.['skinType'])))];
    assert.ok(types.length > 0 && !types.includes('dry'), request);
    const said =
      /I relaxed: for dry skin\. None of the moisturizers shown is labelled for dry skin: they are for ([a-z, ]+?) skin\./.exec(
        chat,
      );
    assert.ok(said, chat);
    assert.equal(said?.[1]?.split(/, | or /).sort(), types.sort(), chat);
  }
});

test('one product of the kind, and none said where one shown is of the kind asked', async () => {
  const cream = (id: string, title: string, skinType: string): Product =>
    ({ id, title, price: 20, category: 'Beauty > Skincare', attributes: { skinType } }) as Product;
  const shop = await shopCaller([
    cream('a', 'Daily Face Cream', 'oily'),
    cream('b', 'Gentle Cleanser for Dry Skin', 'dry'),
    cream('c', 'Clarifying Serum for Dry Skin', 'dry'),
  ]);
  const { chat } = await shop.search('face cream for dry skin');
  assert.match(chat, /The face cream shown is not labelled for dry skin: it is for oily skin\./, chat);
  assert.not.match((await shop.search('serum for dry skin')).chat, /labelled/);
  shop.app.close();
});

test.after(() => demo.app.close());
test.run();
