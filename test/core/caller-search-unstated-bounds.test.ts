/**
 * A bound on a measure the shop states for no product, through the core's caller: "backpack under 2 lbs" in a shop
 * that weighs nothing had said "Showing backpack 2 lbs. … None of them has everything you asked for; these come
 * closest.", as if some might weigh that. Now the chat says plainly first that none states it, as "which is the
 * lightest?" does (superlative-answer.ts), and what it shows instead. The bound's number and unit still rank the
 * products but are no detail unmet: "tent for 4 under 2 kg" had relaxed "for 4 people" (a 2-person tent holds "2")
 * and said "Showing tent 2 kg."; now it lists 4-person tents, "Showing tent, for 4 people.".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"backpack under 2 lbs" where no product states a weight says so, then what it shows', async () => {
  const { ids, chat } = await demo.search('backpack under 2 lbs');
  assert.match(
    chat,
    /^None of the shop's backpacks states its weight, so I can't tell which are under 2 lbs\. Showing backpack\./,
  );
  // Its number and unit are no detail unmet, nor echoed in a pick's reason.
  assert.not.match(chat, /None of them has everything|matches "[^"]*2 lbs/);
  assert.ok(ids.length > 0);
  const lighter = await demo.search('backpack lighter than 2 lbs');
  assert.match(
    lighter.chat,
    /^None of the shop's backpacks states its weight, so I can't tell which are lighter than 2 lbs\./,
  );
});

test('a bound the shop cannot check relaxes no constraint it can ("tent for 4 under 2 kg")', async () => {
  const { ids, chat } = await demo.search('tent for 4 under 2 kg');
  assert.match(
    chat,
    /^None of the shop's tents states its weight, so I can't tell which are under 2 kg\. Showing tent, for 4 people\./,
  );
  assert.not.match(chat, /relaxed|None of them has everything|"tent 2 kg"/);
  const byId = new Map(demoProducts().map((product) => [product.id, product]));
  assert.ok(ids.length > 0);
  for (const id of ids) {
    const capacity = String(byId.get(id)?.attributes?.['capacity'] ?? '');
    assert.ok(Number.parseInt(capacity, 10) >= 4, `${id} holds ${capacity}`);
  }
});

test("the bound's words still rank the products, though not echoed", async () => {
  const shop = await shopCaller([
    { id: 'haul', title: 'Haul Travel Backpack', category: 'Bags > Backpacks', price: 90 },
    { id: 'feather', title: 'Featherline 2 lb Daypack Backpack', category: 'Bags > Backpacks', price: 90 },
  ] as unknown as Product[]);
  const { ids, chat } = await shop.search('backpack under 2 lbs');
  assert.equal(ids[0], 'feather');
  assert.match(chat, /can't tell which are under 2 lbs\. Showing backpack\./);
  assert.not.match(chat, /"backpack 2 lbs"|None of them has everything/);
  shop.app.close();
});

test('a shop stating the measure bounds it, and says nothing of the kind', async () => {
  const shop = await shopCaller([
    {
      id: 'light',
      title: 'Featherline Daypack Backpack',
      category: 'Bags > Backpacks',
      price: 60,
      attributes: { weight: '1.5 lbs' },
    },
    {
      id: 'heavy',
      title: 'Haul Travel Backpack',
      category: 'Bags > Backpacks',
      price: 90,
      attributes: { weight: '3 lbs' },
    },
  ] as unknown as Product[]);
  const { ids, chat } = await shop.search('backpack under 2 lbs');
  assert.equal(ids, ['light']);
  assert.not.match(chat, /can't tell|states its/);
  shop.app.close();
});

test('a family that may measure several things (lengths) is not said unmet', async () => {
  const shop = await shopCaller([
    { id: 'mug', title: 'Stoneware Coffee Mug', category: 'Kitchen > Mugs', price: 12 },
  ] as unknown as Product[]);
  const { chat } = await shop.search('mug under 10 cm');
  assert.not.match(chat, /can't tell/);
  shop.app.close();
});

test.after(() => demo.app.close());
test.run();
