/**
 * A comparison in an asked size keeps to that size: the saving is the size's price against the was-price (none
 * where it costs more), an asked size out of stock is said, and a bed size none of them comes in is said first.
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

type Option = { price: number; available?: boolean };

const bedding = (id: string, title: string, options: Record<string, Option>, more = {}): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: Math.min(...Object.values(options).map((one) => one.price)),
  attributes: { size: Object.keys(options) },
  variants: Object.entries(options).map(([size, one]) => ({
    id: `${id}-${size}`,
    title: size,
    attributes: { size },
    ...one,
  })),
  ...more,
});

const { app, compare } = await shopCaller([
  bedding(
    'sand',
    'Sand Comforter',
    { Twin: { price: 170.5 }, 'King/California King': { price: 268.5 } },
    { compareAtPrice: 229.99 },
  ),
  bedding('weekend', 'Weekend Comforter', {
    Twin: { price: 146.5 },
    'King/California King': { price: 214.5 },
  }),
  bedding('cooling', 'Cooling Sheet Set', {
    Full: { price: 89.95 },
    Queen: { price: 116.95, available: false },
    King: { price: 143.95 },
  }),
  bedding('crisp', 'Crisp Sheet Set', { Full: { price: 153.99 }, Queen: { price: 165.99 } }),
]);

test("the saving in an asked size is that size's, or none", async () => {
  const king = await compare(['sand', 'weekend'], 'which is cheaper in king size?');
  assert.match(king, 'In King/California King, the cheaper is Weekend Comforter at $214.50');
  assert.not.match(king, 'saving');
  const twin = await compare(['sand', 'weekend'], 'which is cheaper in twin?');
  assert.match(twin, 'Biggest saving: Sand Comforter, $59.49 off.');
});

test('an asked size out of stock is said', async () => {
  const queen = await compare(['crisp', 'cooling'], 'which is cheaper in queen?');
  assert.match(queen, 'In Queen, the cheaper is Cooling Sheet Set at $116.95');
  assert.match(queen, 'Note: out of stock: Cooling Sheet Set in Queen.');
  const king = await compare(['crisp', 'cooling'], 'which is cheaper in full size?');
  assert.not.match(king, 'out of stock');
});

test('a bed size none of them comes in is said first', async () => {
  const twin = await compare(['cooling', 'crisp'], 'which is cheaper in twin?');
  assert.match(twin, 'on price. None of them comes in Twin. The cheaper is Cooling Sheet Set from $89.95');
});

test.after(() => app.close());
test.run();
