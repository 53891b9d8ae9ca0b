/**
 * "is the first one cheaper than the second?" in a conversation (`sessionId`): a yes/no question setting one shown
 * product against another by a comparative is answered yes or no with both figures, as on a product's page ("is it
 * cheaper than the Harbor Rain Jacket?"); it had listed alternatives to the first one under its price. Through the
 * core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const headphones = (id: string, title: string, price: number, batteryLife: string): Product => ({
  id,
  title,
  category: 'Electronics > Headphones',
  price,
  attributes: { batteryLife },
});

const { app, converse } = await shopCaller([
  headphones('nova', 'Nova Wireless Headphones', 120, '40 hours'),
  headphones('pulse', 'Pulse Wireless Headphones', 95, '20 hours'),
  headphones('zen', 'Zen Wireless Headphones', 150, '30 hours'),
  { id: 'kit', title: 'First Aid Kit', price: 25 },
]);

test('"is the first one cheaper than the second?" is answered yes or no with both prices', async () => {
  const shown = await converse('wireless headphones', 's1');
  assert.equal(shown.ids, ['nova', 'pulse', 'zen']);
  const cheaper = await converse('is the first one cheaper than the second?', 's1');
  assert.equal(cheaper.ids, ['nova', 'pulse']);
  assert.match(
    cheaper.chat,
    'No: the Nova Wireless Headphones ($120) is $25 more expensive than the Pulse Wireless Headphones ($95).',
  );
  const second = await converse('so is the second one cheaper than the third?', 's1');
  assert.equal(second.ids, ['pulse', 'zen']);
  assert.match(second.chat, 'Yes: the Pulse Wireless Headphones ($95) is $55 cheaper than');
  const last = await converse('is the last one more expensive than the first?', 's1');
  assert.match(last.chat, 'Yes: the Zen Wireless Headphones ($150) is $30 more expensive than');
  // The list stays the one to point into.
  assert.match((await converse('is the first one waterproof?', 's1')).chat, /Nova Wireless Headphones/);
});

test('a measure set against another is answered yes or no with both values', async () => {
  await converse('wireless headphones', 's2');
  const longer = await converse('does the first one last longer than the second?', 's2');
  assert.equal(longer.ids, ['nova', 'pulse']);
  assert.match(
    longer.chat,
    "Yes: the Nova Wireless Headphones' battery life is 40 hours, against 20 hours for the Pulse Wireless Headphones.",
  );
  assert.not.match(longer.chat, 'has the longer battery life');
  const battery = await converse('does the third have longer battery life than the first one?', 's2');
  assert.match(battery.chat, "No: the Zen Wireless Headphones' battery life is 30 hours, against 40 hours");
});

test('no pointer at two shown products: no comparison', async () => {
  await converse('wireless headphones', 's3');
  const same = await converse('is the first one cheaper than the first?', 's3');
  assert.not.match(same.chat, /^(?:Yes|No):|Comparing/);
  const past = await converse('is the first one cheaper than the fifth?', 's3');
  assert.not.match(past.chat, /Comparing/);
});

test.after(() => app.close());
test.run();
