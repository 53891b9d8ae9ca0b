/**
 * "the second one in a size 9?" in a conversation (`sessionId`): the products like the one pointed at keep the
 * conversation's standing constraints (audience, exclusions, price), through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sneaker = (id: string, title: string, color: string, gender: string, price = 60): Product => ({
  id,
  title,
  category: 'Shoes > Sneakers',
  price,
  attributes: { color, gender, size: ['8', '9', '10', '11'] },
});

const products: Product[] = [
  sneaker('union', 'Union Low-Top Sneaker', 'tan', 'men'),
  sneaker('retro', 'Retro Canvas Sneaker', 'tan', 'unisex'),
  sneaker('metro', 'Metro Canvas Sneaker', 'burgundy', 'men'),
  sneaker('plaza', "Women's Plaza Canvas Sneaker", 'pink', 'women'),
  sneaker('board', 'Boardwalk Canvas Sneaker', 'white', 'men'),
  sneaker('pricey', 'Summit Canvas Sneaker', 'grey', 'unisex', 140),
  {
    ...sneaker('storm', 'Storm Trail Sneaker', 'black', 'men'),
    attributes: { color: 'black', gender: 'men', size: ['8', '9'], feature: ['waterproof'] },
  },
];

const { converse } = await shopCaller(products);
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth'];

test('"the second one in a size 9?" keeps the audience and the exclusions asked before', async () => {
  const first = await converse('mens sneakers size 11 not white', 'pointed-standing');
  assert.not.ok(first.ids.includes('board'));
  // The unisex one, whose own audience says nothing.
  const ordinal = ORDINALS[first.ids.indexOf('retro')];
  const { ids, chat } = await converse(`the ${ordinal} one in a size 9?`, 'pointed-standing');
  assert.match(chat, /products like the Retro Canvas Sneaker/);
  assert.ok(ids.includes('metro'), ids.join());
  assert.not.ok(ids.includes('plaza'), ids.join());
  assert.not.ok(ids.includes('board'), ids.join());
  assert.match(chat, /for men/);
});

test('"something cheaper than the third one" keeps the audience asked before', async () => {
  const first = await converse('sneakers for men under 150', 'pointed-cheaper');
  const ordinal = ORDINALS[first.ids.indexOf('pricey')];
  const { ids, chat } = await converse(`something cheaper than the ${ordinal} one`, 'pointed-cheaper');
  assert.ok(ids.length > 0, chat);
  assert.not.ok(ids.includes('pricey'), ids.join());
  assert.not.ok(ids.includes('plaza'), ids.join());
});

test('"the second one, is it waterproof?" answers of it, and says no size asked before was relaxed', async () => {
  const first = await converse('mens sneakers size 11', 'pointed-question');
  const ordinal = ORDINALS[first.ids.indexOf('retro')];
  const { chat } = await converse(`the ${ordinal} one, is it waterproof?`, 'pointed-question');
  assert.match(chat, /^No: the Retro Canvas Sneaker isn't listed as waterproof/);
  assert.not.match(chat, /relaxed/);
  assert.not.match(chat, /size 11/);
});

test.run();
