/**
 * A build said of the person ("t shirt for a big guy", "jacket for a petite woman") is no word to match: "big guy"
 * had been searched ("Showing t shirt for a big guy"), "big" kept as a relation's own word ("my big sister"). It
 * reads as the person (men's, women's) and the chat asks the size where the products shown come in sizes.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const tee = (id: string, title: string, gender: string): Product => ({
  id,
  title,
  category: 'Clothing > T-Shirts',
  price: 25,
  attributes: { gender, size: ['S', 'M', 'L', 'XL', 'XXL'] },
});

const { search } = await shopCaller([
  tee('mens', "Men's Crew Tee", 'men'),
  tee('womens', "Women's Crew Tee", 'women'),
  { id: 'buds', title: 'Studio Headphones', category: 'Electronics > Headphones', price: 90 },
]);

const ASKED = /Tell me your size and I'll show the ones that come in it\./;

test('a big guy is a guy whose size is asked', async () => {
  const { ids, chat } = await search('t shirt for a big guy');
  assert.equal(ids, ['mens']);
  assert.match(chat, /^Showing t shirt for a guy\./);
  assert.match(chat, ASKED);
  assert.not.match(chat, /big/);
});

test('a petite woman is a woman whose size is asked, and so is a broad-shouldered man', async () => {
  const { ids, chat } = await search('t shirt for a petite woman');
  assert.equal(ids, ['womens']);
  assert.match(chat, ASKED);
  const broad = await search('t shirt for a broad shouldered man');
  assert.equal(broad.ids, ['mens']);
  assert.match(broad.chat, /^Showing t shirt for a man\. .*Tell me your size/);
});

test('no size is asked of products that come in none', async () => {
  const { ids, chat } = await search('headphones for a big guy');
  assert.equal(ids, ['buds']);
  assert.not.match(chat, ASKED);
});

test('a size given is not asked again', async () => {
  const { chat } = await search('t shirt for a tall guy in xl');
  assert.not.match(chat, ASKED);
});

test.run();
