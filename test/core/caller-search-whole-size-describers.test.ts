/**
 * A whole-number size after the kind's word, through the core's caller on a real SQLite catalogue: "mens sneakers
 * 11 white under 90", "running shoes 10 black" ask for that size where the shop sells that kind in it (they had kept
 * "11" a word to match and listed sneakers not sold in 11); "galaxy note 3 black" keeps its number, though the shop
 * sells kids' shoes in size 3.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, kind: string, color: string, size: string[]): Product => ({
  id,
  title,
  category: `Shoes > ${kind}`,
  price: 80,
  attributes: { color, size, gender: 'men' },
});

const products: Product[] = [
  shoe('white-11', "Men's Court Sneaker", 'Sneakers', 'white', ['9', '10', '11']),
  shoe('white-9', "Men's Low Sneaker 11 Eyelet", 'Sneakers', 'white', ['8', '9']),
  shoe('kids-3', "Kids' Slip-On Sneaker", 'Sneakers', 'black', ['1', '2', '3']),
  shoe('run-10', "Men's Road Running Shoe", 'Running', 'black', ['9', '10']),
  shoe('run-8', "Men's Tempo Running Shoe 10", 'Running', 'black', ['7', '8']),
  {
    id: 'note-case',
    title: 'Galaxy Note 3 Phone Case',
    category: 'Phones > Cases',
    price: 20,
    attributes: { color: 'black' },
  },
];

const { search } = await shopCaller(products);

test('a whole size after the kind, before a colour, is the size where the kind is sold in it', async () => {
  const sneakers = await search('mens sneakers 11 white under 90');
  assert.equal(sneakers.ids, ['white-11']);
  assert.match(sneakers.chat, /in size 11/);
  const running = await search('running shoes 10 black');
  assert.equal(running.ids, ['run-10']);
  assert.match(running.chat, /in size 10/);
});

test('a number after no kind sold in that size stays a word', async () => {
  const { ids, chat } = await search('galaxy note 3 black');
  assert.is(ids[0], 'note-case');
  assert.not.match(chat, /size 3/);
});

test.run();
