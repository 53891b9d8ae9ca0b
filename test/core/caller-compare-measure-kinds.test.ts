/**
 * A comparison of a measure counts every way a product gives it: ounces ("which holds more?" of mugs), a list of
 * volumes or its variants' ("which is bigger?" of cleansers), days of battery life ("lasts longer on a charge"),
 * people ("sleeps more people"), and among three or more the superlative ("which has the longest battery life?").
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, attributes: Product['attributes'], more = {}): Product => ({
  id,
  title,
  category: 'Shop',
  price: 20,
  attributes,
  ...more,
});

const { app, compare } = await shopCaller([
  product('tall', 'Tall Mug', { capacity: '16 oz' }),
  product('short', 'Short Mug', { capacity: '12 oz' }),
  product('mid', 'Mid Mug', { capacity: '14 oz' }),
  product('duo', 'Duo Cleanser', { volume: ['250 ml', '400 ml'] }),
  product('solo', 'Solo Cleanser', { volume: ['200 ml'] }),
  product(
    'sized',
    'Sized Cleanser',
    {},
    {
      variants: [
        { id: 'sized-1', title: '150 ml', attributes: { volume: '150 ml' } },
        { id: 'sized-2', title: '500 ml', attributes: { volume: '500 ml' } },
      ],
    },
  ),
  product('week', 'Week Watch', { batteryLife: '7 days', caseSize: '45 mm' }),
  product('pair', 'Pair Watch', { batteryLife: '2 days', caseSize: '41 mm' }),
  product('fort', 'Fort Watch', { batteryLife: '14 days', caseSize: '41 mm' }),
  product('two', 'Two Tent', { capacity: '2-person' }),
  product('six', 'Six Tent', { capacity: '6-person' }),
  product('four', 'Four Tent', { capacity: '4-person' }),
]);

test('ounces are a capacity: "which holds more?" of mugs', async () => {
  const chat = await compare(['short', 'tall', 'mid'], 'which holds more?');
  assert.match(
    chat,
    'Tall Mug holds the most: capacity 16 oz against 14 oz (Mid Mug) and 12 oz (Short Mug).',
  );
  assert.not.match(chat, 'None of them lists');
});

test('a list of volumes or the variants\' count: "which is bigger?" of cleansers', async () => {
  const listed = await compare(['solo', 'duo'], 'which is bigger?');
  assert.match(listed, 'Duo Cleanser is bigger: volume up to 400 ml against 200 ml.');
  const variants = await compare(['duo', 'sized'], 'which is smaller?');
  assert.match(variants, 'Sized Cleanser is smaller: volume from 150 ml against from 250 ml.');
});

test('"lasts longer on a charge" compares the battery life, in days', async () => {
  const chat = await compare(['pair', 'week'], 'which lasts longer on a charge?');
  assert.match(chat, 'Week Watch lasts longer: battery life 7 days against 2 days.');
  assert.not.match(chat, 'length');
});

test('among three or more: "the longest battery life", "sleeps more people"', async () => {
  const battery = await compare(['pair', 'fort', 'week'], 'which has the longest battery life?');
  assert.match(battery, 'on battery life.');
  assert.match(battery, 'Fort Watch has the longest battery life: 14 days against 7 days (Week Watch)');
  const people = await compare(['two', 'six', 'four'], 'which sleeps more people?');
  assert.match(people, 'Six Tent sleeps the most: capacity 6-person against 4-person (Four Tent)');
});

test.after(() => app.close());
test.run();
