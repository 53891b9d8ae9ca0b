/**
 * A stock question of colours and a size asks each colour in that size: "is the black or red one in stock in M?"
 * had answered only the black variant it names ("Yes: … is in stock in black."), the colour answer stepping aside
 * whenever a size was asked; "is the red one in stock in M?" of a burgundy M sold out had said "Yes: … is in
 * stock.". Now each colour asked is answered in the size asked (llm/offline/viewed-colour-stock.ts). Through the
 * core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const variant = (color: string, size: string, available = true) => ({
  id: `ridge-${color}-${size}`,
  title: `${color} / ${size}`,
  available,
  attributes: { color, size },
});

const products: Product[] = [
  {
    id: 'ridge',
    title: 'Ridge Puffer Jacket',
    category: 'Clothing > Jackets',
    price: 98,
    attributes: { color: 'black', material: 'nylon' },
    // Black in M, sold out in L; burgundy sold out in M, in L; no burgundy S.
    variants: [
      variant('black', 'S'),
      variant('black', 'M'),
      variant('black', 'L', false),
      variant('burgundy', 'M', false),
      variant('burgundy', 'L'),
    ],
  },
  { id: 'harbor', title: 'Harbor Puffer Jacket', category: 'Clothing > Jackets', price: 90 },
];

const { app, ask } = await shopCaller(products);
const name = "the Ridge Puffer Jacket you're viewing";

test('each colour asked is answered in the size asked', async () => {
  for (const question of [
    'is the black or red one in stock in M?',
    'is the red or black one in stock in medium?',
  ])
    assert.match(
      await ask(question, 'ridge'),
      new RegExp(
        `^Yes: ${name} is in stock in size M in black, but not in burgundy \\(a shade of red\\) right now\\.`,
      ),
      question,
    );
  assert.match(
    await ask('is the black or red one in stock in L?', 'ridge'),
    new RegExp(
      `^Yes: ${name} is in stock in size L in burgundy \\(a shade of red\\), but not in black right now\\.`,
    ),
  );
});

test('one colour in a size it is sold out in is out of stock, not the product in stock', async () => {
  assert.match(
    await ask('is the red one in stock in M?', 'ridge'),
    new RegExp(`^No: ${name} is out of stock in size M in burgundy \\(a shade of red\\) right now\\.`),
  );
  assert.match(
    await ask('is the black one in stock in M?', 'ridge'),
    new RegExp(`^Yes: ${name} is in stock in size M in black\\.`),
  );
});

test('a colour without the size, and a size it lacks, are said so', async () => {
  assert.match(
    await ask('is the black or red one in stock in S?', 'ridge'),
    new RegExp(
      `^Yes: ${name} is in stock in size S in black; it doesn't come in size S in burgundy \\(a shade of red\\)\\.`,
    ),
  );
  assert.match(
    await ask('is the black or red one in stock in XL?', 'ridge'),
    new RegExp(`^No: ${name} doesn't come in size XL; it comes in sizes S, M or L\\.`),
  );
});

test.after(() => app.close());
test.run();
