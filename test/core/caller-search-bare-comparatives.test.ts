/**
 * A comparative before "than" and a bare number, through the core's caller. In the demo shop "tent bigger than 4"
 * had said 'No product mentions "bigger"' and "shoes smaller than 10" had read size 10 and searched "smaller". Now
 * where the kind is sold in number sizes a size comparative is every size past the number ("in sizes under 10"),
 * where the kind's values state one measure the comparative compares it bounds that measure ("at least 4
 * people"), and otherwise the comparative goes and the number stays: it is never searched as a product's word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));
const capacity = (id: string): number => parseInt(String(byId.get(id)?.attributes?.['capacity'] ?? ''), 10);
const hours = (id: string): number => parseInt(String(byId.get(id)?.attributes?.['batteryLife'] ?? ''), 10);
const sizes = (id: string): number[] => {
  const size = byId.get(id)?.attributes?.['size'];
  return (Array.isArray(size) ? size : []).map(Number);
};

test('"tent bigger than 4" bounds the tents\' one measure, people, as "for more than 4 people" does', async () => {
  const { ids, chat } = await demo.search('tent bigger than 4');
  assert.match(chat, /^Showing tent, at least 4 people\./);
  assert.not.match(chat, /bigger/i);
  assert.ok(ids.length > 0);
  for (const id of ids) assert.ok(capacity(id) >= 4, `${id}: ${capacity(id)}`);
  const fewer = await demo.search('tent no bigger than 2');
  assert.match(fewer.chat, /^Showing tent, up to 2 people\./);
  for (const id of fewer.ids) assert.ok(capacity(id) <= 2, `${id}: ${capacity(id)}`);
});

test('"shoes smaller than 10" asks for the sizes below 10, as "smaller sizes" does', async () => {
  const { ids, chat } = await demo.search('shoes smaller than 10');
  assert.match(chat, /^Showing shoes in sizes under 10\./);
  assert.not.match(chat, /smaller/i);
  assert.ok(ids.length > 0);
  for (const id of ids)
    assert.ok(
      sizes(id).some((size) => size < 10),
      `${id}: ${sizes(id).join()}`,
    );
  const bigger = await demo.search('hiking boots bigger than 12');
  assert.match(bigger.chat, /^Showing hiking boots in sizes over 12\./);
  for (const id of bigger.ids)
    assert.ok(
      sizes(id).some((size) => size > 12),
      `${id}: ${sizes(id).join()}`,
    );
});

test('in a conversation, the kind is the last search\'s: "bigger than 4" after "tents"', async () => {
  await demo.converse('tents', 'bare-1');
  const { ids, chat } = await demo.converse('bigger than 4', 'bare-1');
  assert.match(chat, /at least 4 people/);
  assert.not.match(chat, /bigger/i);
  for (const id of ids) assert.ok(capacity(id) >= 4, `${id}: ${capacity(id)}`);
});

test('where the kind states no one such measure, the comparative goes and the number stays', async () => {
  // Backpacks state litres and laptop inches: "bigger" could be either.
  const { chat } = await demo.search('backpack bigger than 30');
  assert.match(chat, /^Showing backpack 30\./);
  assert.not.match(chat, /bigger|than/i);
  const shop = await shopCaller([
    { id: 'mug', title: 'Stoneware Coffee Mug', category: 'Kitchen > Mugs', price: 12 } as Product,
    { id: 'cup', title: 'Travel Cup', category: 'Kitchen > Mugs', price: 15 } as Product,
  ]);
  const mug = await shop.search('mug bigger than 4');
  assert.match(mug.chat, /^Showing mug 4\./);
  assert.not.match(mug.chat, /bigger|No product mentions/i);
  assert.equal(mug.ids[0], 'mug');
  shop.app.close();
});

test('"headphones longer than 30" bounds their one duration, battery life, where they state no length', async () => {
  const { ids, chat } = await demo.search('headphones longer than 30');
  assert.match(chat, /^Showing headphones, at least 30 hours\./);
  assert.not.match(chat, /longer|headphones 30/i);
  assert.ok(ids.length > 0);
  for (const id of ids) assert.ok(hours(id) >= 30, `${id}: ${hours(id)}`);
  const shorter = await demo.search('headphones no longer than 20');
  assert.match(shorter.chat, /^Showing headphones, up to 20 hours\./);
  for (const id of shorter.ids) assert.ok(hours(id) <= 20, `${id}: ${hours(id)}`);
  // A kind stating a length too: "longer" is its length, never the battery.
  const shop = await shopCaller([
    {
      id: 'cable',
      title: 'Charging Cable',
      category: 'Electronics > Chargers',
      price: 12,
      attributes: { length: '2 m', batteryLife: '10 hours' },
    } as unknown as Product,
    {
      id: 'short',
      title: 'Short Charging Cable',
      category: 'Electronics > Chargers',
      price: 9,
      attributes: { length: '1 m', batteryLife: '40 hours' },
    } as unknown as Product,
  ]);
  const cable = await shop.search('chargers longer than 1.5');
  assert.not.match(cable.chat, /hours/);
  shop.app.close();
});

test('"lighter"/"heavier" never ask for a size: a weight where the kind states one, else the number as words', async () => {
  // Running shoes are sold in size 10 and state no weight.
  // The chat says first that none states a weight, then what it shows.
  for (const [request, cue] of [
    ['running shoes lighter than 10', 'lighter than 10'],
    ['running shoes heavier than 10', 'heavier than 10'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(
      chat.startsWith(
        `None of the shop's running shoes states its weight, so I can't tell which are ${cue}. `,
      ),
      chat,
    );
    const shown = chat.slice(chat.indexOf('Showing'));
    assert.match(shown, /^Showing running shoes\./, request);
    assert.not.match(shown, /size|lighter|heavier|than/i, request);
    assert.ok(ids.length > 0, request);
  }
  // Before "in" and a colour ("in black"): "in" is no unit, the colour a colour, "lighter" no shade nor word.
  const black = await demo.search('running shoes lighter than 10 in black');
  assert.match(
    black.chat,
    /^None of the shop's running shoes states its weight, so I can't tell which are lighter than 10\. Showing black running shoes\./,
  );
  assert.not.match(black.chat, /relaxed|size 10|"lighter"/i);
  const shop = await shopCaller([
    {
      id: 'light',
      title: 'Featherlite Running Shoe',
      category: 'Shoes > Running',
      price: 90,
      attributes: { size: ['9', '10', '11'], weight: '220 g', color: 'black' },
    } as unknown as Product,
    {
      id: 'heavy',
      title: 'Stability Running Shoe',
      category: 'Shoes > Running',
      price: 80,
      attributes: { size: ['9', '10', '11'], weight: '340 g', color: 'black' },
    } as unknown as Product,
  ]);
  const weighed = await shop.search('running shoes lighter than 300');
  assert.match(weighed.chat, /^Showing running shoes, up to 300 g\./);
  assert.not.match(weighed.chat, /size/i);
  assert.equal(weighed.ids, ['light']);
  const inBlack = await shop.search('running shoes lighter than 300 in black');
  assert.match(inBlack.chat, /up to 300 g/);
  assert.not.match(inBlack.chat, /size|can't tell/i);
  assert.equal(inBlack.ids, ['light']);
  shop.app.close();
});

test.after(() => demo.app.close());
test.run();
