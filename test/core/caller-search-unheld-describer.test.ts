/**
 * A describing word no product of the kind holds, beside a kind the shop sells, through the core's caller: in the
 * demo shop "comfortable bag" listed backpacks (category "Bags") and said "No product here is a comfortable bag",
 * the line for a kind the shop does not sell ("sleeping bag"), as if "comfortable" were part of the kind's name.
 * The kind is sold: the chat now shows its products and says the describer was not found among them, as it says
 * a word no product holds ('No bag here mentions "cute", so these match your other words.'). "comfortable" is since
 * read as the comfortable feature, which padded backpacks have ("Showing comfortable bag.").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { describedShop } from '../helpers/described-shop.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { listedFeatures } from '../helpers/product-features.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';
const featuresOf = (id: string): string[] => listedFeatures(products.find((product) => product.id === id));

test('a describer beside a sold kind is no unsold kind: "comfortable" is a feature padded backpacks have', async () => {
  for (const [request, kind] of [
    ['comfortable bag', 'bag'],
    ['a comfortable bag', 'bag'],
    ['comfortable bags', 'bags'],
    ['comfortable backpack', 'backpack'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.not.match(chat, /No product here is/, request);
    assert.match(chat, new RegExp(`^Showing comfortable ${kind}\\.`), request);
    assert.not.match(chat, /mentions "comfortable"/, request);
    assert.ok(ids.length > 0 && ids.every((id) => categoryOf(id).startsWith('Bags > Backpacks')), request);
    assert.ok(
      ids.every((id) => featuresOf(id).includes('padded')),
      request,
    );
  }
});

test('a describer by its ending or a common one; a word naming a kind still makes an unsold kind', async () => {
  const small = await shopCaller(describedShop);
  try {
    for (const [request, word] of [
      ['washable bag', 'washable'],
      ['cute bag', 'cute'],
    ] as const) {
      const { ids, chat } = await small.search(request);
      assert.equal([...ids].sort(), ['daypack', 'travel'], request);
      assert.match(
        chat,
        new RegExp(`No bag here mentions "${word}", so these match your other words\\.`),
        request,
      );
      assert.not.match(chat, /No product here is/, request);
    }
    assert.match((await small.search('sleeping bag')).chat, /No product here is a sleeping bag;/);
  } finally {
    small.app.close();
  }
});

test.after(() => demo.app.close());
test.run();
