/**
 * The kind asked for is the head word as written, plurals folded, not any word of its stem: a "Moisture-Wicking
 * T-Shirt" is no moisturizer ("moistur" both), through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const skincare = (id: string, title: string, skinType: string, price: number): Product => ({
  id,
  title,
  description: 'Made for dry winter skin; locks in moisture all day.',
  category: 'Beauty > Skincare',
  price,
  rating: 4.5,
  reviewCount: 100,
  attributes: { skinType },
});

const tee = (id: string, title: string, price: number): Product => ({
  id,
  title,
  description: 'A performance t-shirt that pulls moisture away from dry or sweaty skin.',
  category: 'Clothing > T-Shirts',
  price,
  rating: 4.9,
  reviewCount: 5000,
  attributes: { features: ['moisture-wicking', 'quick-drying'] },
});

const { app, search } = await shopCaller([
  skincare('oily', 'Hydrating Moisturizer for Oily Skin', 'oily', 30),
  skincare('sensitive', 'Gentle Moisturizer for Sensitive Skin', 'sensitive', 35),
  skincare('serum', 'Brightening Face Serum for Dry Skin', 'dry', 40),
  skincare('eye', 'Eye Cream for Dry Skin', 'dry', 25),
  tee('tee', 'Moisture-Wicking Performance T-Shirt', 20),
  tee('tank', 'Moisture-Wicking Running Tank', 15),
]);

test('"moisturizer for dry skin" with no dry-skin moisturizer relaxes the skin type and lists moisturizers', async () => {
  const { ids, chat } = await search('moisturizer for dry skin');
  assert.equal(ids.slice(0, 2).sort(), ['oily', 'sensitive']);
  assert.match(chat, /I relaxed: for dry skin\./);
});

test('"moisturizers for dry skin": the plural names the same kind', async () => {
  const { ids, chat } = await search('moisturizers for dry skin');
  assert.equal(ids.slice(0, 2).sort(), ['oily', 'sensitive']);
  assert.match(chat, /I relaxed: for dry skin\./);
});

test('"cheapest moisturizer" lists moisturizers, not moisture-wicking shirts', async () => {
  const { ids } = await search('cheapest moisturizer');
  assert.equal(ids, ['oily', 'sensitive']);
});

test('a moisturizer for another skin type, listed once "for dry skin" is relaxed, is not said to match it', async () => {
  const { chat } = await search('moisturizer for dry skin');
  assert.not.match(chat, /matches "moisturizer for dry skin"/);
  assert.match(chat, /Moisturizer for Oily Skin[^;]*; it mentions "moisturizer", "dry" and "skin"/);
});

test.after(async () => app.close());
test.run();
