/**
 * Warmth where no feature says it: a fill bears on it and is said, with no verdict drawn ("which is warmer?" of a
 * wool and a down comforter; "is it warm enough for winter?" of a wool one had been "No: … isn't listed as
 * warm"). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const comforter = (id: string, title: string, fill: string, description: string): Product => ({
  id,
  title,
  category: 'Bedding',
  price: 120,
  description,
  attributes: { material: 'cotton sateen', fill, features: ['all-season'] },
});

const { app, compare, ask } = await shopCaller([
  comforter('wool', 'Sand Comforter', 'wool', 'A soft comforter. Made for cozy winter nights.'),
  comforter('down', 'Harbor Comforter', 'down', 'A soft comforter for guest rooms.'),
]);

test('which is warmer: their fills, no verdict', async () => {
  const message = await compare(['wool', 'down'], 'which is warmer?');
  assert.match(
    message,
    /None of them lists warm among its features; Sand Comforter lists fill: wool; Harbor Comforter lists fill: down\./,
  );
  assert.not.match(message, /none is made for the cold/);
});

test('is it warm enough for winter: its fill and what its description says', async () => {
  const answer = await ask('is it warm enough for winter?', 'wool');
  assert.match(
    answer,
    /^The Sand Comforter you're viewing doesn't list warm among its features, but lists fill: wool; its description says: "Made for cozy winter nights\."/,
  );
  assert.not.match(answer, /^No:/);
});

test.after(() => app.close());
test.run();
