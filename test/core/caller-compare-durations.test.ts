/**
 * Durations are a measure a comparison compares: "which has a longer warranty?" after a comparison names the
 * winner and both values, a warranty of "90 days" set against "18 months" and "2 years", a lifetime the longest
 * (two lifetimes tie); it had named no winner, years being no unit. A bound in hours still never matches a warranty.
 * Through the core's caller on a real SQLite catalogue.
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

const { app, converse, compare, search } = await shopCaller([
  drill('alpha', 'Alpha Cordless Drill', 99, { warranty: '2 years', batteryLife: '5 hours' }),
  drill('beta', 'Beta Cordless Drill', 129, { warranty: '5 years', batteryLife: '8 hours' }),
  drill('gamma', 'Gamma Cordless Drill', 149, { warranty: 'lifetime' }),
  drill('delta', 'Delta Cordless Drill', 79, { warranty: '90 days' }),
  drill('epsilon', 'Epsilon Cordless Drill', 89, { warranty: '18 months' }),
  drill('zeta', 'Zeta Cordless Drill', 159, { warranty: 'Limited Lifetime' }),
]);

test('"which has a longer warranty?" after a comparison names the one with the longer warranty', async () => {
  await converse('cordless drills', 's1');
  await converse('compare the first two', 's1');
  const longer = await converse('which has a longer warranty?', 's1');
  assert.equal(longer.ids, ['alpha', 'beta']);
  assert.match(longer.chat, 'Comparing Alpha Cordless Drill and Beta Cordless Drill on warranty.');
  assert.match(longer.chat, 'Beta Cordless Drill has the longer warranty: 5 years against 2 years.');
});

test('days, months and years are set against each other; a lifetime is the longest', async () => {
  const days = await compare(['delta', 'epsilon'], 'which has a longer warranty?');
  assert.match(days, 'Epsilon Cordless Drill has the longer warranty: 18 months against 90 days.');
  const lifetime = await compare(['beta', 'gamma'], 'which one has the longer warranty?');
  assert.match(lifetime, 'Gamma Cordless Drill has the longer warranty: lifetime against 5 years.');
  const shorter = await compare(['gamma', 'alpha'], 'which has the shorter warranty?');
  assert.match(shorter, 'Alpha Cordless Drill has the shorter warranty: 2 years against lifetime.');
  const tie = await compare(['gamma', 'zeta'], 'which has a longer warranty?');
  assert.match(tie, 'They have the same warranty: lifetime.');
  // Years are read in values only, apart from hours: a bound in hours matches no warranty.
  const found = await search('drill with at least 3 hours battery');
  assert.ok(found.ids.includes('alpha') && found.ids.includes('beta'));
  assert.not.ok(found.ids.includes('epsilon') || found.ids.includes('gamma'));
});

test.after(() => app.close());
test.run();
