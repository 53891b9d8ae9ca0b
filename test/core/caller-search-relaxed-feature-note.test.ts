/**
 * A relaxed feature is said with what the products shown have in its place: in the demo shop "waterproof watch for
 * swimming" (no waterproof watch says swimming, so the feature gave way) had said only "Nothing matched every
 * detail, so I relaxed: feature waterproof." over water-resistant dive watches; now it also says "None of these is
 * labelled waterproof; they are water-resistant.", the weaker feature the asked one implies. Through the core's
 * caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { listedFeatures } from '../helpers/product-features.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const features = listedFeatures;

test('the watches shown for swimming are said to be water-resistant, not labelled waterproof', async () => {
  const { ids, chat } = await demo.search('waterproof watch for swimming');
  assert.match(chat, 'I relaxed: feature waterproof.');
  assert.match(chat, 'None of these is labelled waterproof; they are water-resistant.');
  const shown = ids.map((id) => byId.get(id));
  assert.ok(shown.length > 0);
  for (const product of shown) {
    assert.ok(features(product).includes('water-resistant'), product?.title);
    assert.not.ok(features(product).includes('waterproof'), product?.title);
  }
  // The first states the use: its description says swimming, and it states its water resistance.
  assert.match(shown[0]?.description ?? '', /swimming/u);
  assert.ok(shown[0]?.attributes?.['waterResistance'] !== undefined, shown[0]?.title);
});

test('a feature met is not said to be missing', async () => {
  const { ids, chat } = await demo.search('waterproof watch');
  assert.not.match(chat, /labelled/u, chat);
  assert.ok(ids.length > 0 && ids.every((id) => features(byId.get(id)).includes('waterproof')));
});

test.run();
