/**
 * "In stock" beside a size or colour holds that size's or colour's variants: "is the queen in stock?" answered
 * "No: … out of stock in Queen" listed the same sheet set in Queen under it as in stock.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sheetSet = (id: string, title: string, sizes: Record<string, boolean>): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: 90,
  attributes: { size: Object.keys(sizes) },
  variants: Object.entries(sizes).map(([size, available]) => ({
    id: `${id}-${size}`,
    title: size,
    available,
    attributes: { size },
  })),
});

const boot = (id: string, title: string, colours: Record<string, boolean>): Product => ({
  id,
  title,
  category: 'Shoes > Boots',
  price: 120,
  attributes: { color: Object.keys(colours)[0]! },
  variants: Object.entries(colours).map(([color, available]) => ({
    id: `${id}-${color}`,
    title: color,
    available,
    attributes: { color },
  })),
});

const products: Product[] = [
  sheetSet('cooling', 'Cooling Sateen Sheet Set', { Full: true, Queen: false, King: true }),
  sheetSet('serene', 'Serene Sateen Sheet Set', { Queen: true, King: false }),
  sheetSet('haven', 'Haven Sateen Sheet Set', { Full: true }),
  boot('ridge', 'Ridge Trail Boot', { charcoal: true, 'forest green': false }),
  boot('summit', 'Summit Trail Boot', { 'forest green': true }),
];

const { app, search, ask } = await shopCaller(products);

test('under a stock answer, the sold-out variant is not offered as in stock', async () => {
  const chat = await ask('is the queen in stock?', 'cooling');
  assert.match(
    chat,
    /^No: the Cooling Sateen Sheet Set you're viewing is out of stock in size Queen right now\./,
  );
  assert.not.match(chat, /Cooling Sateen Sheet Set, \$/);
});

test('"in stock" beside a size or colour leaves out products sold out in it', async () => {
  assert.equal((await search('queen sheet set in stock')).ids, ['serene']);
  assert.equal((await search('king sheet set in stock')).ids, ['cooling']);
  assert.equal((await search('forest green trail boots in stock')).ids, ['summit']);
  // Without "in stock", a sold-out size or colour is still listed.
  assert.equal((await search('queen sheet set')).ids.sort(), ['cooling', 'serene']);
  assert.equal((await search('forest green trail boots')).ids.sort(), ['ridge', 'summit']);
});

test.after(() => app.close());
test.run();
