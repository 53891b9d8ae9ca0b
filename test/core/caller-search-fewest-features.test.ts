/**
 * Relaxation takes back each feature products of the kind still allow, through the core's caller on a real SQLite
 * catalogue: "lightweight sleeping bag for summer" in the demo shop (no sleeping bags; "for summer" asks breathable,
 * and no bag is breathable) had said "I relaxed: features breathable and lightweight." over lightweight backpacks,
 * each "mentions "lightweight"", the feature said to be relaxed. Now "I relaxed: feature breathable." over the
 * lightweight ones, said to be lightweight. The feature whose word the shopper wrote comes back before one read from
 * a need ("lightweight tent for summer" where tents are lightweight or breathable, none both). A pick claims no
 * mention of a relaxed feature's word ("lightweight breathable sleeping bag" had said 'it mentions "breathable"' of
 * a backpack whose straps are breathable mesh, after "I relaxed: feature breathable.").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = demoProducts();
const demoShop = await shopCaller(demo);
const byId = new Map(demo.map((product) => [product.id, product]));
const features = (id: string): unknown => byId.get(id)?.attributes?.['features'];

test('only the feature none of the kind has is relaxed, and the reasons do not contradict it', async () => {
  const found = await demoShop.search('lightweight sleeping bag for summer');
  assert.match(found.chat, /Nothing matched every detail, so I relaxed: feature breathable\./);
  assert.not.match(found.chat, /features breathable and lightweight/);
  assert.not.match(found.chat, /mentions "lightweight"/);
  assert.match(found.chat, /is lightweight/);
  assert.ok(found.ids.length > 0);
  for (const id of found.ids) assert.ok((features(id) as string[]).includes('lightweight'), id);
});

test("a relaxed feature's word is no mention a pick claims", async () => {
  const found = await demoShop.search('lightweight breathable sleeping bag');
  assert.match(found.chat, /I relaxed: feature breathable\./);
  // The backpacks' descriptions say "breathable mesh shoulder straps".
  assert.not.match(found.chat, /mentions "breathable"/);
  assert.match(found.chat, /is lightweight/);
});

const tent = (id: string, title: string, tags: string[]): Product => ({
  id,
  title,
  category: 'Outdoor > Tents',
  price: 120,
  attributes: { features: tags },
});

const tents = await shopCaller([
  tent('ultra', 'Ridge Ultralight Tent', ['lightweight']),
  tent('trail', 'Trail Light Tent', ['lightweight', 'waterproof']),
  tent('mesh', 'Summit Mesh Tent', ['breathable']),
  tent('airy', 'Meadow Airy Tent', ['breathable', 'waterproof']),
]);

test("the feature the shopper wrote comes back before a need's", async () => {
  const found = await tents.search('lightweight tent for summer');
  assert.equal([...found.ids].sort(), ['trail', 'ultra']);
  assert.match(found.chat, /I relaxed: feature breathable\./);
});

test('features all met are not relaxed; one none has goes alone', async () => {
  const met = await tents.search('waterproof breathable tent');
  assert.equal(met.ids, ['airy']);
  assert.not.match(met.chat, /relaxed/);
  const one = await tents.search('waterproof breathable lightweight tent');
  assert.match(one.chat, /I relaxed: feature (?:breathable|lightweight)\./);
});

test.after(() => {
  demoShop.app.close();
  tents.app.close();
});
test.run();
