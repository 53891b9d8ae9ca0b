/**
 * A clause fitting a device of no size, through the core's caller on the demo catalogue (core/search/fit-devices.ts):
 * "a backpack that fits my laptop" had echoed the clause ("Showing backpack that fits my laptop.") and said "None of
 * them has everything you asked for". It reads as "backpack for laptop": the laptop backpacks first.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));

test('a clause fitting a device of no size says what the product is for', async () => {
  const asked = await demo.search('backpack for laptop');
  for (const request of ['a backpack that fits my laptop', 'a backpack that can fit my laptop']) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith('Showing backpack for laptop.'), `${request}: ${chat}`);
    assert.not.match(chat, /fits|None of them/, `${request}: ${chat}`);
    assert.equal(ids, asked.ids, request);
    for (const id of ids.slice(0, 5)) assert.match(byId.get(id)?.title ?? '', /Laptop Backpack/, id);
  }
});

test('a size named is still room for it', async () => {
  const { chat } = await demo.search('a backpack that fits a 15 inch laptop');
  assert.ok(chat.startsWith('Showing backpack for laptop, fits 15 inch.'), chat);
});

test('a device the name before it already names is said once', async () => {
  for (const [request, said] of [
    ['laptop backpack that fits a 15.6 inch laptop', 'Showing laptop backpack, fits 15.6 inch.'],
    ['laptop backpack for a 16 inch laptop', 'Showing laptop backpack, fits 16 inch.'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(said), `${request}: ${chat}`);
    for (const id of ids) assert.match(byId.get(id)?.title ?? '', /Laptop Backpack/, id);
  }
});

test.after(() => demo.app.close());
test.run();
