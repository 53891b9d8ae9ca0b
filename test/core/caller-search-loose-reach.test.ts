/**
 * Measures a shopper states loosely, through the core's caller (core/search/reach-bounds.ts, bare-degrees.ts):
 * "watch water resistant up to 50m" had read "up to 50m" as a maximum and relaxed it, "sleeping bag good to 0
 * degrees" had said 'None of them has "to" in its name' and listed a smartwatch first, "jacket rated down to -10C"
 * had found nothing, "at least 5 atm" had searched "atm" and "watch water resistant 10 bar" had said 'No product
 * mentions "bar"'. Now each is the rating it states, degrees alone in the
 * letter the kind's products state, and "backpack up to 30L" still a maximum.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));
const measured = (id: string, name: string) => Number.parseFloat(String(byId.get(id)?.attributes?.[name]));

test('"up to" after a feature is how far it is rated, as "to" is; after a kind or an attribute a maximum', async () => {
  const upTo = await demo.search('watch water resistant up to 50m');
  assert.equal(upTo.ids, (await demo.search('watch water resistant to 50m')).ids);
  assert.match(upTo.chat, /^Showing water resistant watch, water resistance at least 50m\./);
  assert.not.match(upTo.chat, /relaxed/);
  for (const id of upTo.ids) assert.ok(measured(id, 'waterResistance') >= 50, id);
  const waterproof = await demo.search('tent waterproof up to 3000mm');
  assert.match(
    waterproof.chat,
    /^None of the shop's tents states how waterproof it is, so I can't tell which are waterproof to 3000mm\. /,
  );
  const backpack = await demo.search('backpack up to 30L');
  assert.match(backpack.chat, /^Showing backpack, up to 30L\./);
  for (const id of backpack.ids)
    if (byId.get(id)?.attributes?.['capacity'] !== undefined) assert.ok(measured(id, 'capacity') <= 30, id);
  const waterproofBackpack = await demo.search('backpack waterproof up to 30L');
  assert.match(waterproofBackpack.chat, /^Showing waterproof backpack, up to 30L\./);
  const speaker = await demo.search('speaker with battery life up to 20 hours');
  assert.match(speaker.chat, /^Showing speaker, battery life up to 20 hours\./);
});

test('"sleeping bag good to 0 degrees" where the shop sells no sleeping bag answers as "sleeping bag" does', async () => {
  const loose = await demo.search('sleeping bag good to 0 degrees');
  const plain = await demo.search('sleeping bag');
  // It had opened "None of the shop's bags states its temperature rating…" over the closest daypacks.
  assert.match(loose.chat, /^Showing sleeping bag\. /);
  assert.match(loose.chat, /No product here is a sleeping bag; these are the closest/);
  assert.not.match(loose.chat, /"to"|temperature rating/);
  assert.equal(loose.ids, plain.ids);
});

test('"tent good to 0 degrees" where no tent states it says the °C read', async () => {
  const loose = await demo.search('tent good to 0 degrees');
  assert.match(
    loose.chat,
    /^None of the shop's tents states its temperature rating, so I can't tell which are good to 0 °C\. /,
  );
  assert.not.match(loose.chat, /"to"/);
  const rated = await demo.search('tent rated for 0 degrees');
  assert.match(
    rated.chat,
    /^None of the shop's tents states its temperature rating, so I can't tell which are rated to 0 °C\./,
  );
});

const item = (id: string, kind: string, rating: string): Product => ({
  id,
  title: `Trail ${kind.slice(0, -1)} ${id}`,
  category: `Outdoor > ${kind}`,
  price: 100,
  attributes: { temperatureRating: rating },
});

test("degrees alone are in the letter the kind states, else the catalogue's, else °C, and said back", async () => {
  const shop = await shopCaller([
    item('a', 'Sleeping Bags', '0 °F'),
    item('b', 'Sleeping Bags', '20 °F'),
    item('c', 'Sleeping Bags', '40 °F'),
    item('j', 'Jackets', '-5 °C'),
    item('k', 'Jackets', '5 °C'),
    { id: 't', title: 'Trail Tent', category: 'Outdoor > Tents', price: 100 },
  ]);
  const bags = await shop.search('sleeping bag good to 20 degrees');
  assert.equal(new Set(bags.ids), new Set(['a', 'b']));
  assert.match(bags.chat, /^Showing sleeping bag, good to 20 °F\./);
  const jackets = await shop.search('jacket good to 0 degrees');
  assert.equal(jackets.ids, ['j']);
  assert.match(jackets.chat, /^Showing jacket, good to 0 °C\./);
  // Tents state none, and the catalogue both letters: °C.
  assert.match((await shop.search('tent good to 20 degrees')).chat, /can't tell which are good to 20 °C\./);
  shop.app.close();
  const fahrenheit = await shopCaller([item('a', 'Sleeping Bags', '0 °F'), item('t', 'Tents', 'none')]);
  assert.match(
    (await fahrenheit.search('tent good to 20 degrees')).chat,
    /can't tell which are good to 20 °F\./,
  );
  fahrenheit.app.close();
});

test('"rated for", "down to", "for" and "comfortable to" a temperature reach as "rated to" does', async () => {
  const shop = await shopCaller([
    item('a', 'Sleeping Bags', '-18 °C'),
    item('b', 'Sleeping Bags', '-7 °C'),
    item('c', 'Sleeping Bags', '5 °C'),
  ]);
  // 20 °F is −6.7 °C.
  for (const said of [
    'sleeping bag down to 20F',
    'sleeping bag rated down to 20F',
    'sleeping bag rated for 20F',
  ])
    assert.equal(new Set((await shop.search(said)).ids), new Set(['a', 'b']), said);
  const wordless = await shop.search('sleeping bag for 20F');
  assert.equal(new Set(wordless.ids), new Set(['a', 'b']));
  assert.match(wordless.chat, /^Showing sleeping bag, for 20F\./);
  assert.equal(new Set((await shop.search('sleeping bag for -10 degrees')).ids), new Set(['a']));
  const comfortable = await shop.search('sleeping bag comfortable to -10C');
  assert.equal(comfortable.ids, ['a']);
  assert.match(comfortable.chat, /^Showing sleeping bag, comfortable to -10C\./);
  assert.equal((await shop.search('sleeping bag comfortable down to -10 degrees c')).ids, ['a']);
  shop.app.close();
  const jacket = await demo.search('jacket rated down to -10C');
  assert.match(
    jacket.chat,
    /^None of the shop's jackets states its temperature rating, so I can't tell which are rated to -10C\./,
  );
  assert.ok(jacket.ids.length > 0);
  const forZero = await demo.search('jacket for 0 degrees');
  assert.match(
    forZero.chat,
    /^None of the shop's jackets states its temperature rating, so I can't tell which are for 0 °C\./,
  );
});

test('a water resistance in atmospheres is 10 m each: "at least 5 atm" is at least 50m', async () => {
  const atm = await demo.search('watch water resistant at least 5 atm');
  assert.equal(atm.ids, (await demo.search('watch water resistant at least 50m')).ids);
  assert.not.match(atm.chat, /"atm"/);
  assert.ok(atm.ids.length > 0);
  for (const id of atm.ids) assert.ok(measured(id, 'waterResistance') >= 50, id);
});

test('a rating said right after the feature is how far it reaches; a bar is an atmosphere', async () => {
  const bar = await demo.search('watch water resistant 10 bar');
  assert.match(bar.chat, /^Showing water resistant watch, water resistance at least 10 bar\./);
  assert.not.match(bar.chat, /"bar"/);
  assert.equal(bar.ids, (await demo.search('watch water resistant at least 100m')).ids);
  assert.ok(bar.ids.length > 0);
  for (const id of bar.ids) assert.ok(measured(id, 'waterResistance') >= 100, id);
  const before = await demo.search('water resistant 100m watch');
  assert.equal(before.ids, bar.ids);
  // Not where the quantity goes on to other words, nor where the kind states nothing so measured.
  assert.not.match((await demo.search('waterproof 15 inch laptop backpack')).chat, /at least/);
  assert.not.match((await demo.search('tent waterproof 3000mm')).chat, /at least|can't tell/);
});

test.after(() => demo.app.close());
test.run();
