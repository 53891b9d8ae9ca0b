/**
 * A measure bound is on the attribute the request names beside it ("drill with at least 3 hours battery",
 * "battery life of at least 3 hours", "runtime over 4 hours"), and where it names none, not on a policy's duration
 * (a warranty's "90 days" is 2,160 hours, but no drill's measured capacity) unless the shop measures that family in
 * nothing else; it had been met by any attribute of the family, days being in the hours' family. Through the core's
 * caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const drill = (id: string, title: string, price: number, attributes: Record<string, string>): Product => ({
  id,
  title,
  category: 'Tools > Drills',
  price,
  attributes,
});

const { app, search } = await shopCaller([
  drill('alpha', 'Alpha Cordless Drill', 99, { warranty: '2 years', batteryLife: '5 hours' }),
  drill('delta', 'Delta Cordless Drill', 79, { warranty: '90 days' }),
  drill('eta', 'Eta Cordless Drill', 69, { returnPeriod: '30 days', batteryLife: '1 hours' }),
  drill('theta', 'Theta Cordless Drill', 119, { runtime: '6 hours' }),
  drill('iota', 'Iota Cordless Drill', 59, { chargeTime: '4 hours' }),
  drill('kappa', 'Kappa Cordless Drill', 139, { batteryLife: '4 hours', warranty: '90 days' }),
]);

const sorted = (ids: string[]) => [...ids].sort();

test('a bound is on the attribute the request names beside it', async () => {
  const battery = await search('drill with at least 3 hours battery');
  assert.equal(sorted(battery.ids), ['alpha', 'kappa', 'theta']);
  assert.not.match(battery.chat, /days|warranty|return/);
  const before = await search('drill with battery life of at least 3 hours');
  assert.equal(sorted(before.ids), ['alpha', 'kappa', 'theta']);
  const runtime = await search('drill with a runtime over 4 hours');
  assert.equal(sorted(runtime.ids), ['alpha', 'kappa', 'theta']);
  const charge = await search('drill with at least 3 hours charge time');
  assert.equal(charge.ids, ['iota']);
  const warranty = await search('drill with at least 60 days warranty');
  assert.equal(sorted(warranty.ids), ['delta', 'kappa']);
});

test('a bound naming no attribute is met by no warranty or return period', async () => {
  const plain = await search('drill with at least 3 hours');
  assert.equal(sorted(plain.ids), ['alpha', 'iota', 'kappa', 'theta']);
  assert.not.match(plain.chat, /days|warranty|return/);
  const kappa = await search('kappa drill with at least 3 hours');
  assert.match(
    kappa.chat,
    'Kappa Cordless Drill, $139; it matches "kappa drill" and has 4 hours battery life.',
  );
});

test('where only policies measure the family, they meet it', async () => {
  const only = await shopCaller([
    drill('one', 'One Cordless Drill', 99, { warranty: '90 days' }),
    drill('two', 'Two Cordless Drill', 89, { warranty: '30 days' }),
  ]);
  assert.equal((await only.search('drill with at least 60 days')).ids, ['one']);
  only.app.close();
});

test.after(() => app.close());
test.run();
