/**
 * A product compare recommends ("Best rated: …") that is out of stock is said to be, however long the message: the
 * note had been the first sentence dropped to keep it short, so "which has the longest battery?" of three
 * headphones named the sold-out pair best rated and never said it was sold out. Through the core's caller on a
 * real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const headphones = (
  id: string,
  title: string,
  price: number,
  batteryLife: string,
  rating: number,
  available: boolean,
): Product => ({
  id,
  title,
  category: 'Headphones',
  price,
  rating,
  reviewCount: 700,
  available,
  attributes: { material: 'recycled plastic', batteryLife, features: ['wireless', 'lightweight'] },
});

const { app, compare } = await shopCaller([
  headphones('core', 'Core Wireless Noise Cancelling Over-Ear Headphones', 238.95, '40 hours', 4.6, false),
  headphones('drift', 'Drift Wireless Lightweight Over-Ear Headphones', 117.99, '50 hours', 3.9, true),
  headphones('halo', 'Halo Wireless Noise Cancelling Sport Earbuds', 192.5, '6 hours', 4.1, true),
]);

test('the best rated, out of stock, is said to be so', async () => {
  for (const asked of ['which has the longest battery?', 'which is lighter?', 'compare them']) {
    const message = await compare(['core', 'drift', 'halo'], asked);
    assert.match(message, /Best rated: Core Wireless Noise Cancelling Over-Ear…/, asked);
    assert.match(message, /Note: Core Wireless Noise Cancelling Over-Ear… is out of stock\./, asked);
  }
});

test.after(() => app.close());
test.run();
