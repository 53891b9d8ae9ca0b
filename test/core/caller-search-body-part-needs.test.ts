/**
 * A body part a product protects is a need, through the core's caller: "thicker for my knees" after "yoga mat" in
 * the demo shop had said "Showing yoga mat for hot for knees, thickest first." (no product mentions "knees"). The
 * knees (joints, a bad back…: `queryDefaults.needs`) ask for cushioning, which an extra-thick product has
 * too (`featureImplications`). After a measure's comparative the knees are why the shopper wants it thicker
 * (comparative-reason.ts): "Showing cushioned yoga mat, thickest first. I found 1 match." (the 5 mm mat tagged
 * extra-thick) became the six mats, thickest first, a 6 mm one leading.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"thicker for my knees" after "yoga mat" orders the six mats by thickness, no filter and no "knees"', async () => {
  await demo.converse('yoga mat', 'knees-1');
  const { chat, ids } = await demo.converse('thicker for my knees', 'knees-1');
  assert.ok(chat.startsWith('Showing yoga mat, thickest first. I found 6 matches.'), chat);
  assert.not.match(chat, /knees/);
  assert.equal(ids[0], 'sku-00424'); // Harmony Yoga Mat, 6 mm
});

test('"yoga mat for my knees" asked afresh lists the cushioned (extra-thick) mat', async () => {
  const { chat, ids } = await demo.search('yoga mat for my knees');
  assert.match(chat, /^Showing cushioned yoga mat\./);
  assert.equal(ids, ['sku-00154']);
});

test('"running shoes for bad knees" lists cushioned ones', async () => {
  const { chat } = await demo.search('running shoes for bad knees');
  assert.match(chat, /^Showing cushioned running shoes\./);
});

test('an extra-thick product meets cushioned', async () => {
  const pad = (id: string, features: string[]): Product =>
    ({
      id,
      title: `Kneeling Pad ${id}`,
      category: 'Garden > Pads',
      price: 20,
      attributes: { features },
    }) as unknown as Product;
  const shop = await shopCaller([pad('plain', ['foldable']), pad('soft', ['extra-thick'])]);
  const { ids } = await shop.search('kneeling pad for my knees');
  assert.equal(ids, ['soft']);
  shop.app.close();
});

test.after(() => demo.app.close());
test.run();
