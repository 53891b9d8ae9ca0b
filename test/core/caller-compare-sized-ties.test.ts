/**
 * Products tied at the lowest price in the sizes asked, but priced apart there, are said from that price with each
 * one's own highest: "In sizes 8 to 10, Alpha Trail Boot and Beta Trail Boot are the cheapest from $84.99 (Alpha
 * Trail Boot up to $89.99); …". It had said them all at the first one's span ("… are the cheapest at $84.99 to
 * $89.99", though Beta costs $84.99 in each). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot } from '../helpers/sized-boots.ts';

const { app, compare } = await shopCaller([
  sizedBoot('alpha', 'Alpha Trail Boot', () => true, {
    price: 84.99,
    sizePrice: (size) => (Number(size) <= 8 ? 84.99 : Number(size) <= 10 ? 89.99 : 99.99),
  }),
  sizedBoot('beta', 'Beta Trail Boot', () => true, { price: 84.99 }),
  sizedBoot('kappa', 'Kappa Trail Boot', () => true, {
    price: 84.99,
    sizePrice: (size) => (Number(size) <= 8 ? 84.99 : 92),
  }),
  sizedBoot('omega', 'Omega Trail Boot', () => true, {
    price: 84.99,
    sizePrice: (size) => (Number(size) <= 8 ? 84.99 : 100),
  }),
  sizedBoot('gamma', 'Gamma Trail Boot', () => true, { price: 95 }),
  sizedBoot('zeta', 'Zeta Trail Boot', () => true, {
    price: 84.99,
    sizePrice: (size) => (Number(size) <= 8 ? 84.99 : Number(size) <= 10 ? 89.99 : 120),
  }),
]);

test('tied cheapest priced apart in the sizes asked: from the lowest, each by its own highest', async () => {
  const flat = await compare(['alpha', 'beta', 'gamma'], 'which is cheapest in sizes 8 to 10?');
  assert.match(
    flat,
    'In sizes 8 to 10, Alpha Trail Boot and Beta Trail Boot are the cheapest from $84.99 (Alpha Trail Boot up to $89.99); prices go up to $95 (Gamma Trail Boot).',
  );
  assert.not.match(flat, 'cheapest at $84.99 to $89.99');
  const spans = await compare(['alpha', 'kappa', 'gamma'], 'which is cheapest in sizes 8 to 10?');
  assert.match(
    spans,
    'Alpha Trail Boot and Kappa Trail Boot are the cheapest from $84.99 (Alpha Trail Boot up to $89.99, Kappa Trail Boot up to $92); prices go up to $95 (Gamma Trail Boot).',
  );
});

test('all tied at the lowest: each reaching higher is said with its own highest', async () => {
  const all = await compare(['alpha', 'kappa', 'omega'], 'which is cheapest in sizes 8 to 10?');
  assert.match(
    all,
    'In sizes 8 to 10, they all cost from $84.99; Alpha Trail Boot goes up to $89.99, Kappa Trail Boot to $92 and Omega Trail Boot to $100.',
  );
});

test('tied alike in the sizes asked: one span for them, as before', async () => {
  const alike = await compare(['alpha', 'zeta', 'gamma'], 'which is cheapest in sizes 8 to 10?');
  assert.match(
    alike,
    'In sizes 8 to 10, Alpha Trail Boot and Zeta Trail Boot are the cheapest at $84.99 to $89.99; prices go up to $95 (Gamma Trail Boot).',
  );
});

test.after(() => app.close());
test.run();
