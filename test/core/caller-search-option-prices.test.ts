/**
 * An option's price or size asked on its page, through the core's caller: "what does the king cost?" and "price
 * for the queen?" (they searched for "does cost" and "price"), "how much is the twin?" of sheets without a twin
 * (no answer), "is there a 2T?" of a tee in 3T to 12 (it said nothing mentions "2t"), and a sold-out option's price.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sheets = (id: string, sizes: [string, number, boolean][]): Product => ({
  id,
  title: `${id === 'breeze' ? 'Breeze' : 'Harbor'} Sateen Sheet Set`,
  category: 'Home > Bedding',
  price: sizes[0]![1],
  attributes: { color: 'white', size: sizes.map(([size]) => size) },
  variants: sizes.map(([size, price, available]) => ({
    id: `${id}-${size.toLowerCase()}`,
    title: size,
    price,
    available,
    attributes: { size },
  })),
});

const tee = (id: string, title: string, size: string[]): Product => ({
  id,
  title,
  category: 'Clothing > T-Shirts',
  price: 15,
  attributes: { color: 'white', size, gender: 'kids' },
});

const products: Product[] = [
  sheets('breeze', [
    ['Full', 90, true],
    ['Queen', 110, true],
    ['King', 130, true],
  ]),
  sheets('harbor', [
    ['Twin', 60, true],
    ['Full', 80, true],
    ['Queen', 100, true],
  ]),
  tee('pocket', 'Pocket Tee', ['3T', '4T', '5', '6', '8']),
  tee('stripe', 'Stripe Tee', ['2T', '3T', '4T', '5']),
  {
    id: 'cream',
    title: 'Barrier Moisturizer',
    category: 'Beauty > Skincare',
    price: 40,
    attributes: { volume: ['50 ml', '75 ml'] },
    variants: [
      { id: 'cream-50', title: '50 ml', price: 40, available: true, attributes: { volume: '50 ml' } },
      { id: 'cream-75', title: '75 ml', price: 55, available: false, attributes: { volume: '75 ml' } },
    ],
  },
];

test('"what does the king cost?" and "price for the queen?" give that option\'s price', async () => {
  const { ask } = await shopCaller(products);
  assert.match(await ask('what does the king cost?', 'breeze'), /you're viewing costs \$130 in King/);
  assert.match(await ask('price for the queen?', 'harbor'), /you're viewing costs \$100 in Queen/);
});

test('the products under a size price are those in that size, as for "is the king in stock?"', async () => {
  const { askOnPage } = await shopCaller(products);
  for (const question of ['what does the king cost?', 'how much is it in king?']) {
    const { ids, chat } = await askOnPage(question, undefined, 'breeze');
    assert.match(
      chat,
      /you're viewing costs \$130 in King\. Showing products like the Breeze Sateen Sheet Set in size king\./,
    );
    assert.equal(ids, ['breeze'], question);
  }
  assert.equal((await askOnPage('price for the queen?', undefined, 'harbor')).ids.sort(), [
    'breeze',
    'harbor',
  ]);
});

test('"how much is the twin?" of sheets without a twin lists the sizes they come in', async () => {
  const { ask } = await shopCaller(products);
  assert.match(
    await ask('how much is the twin?', 'breeze'),
    /^No: the Breeze Sateen Sheet Set you're viewing doesn't come in size twin; it comes in sizes Full, Queen or King\./i,
  );
});

test('"is there a 2T?" reads the catalogue\'s size code: yes, or no', async () => {
  const { ask } = await shopCaller(products);
  assert.match(
    await ask('do you have it in 2T?', 'pocket'),
    /^No: the Pocket Tee you're viewing doesn't come in size 2t \(it comes in sizes 3T, 4T, 5, 6 or 8\); these similar products do\./i,
  );
  assert.match(
    await ask('is there a 4T?', 'stripe'),
    /^Yes: the Stripe Tee you're viewing comes in size 4t/i,
  );
});

test('the price of a sold-out option says it is out of stock', async () => {
  const { ask } = await shopCaller(products);
  assert.match(await ask('how much is the 75 ml?', 'cream'), /costs \$55 in 75 ml, out of stock right now\./);
  assert.match(await ask('how much is the 50 ml?', 'cream'), /costs \$40 in 50 ml\. /);
});

test.run();
