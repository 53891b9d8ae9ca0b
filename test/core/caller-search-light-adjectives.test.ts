/**
 * A measure's plain adjective where no product gives the measure: "light sneakers" had searched the word "light",
 * which no "Lightweight" sneaker holds, and listed every sneaker, though "lightest sneakers" lists the lightweight
 * ones. It now asks for the feature its superlative spells ("Showing lightweight sneakers."), and so does the
 * comparative after a search ("lighter ones"); "heavier ones" next takes the feature back. A shade ("light
 * blue") stays a colour, and a name the titles give with "light" ("light bulb", "led light", "light fixture")
 * stays words; where products give their weight, "light" and "heavy" order by it as "thin" does by thickness.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sneaker = (id: string, title: string, color: string, features: string[], reviewCount: number) => ({
  id,
  title,
  category: 'Shoes > Sneakers',
  price: 60,
  rating: 4.5,
  reviewCount,
  attributes: { color, features },
});
const lamp = (id: string, title: string): Product => ({
  id,
  title,
  category: 'Home > Lighting',
  price: 20,
  rating: 4.5,
  reviewCount: 10,
  attributes: { features: ['dimmable'] },
});

const products: Product[] = [
  sneaker('canvas', 'Canvas Sneakers', 'white', ['breathable'], 900),
  sneaker('court', 'Court Sneakers', 'light blue', ['breathable'], 700),
  sneaker('mesh', 'Mesh Runner Sneakers', 'black', ['lightweight', 'breathable'], 5),
  sneaker('knit', 'Lightweight Knit Sneakers', 'light grey', [], 3),
  lamp('bulb', 'LED Light Bulb'),
  lamp('fixture', 'Ceiling Light Fixture'),
  lamp('strip', 'Smart LED Light Strip'),
  lamp('reading', 'Clip-On Reading Lamp'),
];

const { app, search, converse } = await shopCaller(products);

test('"light sneakers" lists the lightweight sneakers, tagged or titled, as "lightest sneakers" does', async () => {
  const lightest = await search('lightest sneakers');
  for (const content of ['light sneakers', 'sneakers that are light']) {
    const found = await search(content);
    assert.equal([...found.ids].sort(), ['knit', 'mesh'], content);
    assert.equal([...found.ids].sort(), [...lightest.ids].sort(), content);
    assert.match(found.chat, /^Showing (?:lightweight sneakers|sneakers that are lightweight)\./, found.chat);
  }
});

test('a shade stays a colour: "light blue", "light grey", "lighter blue"', async () => {
  assert.equal((await search('light blue sneakers')).ids, ['court']);
  assert.equal((await search('light grey sneakers')).ids, ['knit']);
  assert.ok((await search('lighter blue sneakers')).ids.includes('court'));
});

test('a name the titles give with "light", or "light" ending its phrase after a noun, stays words', async () => {
  for (const [content, top] of [
    ['a reading light', 'reading'],
    ['light bulb', 'bulb'],
    ['led light', 'bulb'],
    ['light fixture', 'fixture'],
    ['light strip', 'strip'],
  ] as const) {
    const found = await search(content);
    assert.is(found.ids[0], top, content);
    assert.not.match(found.chat, /lightweight/, found.chat);
  }
});

test('after "sneakers", "lighter ones" (or "light ones") are the lightweight sneakers too', async () => {
  for (const next of ['lighter ones', 'a lighter one', 'light ones', 'something lighter']) {
    await converse('sneakers', next);
    const { ids, chat } = await converse(next, next);
    assert.equal([...ids].sort(), ['knit', 'mesh'], `${next}: ${chat}`);
    assert.match(chat, /^Showing lightweight sneakers\./, chat);
  }
});

test('"heavier ones" after lightweight sneakers take the feature back', async () => {
  for (const first of ['light sneakers', 'lightest sneakers']) {
    await converse(first, `back-${first}`);
    const { ids, chat } = await converse('heavier ones', `back-${first}`);
    assert.equal([...ids].sort(), ['canvas', 'court', 'knit', 'mesh'], chat);
    assert.match(chat, /^Showing heavier sneakers\./, chat);
  }
});

const boot = (id: string, title: string, weight: string): Product => ({
  id,
  title,
  category: 'Shoes > Hiking Boots',
  price: 120,
  attributes: { weight },
});
const weighed = await shopCaller([
  boot('mid', 'Ridge Hiking Boots', '750 g'),
  boot('feather', 'Trail Hiking Boots', '520 g'),
  boot('tank', 'Summit Leather Hiking Boots', '1.1 kg'),
]);

test('where the boots give their weight, "light" and "heavy" order by it', async () => {
  for (const [content, ids, shown] of [
    ['light hiking boots', ['feather', 'mid', 'tank'], 'Showing hiking boots, lightest first.'],
    ['heavy hiking boots', ['tank', 'mid', 'feather'], 'Showing hiking boots, heaviest first.'],
    ['hiking boots, not too heavy', ['feather', 'mid', 'tank'], 'Showing hiking boots, lightest first.'],
  ] as const) {
    const found = await weighed.search(content);
    assert.equal(found.ids, ids, content);
    assert.ok(found.chat.startsWith(shown), found.chat);
  }
});

// A hardware shop's titles, with no feature tags: "light" there names the product as often as its weight.
const untagged = await shopCaller([
  { id: 'ballast', title: 'T8 Ballast for Fluorescent Light', price: 30 },
  { id: 'other', title: 'Electronic Ballast for HID Lamps', price: 40 },
  { id: 'clamp', title: 'Clamp Light with Aluminum Reflector', price: 12 },
  { id: 'bar', title: 'Lightweight Pry Bar', price: 15 },
]);

test('in a catalogue with no feature tags, a plain "light" stays a word, not the lightweight feature', async () => {
  const found = await untagged.search('light ballast');
  assert.equal(found.ids[0], 'ballast');
  assert.ok(found.chat.startsWith('Showing light ballast.'), found.chat);
});

test.after(() => {
  app.close();
  weighed.app.close();
  untagged.app.close();
});
test.run();
