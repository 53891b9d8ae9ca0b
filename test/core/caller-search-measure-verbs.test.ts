/**
 * A verb saying what a bound measures, through the core's caller (core/search/measure-verbs.ts): "backpack holding
 * at least 20 liters" had made "holding" the kind and listed a pillow and a tent ("No product here is a backpack
 * holding"); "headphones lasting over 30 hours" a speaker; "tent that sleeps 4 and weighs under 3 kg" had said
 * "Showing tent weighs, sleeps 4. … No product mentions "weighs"". The verb goes with its bound. A cue after the
 * quantity of a measure no product states goes too ("backpack 1 kg or less" had said "No product mentions "less"").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, parseQuery, type Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));
const attribute = (id: string, name: string) => String(byId.get(id)?.attributes?.[name] ?? '');

test('"backpack holding at least 20 liters" lists backpacks of 20 L or more', async () => {
  const { ids, chat } = await demo.search('backpack holding at least 20 liters');
  assert.match(chat, /^Showing backpack, at least 20 liters\./);
  assert.not.match(chat, /holding|relaxed|No product here is/);
  assert.ok(ids.length > 0);
  for (const id of ids) {
    assert.match(byId.get(id)?.title ?? '', /Backpack/, id);
    assert.ok(Number.parseInt(attribute(id, 'capacity'), 10) >= 20, `${id}: ${attribute(id, 'capacity')}`);
  }
});

test('"headphones lasting over 30 hours" lists headphones with that battery life', async () => {
  const { ids, chat } = await demo.search('headphones lasting over 30 hours');
  assert.match(chat, /^Showing headphones, at least 30 hours\./);
  assert.not.match(chat, /lasting|relaxed/);
  assert.ok(ids.length > 0);
  for (const id of ids) {
    assert.match(byId.get(id)?.title ?? '', /Headphones/, id);
    assert.ok(
      Number.parseInt(attribute(id, 'batteryLife'), 10) >= 30,
      `${id}: ${attribute(id, 'batteryLife')}`,
    );
  }
});

test('a weight no tent states: the verb is no word to match, and the room asked stays', async () => {
  const { ids, chat } = await demo.search('tent that sleeps 4 and weighs under 3 kg');
  assert.match(
    chat,
    /^None of the shop's tents states its weight, so I can't tell which are under 3 kg\. Showing tent, sleeps 4\./,
  );
  assert.not.match(chat, /weighs|mentions/);
  assert.ok(ids.length > 0);
  for (const id of ids) assert.ok(Number.parseInt(attribute(id, 'capacity'), 10) >= 4, id);
});

test('"backpack 1 kg or less": a cue after a quantity no product states goes, and the chat says so', async () => {
  const { ids, chat } = await demo.search('backpack 1 kg or less');
  assert.match(
    chat,
    /^None of the shop's backpacks states its weight, so I can't tell which are 1 kg or less\./,
  );
  assert.not.match(chat, /"less"|mentions/);
  assert.ok(ids.length > 0);
});

test('the verb goes only before a quantity of its family, with "that", "which" and "can"', () => {
  const vocabulary = buildVocabulary([
    { id: 't', title: 'Dome Tent', attributes: { weight: '2.5 kg' } },
    { id: 'b', title: 'Bottle', attributes: { capacity: '1.5 l' } },
    { id: 'w', title: 'Field Watch', attributes: { caseSize: '38 mm', batteryLife: '20 hours' } },
  ] as Product[]);
  const read = (content: string) => parseQuery(content, { vocabulary });
  assert.equal(read('a tent which weighs less than 3kg').filters.measures, [
    { unit: 'g', max: 3000, label: 'up to 3kg' },
  ]);
  assert.is(read('a tent which weighs less than 3kg').text, 'tent');
  assert.is(read('watch that measures under 42mm').text, 'watch');
  assert.is(read('bottle that can hold over 1 l').text, 'bottle');
  // Room for a quantity reads as before: "holds up to 2 litres" is room for 2 litres.
  assert.equal(read('backpack holding up to 20L').filters.measures, [
    { unit: 'ml', min: 20000, label: 'holds up to 20L', snug: true },
  ]);
  // A load is not the product's weight: still read as what it holds, no bound on the shelf's own weight.
  const shelf = read('shelf that holds up to 20 kg');
  assert.is(shelf.superlativeAsked?.said, 'hold up to 20 kg');
  assert.is(shelf.filters.measures, undefined);
  // Not before a bound of another family, nor without a quantity.
  assert.match(read('drill that runs over 20 mm').text, /runs/);
  assert.is(read('a watch that measures time').text, 'watch that measures time');
});

test.after(() => demo.app.close());
test.run();
