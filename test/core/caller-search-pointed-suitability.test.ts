/**
 * "is the first one good for trails?" of a shown product whose own attribute answers it (a running shoe's
 * `surface`: road or trail): a yes or no from that attribute, its plural asked too, and words its title holds
 * aside ("road running" of a running shoe), through the core's caller (viewed-attribute-value.ts). It had said
 * "I can't tell: nothing about the Men's Horizon Running Shoe mentions "trails"." of a road shoe.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, surface: string): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price: 90,
  attributes: { color: 'olive', gender: 'men', size: ['8', '9', '10'], surface },
});

const products: Product[] = [
  shoe('horizon', 'Horizon Running Shoe', 'road'),
  shoe('pulse', 'Pulse Running Shoe', 'trail'),
  shoe('glide', 'Glide Running Shoe', 'road'),
];

const { converse } = await shopCaller(products);
const ORDINALS = ['first', 'second', 'third'];

test('"is the first one good for trails?" of a road shoe: no, from its surface', async () => {
  const first = await converse('running shoes', 'pointed-surface');
  const horizon = ORDINALS[first.ids.indexOf('horizon')];
  const pulse = ORDINALS[first.ids.indexOf('pulse')];
  const road = await converse(`is the ${horizon} one good for trails?`, 'pointed-surface');
  assert.match(road.chat, /^No: the Horizon Running Shoe has a road surface\./);
  const trail = await converse(`is the ${pulse} one good for trails?`, 'pointed-surface');
  assert.match(trail.chat, /^Yes: the Pulse Running Shoe has a trail surface\./);
  const running = await converse(`is the ${pulse} one good for road running?`, 'pointed-surface');
  assert.match(running.chat, /^No: the Pulse Running Shoe has a trail surface\./);
});

test.run();
