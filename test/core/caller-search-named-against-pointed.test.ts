/**
 * "is the first aid kit cheaper than the second?" after "backpacks" (`sessionId`): a product the catalogue sells,
 * named with an ordinal word in its name, set against a shown product pointed at by an ordinal, is compared with it
 * as on that product's page ("is the Harbor Rain Jacket cheaper than this one?"), answered yes or no with both
 * prices; it had searched "first aid kit under $89.95", the second backpack's price. A name no one product holds
 * is searched as before. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const backpack = (id: string, title: string, price: number): Product => ({
  id,
  title,
  category: 'Outdoor > Backpacks',
  price,
});

const { app, converse } = await shopCaller([
  { id: 'kit', title: 'First Aid Kit', category: 'Outdoor > Safety', price: 25 },
  backpack('trail', 'Trail Backpack', 74.95),
  backpack('city', 'City Backpack', 59.95),
  backpack('summit', 'Summit Backpack', 89.95),
]);

test('"is the first aid kit cheaper than the second?" compares the First Aid Kit with the second shown', async () => {
  const shown = await converse('backpacks', 's1');
  assert.equal(shown.ids, ['city', 'summit', 'trail']);
  const kit = await converse('is the first aid kit cheaper than the second?', 's1');
  assert.equal(kit.ids, ['summit', 'kit']);
  assert.match(kit.chat, 'Yes: the First Aid Kit ($25) is $64.95 cheaper than the Summit Backpack ($89.95).');
  const pricier = await converse('is the first aid kit more expensive than the last one?', 's1');
  assert.equal(pricier.ids, ['trail', 'kit']);
  assert.match(
    pricier.chat,
    'No: the First Aid Kit ($25) is $49.95 cheaper than the Trail Backpack ($74.95).',
  );
  // The list stays the one to point into.
  const shownAgain = await converse('is the first one cheaper than the second?', 's1');
  assert.equal(shownAgain.ids, ['city', 'summit']);
});

test('a shown product named against another pointed at, and a name no product holds', async () => {
  await converse('backpacks', 's2');
  const summit = await converse('is the summit backpack cheaper than the first?', 's2');
  assert.match(
    summit.chat,
    'No: the Summit Backpack ($89.95) is $30 more expensive than the City Backpack ($59.95).',
  );
  const pouch = await converse('is the first aid pouch cheaper than the second?', 's2');
  assert.not.match(pouch.chat, /Comparing|^(?:Yes|No):/);
});

test.after(() => app.close());
test.run();
