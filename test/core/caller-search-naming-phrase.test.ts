/**
 * What the chat says the matches are is said of the words naming what was asked as a phrase ("running shoes",
 * "over ear headphones"), not of its last word alone, through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const headphones = (id: string, title: string, price: number): Product => ({
  id,
  title,
  description: 'Clear, balanced sound with noise cancelling for calls and flights.',
  category: 'Electronics > Headphones',
  price,
  rating: 4.5,
  reviewCount: 100,
  attributes: { features: ['wireless', 'noise cancelling'] },
});

const shoe = (id: string, title: string, category: string, price: number): Product => ({
  id,
  title,
  description: 'A light, comfortable shoe for every day.',
  category,
  price,
  rating: 4.5,
  reviewCount: 100,
  attributes: { color: 'blue' },
});

const { app, search, converse } = await shopCaller([
  headphones('halo', 'Halo Noise Cancelling Over-Ear Headphones', 220),
  headphones('drift', 'Drift Over-Ear Headphones', 180),
  headphones('tempo', 'Tempo Wireless On-Ear Headphones', 65),
  headphones('sonic', 'Sonic Earbuds', 40),
  // A shop filing every shoe under "Shoes": "running shoes" lists its other shoes too, after the running ones.
  shoe('trail', 'Cadence Trail Running Shoe', 'Shoes', 45),
  shoe('mesh', 'Tempo Mesh Running Shoe', 'Shoes', 43),
  shoe('knit', 'Metro Knit Slip-On Shoe', 'Shoes', 45),
  shoe('low', 'Metro Low-Top Sneaker', 'Shoes', 51),
  shoe('canvas', 'Canvas Low-Top Sneaker', 'Shoes', 49),
  shoe('retro', 'Retro Lightweight Sneaker', 'Shoes', 68),
]);

test('on-ear headphones under 100 are not said to match "over ear headphones with noise cancelling"', async () => {
  const first = await converse('over ear headphones with noise cancelling', 'cans');
  assert.equal(first.ids.slice(0, 2).sort(), ['drift', 'halo']);
  assert.match(first.chat, /Top pick: [^;]*Over-Ear Headphones[^;]*; it matches all your search words/);
  const { ids, chat } = await converse('under 100', 'cans');
  assert.equal(ids, ['tempo', 'sonic']);
  assert.not.match(chat, /matches all your search words|matches "over/);
  assert.match(chat, /Tempo Wireless On-Ear Headphones[^;]*; it mentions "ear" and "headphones"/);
  assert.match(chat, /None of them has "over ear headphones" in its name/);
});

test('"blue running shoes under 80" counts the running shoes, not every shoe, as named', async () => {
  const { ids, chat } = await search('blue running shoes under 80');
  assert.equal(ids.slice(0, 2).sort(), ['mesh', 'trail']);
  assert.match(chat, /Only 2 of them have "running shoes" in their names/);
  assert.match(chat, /Metro Knit Slip-On Shoe[^;]*; it mentions "shoes"/);
});

test.after(async () => app.close());
test.run();
