/**
 * A quality said in the negative asks for the feature opposing it, where the shop tags one: "a yoga mat that isn't
 * slippery" had left out the products mentioning "slippery" and listed every mat ("Showing yoga mat, without
 * slippery."). A negated clause naming no such quality is a wish: "sunglasses that don't slide off when running"
 * had said "No product mentions "slide", "off" or "when"". Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (
  id: string,
  title: string,
  category: string,
  features: string[],
  material?: string,
): Product => ({
  id,
  title,
  category,
  attributes: { features, ...(material !== undefined && { material }) },
});

const products: Product[] = [
  item('grip-mat', 'Harmony Yoga Mat', 'Sports > Yoga', ['non-slip', 'reversible']),
  item('plain-mat', 'Flow Yoga Mat', 'Sports > Yoga', ['lightweight']),
  item('dry-tent', 'Ridge 2-Person Tent', 'Outdoor > Tents', ['waterproof']),
  item('airy-tent', 'Meadow 2-Person Tent', 'Outdoor > Tents', ['lightweight']),
  item('smooth-sheets', 'Sateen Sheet Set', 'Home > Bedding', ['wrinkle-resistant']),
  item('linen-sheets', 'Linen Sheet Set', 'Home > Bedding', ['breathable']),
  item('coated-pan', 'Everyday Frying Pan', 'Home > Kitchen', ['nonstick']),
  item('steel-pan', 'Tri-Ply Frying Pan', 'Home > Kitchen', ['oven safe']),
  item('sport-shades', 'Riviera Sport Sunglasses', 'Accessories > Sunglasses', ['polarized']),
  item('round-shades', 'Solano Round Sunglasses', 'Accessories > Sunglasses', ['lightweight']),
  item('over-ear', 'Zen Over-Ear Headphones', 'Electronics > Headphones', ['wireless']),
  item('on-ear', 'Tempo On-Ear Headphones', 'Electronics > Headphones', ['foldable']),
  item('leather-boots', 'Summit Hiking Boots', 'Shoes > Hiking', ['waterproof'], 'leather'),
  item('nylon-boots', 'Trail Hiking Boots', 'Shoes > Hiking', ['lightweight'], 'nylon'),
];

const { app, search } = await shopCaller(products);

test('a negated quality asks for the feature opposing it: "a yoga mat that isn\'t slippery" is non-slip', async () => {
  for (const request of [
    "yoga mat that isn't slippery",
    'yoga mat not slippery',
    'a yoga mat that is not slippery',
    "yoga mat that doesn't slip",
    "yoga mat that won't slip easily",
  ]) {
    const found = await search(request);
    assert.equal(found.ids, ['grip-mat'], request);
    assert.match(found.chat, /^Showing non-slip yoga mat\./, request);
    assert.not.match(found.chat, /without/, request);
  }
});

test("a verb said in the negative too, in the shop's spelling of the feature", async () => {
  const cases: [string, string, RegExp][] = [
    ["a tent that won't leak", 'dry-tent', /^Showing waterproof tent\./],
    ['sheets that never wrinkle', 'smooth-sheets', /^Showing wrinkle-resistant sheets\./],
    ['a frying pan that never sticks', 'coated-pan', /^Showing nonstick frying pan\./],
  ];
  for (const [request, id, label] of cases) {
    const found = await search(request);
    assert.equal(found.ids, [id], request);
    assert.match(found.chat, label, request);
  }
});

test('a negated wish is no exclusion and no word to match: "sunglasses that don\'t slide off when running"', async () => {
  const shades = await search("sunglasses that don't slide off when running");
  assert.equal([...shades.ids].sort(), ['round-shades', 'sport-shades']);
  assert.match(shades.chat, /^Showing sunglasses for running\./);
  assert.not.match(shades.chat, /"(?:slide|off|when)"|without/);
  const headphones = await search("headphones that don't hurt my ears");
  assert.equal([...headphones.ids].sort(), ['on-ear', 'over-ear']);
  assert.match(headphones.chat, /^Showing headphones\./);
  assert.not.match(headphones.chat, /hurt/);
});

test('a material said in the negative is still an exclusion', async () => {
  for (const request of ["boots that aren't leather", 'hiking boots, not leather', 'boots without leather']) {
    const found = await search(request);
    assert.equal(found.ids, ['nylon-boots'], request);
    assert.match(found.chat, /without leather/, request);
  }
});

test.after(() => app.close());
test.run();
