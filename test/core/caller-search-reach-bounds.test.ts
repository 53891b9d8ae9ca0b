/**
 * How far a feature or a rating reaches, "to" a quantity, through the core's caller (core/search/reach-bounds.ts):
 * "watch water resistant to 100m" had said 'None of them has "to" in its name' and bounded nothing, "tent waterproof
 * to 3000mm" "None of them has everything you asked for", and "jacket rated to -10C" had listed vitamin C serums
 * first. Now a bound on the measure the feature names, said unstated where no product of the kind states it, and a
 * temperature reached down to is that cold or colder.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));
const metres = (id: string) => Number.parseFloat(String(byId.get(id)?.attributes?.['waterResistance']));

test('"watch water resistant to 100m" lists what "at least 100m" does, the watches resisting 100 m or more', async () => {
  const to = await demo.search('watch water resistant to 100m');
  const least = await demo.search('watch water resistant at least 100m');
  assert.equal(to.ids, least.ids);
  assert.match(to.chat, /^Showing water resistant watch, water resistance at least 100m\./);
  assert.not.match(to.chat, /"to"/);
  assert.ok(to.ids.length > 0);
  for (const id of to.ids) assert.ok(metres(id) >= 100, id);
});

test('an attribute named "to" a quantity is bounded as "at least" one is', async () => {
  const { ids, chat } = await demo.search('speaker with battery life to 20 hours');
  assert.match(chat, /^Showing speaker, battery life at least 20 hours\./);
  assert.ok(ids.length > 0);
  for (const id of ids)
    assert.ok(Number.parseFloat(String(byId.get(id)?.attributes?.['batteryLife'])) >= 20, id);
});

test('"tent waterproof to 3000mm" says no tent states it and lists the waterproof tents', async () => {
  const { ids, chat } = await demo.search('tent waterproof to 3000mm');
  assert.match(
    chat,
    /^None of the shop's tents states how waterproof it is, so I can't tell which are waterproof to 3000mm\. /,
  );
  assert.not.match(chat, /everything you asked for/);
  assert.ok(ids.length > 0);
  for (const id of ids) assert.ok(byId.get(id)?.attributes?.['features']?.includes('waterproof'), id);
});

test('"jacket rated to -10C" says no jacket states its temperature rating and lists warm jackets', async () => {
  const { ids, chat } = await demo.search('jacket rated to -10C');
  assert.match(
    chat,
    /^None of the shop's jackets states its temperature rating, so I can't tell which are rated to -10C\. Showing warm jacket\./,
  );
  assert.ok(ids.length > 0);
  for (const id of ids) assert.match(byId.get(id)?.title ?? '', /Jacket/, id);
});

test('where the shop states temperature ratings, "rated to" one is that cold or colder, °F read as °C', async () => {
  const bag = (id: string, rating: string): Product => ({
    id,
    title: `Trail Sleeping Bag ${id}`,
    category: 'Outdoor > Sleeping Bags',
    price: 100,
    attributes: { temperatureRating: rating },
  });
  const shop = await shopCaller([bag('a', '-18 °C'), bag('b', '-7 °C'), bag('c', '5 °C')]);
  const celsius = await shop.search('sleeping bag rated to -10C');
  assert.equal(celsius.ids, ['a']);
  assert.match(celsius.chat, /^Showing sleeping bag, rated to -10C\./);
  // 14 °F is −10 °C.
  assert.equal((await shop.search('sleeping bag rated to 14F')).ids, ['a']);
  assert.equal(new Set((await shop.search('sleeping bag rated to 0°C')).ids), new Set(['a', 'b']));
  shop.app.close();
});

test.after(() => demo.app.close());
test.run();
