/**
 * A price bound beside a size asks the price of that size: "king sheet set under $100" leaves out a set whose
 * Queen is $88 but whose King is $136, and the pick names the King's price. Through the core's caller on a real
 * SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sheets = (id: string, title: string, queen: number, king: number): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: queen,
  attributes: { size: ['Queen', 'King'] },
  variants: [
    { id: `${id}-q`, title: 'Queen', price: queen, attributes: { size: 'Queen' } },
    { id: `${id}-k`, title: 'King', price: king, attributes: { size: 'King' } },
  ],
});

const { app, search } = await shopCaller([
  sheets('dear-king', 'Linen Sheet Set', 88, 136),
  sheets('cheap-king', 'Sateen Sheet Set', 51, 93),
  {
    id: 'flat',
    title: 'Percale Sheet Set',
    category: 'Home > Bedding',
    price: 70,
    attributes: { size: ['King'] },
  },
]);

test('the price of the size asked decides, and the pick names it', async () => {
  const { ids, chat } = await search('king sheet set under $100');
  assert.equal([...ids].sort(), ['cheap-king', 'flat']);
  assert.match(chat, /Sateen Sheet Set, \$93 in King/);
});

test('without a size, the product is as cheap as its cheapest option', async () => {
  const { ids } = await search('sheet set under $100');
  assert.equal([...ids].sort(), ['cheap-king', 'dear-king', 'flat']);
});

test.after(() => app.close());
test.run();
