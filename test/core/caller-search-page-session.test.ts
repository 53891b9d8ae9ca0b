/**
 * Questions about the viewed product in a conversation (`sessionId` on a product's page): answered as without
 * one, the last search's constraints not carried into them; a refinement ("in red") still narrows the last search.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const colours = (id: string, values: string[]) =>
  values.map((color) => ({ id: `${id}-${color}`, title: color, available: true, attributes: { color } }));

const headphones = (
  id: string,
  title: string,
  price: number,
  features: string[],
  color: string,
): Product => ({
  id,
  title,
  category: 'Audio > Headphones',
  price,
  attributes: { color, features, batteryLife: `${price / 2} hours` },
});

const leggings = (
  id: string,
  title: string,
  price: number,
  color: string[],
  features: string[],
): Product => ({
  id,
  title,
  category: 'Sports > Yoga',
  price,
  attributes: { color: color[0]!, material: 'nylon and spandex', gender: 'women', features },
  variants: colours(id, color),
});

const speaker = (id: string, title: string, price: number, color: string[]): Product => ({
  id,
  title,
  category: 'Audio > Speakers',
  price,
  attributes: { color: color[0]!, features: ['waterproof'] },
  variants: colours(id, color),
});

const products: Product[] = [
  headphones('nova', 'Nova Wireless Over-Ear Headphones', 120, ['wireless'], 'matte black'),
  headphones('drift', 'Drift Wireless Over-Ear Headphones', 100, ['wireless'], 'white'),
  headphones('aura', 'Aura Waterproof Sport Headphones', 70, ['waterproof'], 'black'),
  headphones('core', 'Core Waterproof Sport Headphones', 80, ['waterproof'], 'red'),
  leggings('balance', "Women's Balance Yoga Leggings", 150, ['blush', 'plum'], ['machine washable']),
  leggings('flow', "Women's Flow Yoga Leggings", 60, ['black', 'red'], ['stretchy']),
  leggings('still', "Women's Stillpoint Yoga Leggings", 80, ['plum'], ['machine washable']),
  leggings('lux', "Women's Lux Yoga Leggings", 180, ['red'], ['stretchy']),
  speaker('lantern', 'Lantern Portable Speaker', 41.5, ['black', 'navy']),
  speaker('pebble', 'Pebble Portable Speaker', 39.95, ['navy']),
  speaker('ripple', 'Ripple Portable Speaker', 32.99, ['grey']),
  {
    id: 'sheets',
    title: 'Cooling Sateen Sheet Set',
    category: 'Home > Bedding',
    price: 90,
    attributes: { size: ['Full', 'Queen'] },
    variants: [
      { id: 'sheets-full', title: 'Full', price: 90, available: true, attributes: { size: 'Full' } },
      { id: 'sheets-queen', title: 'Queen', price: 117, available: false, attributes: { size: 'Queen' } },
    ],
  },
  {
    id: 'serene',
    title: 'Serene Sateen Sheet Set',
    category: 'Home > Bedding',
    price: 110,
    attributes: { size: ['Queen'] },
  },
];

const { app, askOnPage } = await shopCaller(products);

test('a yes/no question about the viewed product does not add onto the last question', async () => {
  await askOnPage('is it waterproof?', 'q1', 'nova');
  const black = await askOnPage('does it come in black?', 'q1', 'nova');
  assert.match(
    black.chat,
    /^Yes: the Nova Wireless Over-Ear Headphones you're viewing come in matte black\./,
  );
  assert.ok(black.ids.includes('nova'), black.ids.join());
});

test('after a refined "similar ones under 100", questions about the viewed product are answered about it', async () => {
  const similar = await askOnPage('similar ones under 100', 'q2', 'balance');
  assert.ok(similar.ids.length > 0 && !similar.ids.includes('balance'), similar.ids.join());
  // A refinement still narrows the last search.
  const red = await askOnPage('in red', 'q2', 'balance');
  assert.equal(red.ids, ['flow']);
  assert.match(red.chat, /^Showing red alternatives to the Women's Balance Yoga Leggings.* under \$100\./);
  const plum = await askOnPage('does it come in plum?', 'q2', 'balance');
  assert.match(plum.chat, /^Yes: the Women's Balance Yoga Leggings you're viewing come in plum\./);
  assert.not.match(plum.chat, /under \$100|red/);
  const made = await askOnPage("what's it made of?", 'q2', 'balance');
  assert.match(
    made.chat,
    /^The Women's Balance Yoga Leggings you're viewing are made of nylon and spandex\./,
  );
  const washable = await askOnPage('is it machine washable?', 'q2', 'balance');
  assert.match(
    washable.chat,
    /^Yes: the Women's Balance Yoga Leggings you're viewing are machine washable\./,
  );
  assert.not.match(washable.chat, /plum|alternatives/);
});

test('after "something cheaper", "does it come in navy?" is answered and shows the viewed product', async () => {
  await askOnPage('something cheaper', 'q3', 'lantern');
  const navy = await askOnPage('does it come in navy?', 'q3', 'lantern');
  assert.match(navy.chat, /^Yes: the Lantern Portable Speaker you're viewing comes in navy\./);
  assert.ok(navy.ids.includes('lantern'), navy.ids.join());
});

test('a stock question about a variant after "similar ones" is answered about the viewed product', async () => {
  await askOnPage('similar ones', 'q4', 'sheets');
  const queen = await askOnPage('is the queen in stock?', 'q4', 'sheets');
  assert.match(queen.chat, /^No: the Cooling Sateen Sheet Set you're viewing is out of stock in size Queen/);
});

test('on a page, a fact asked of "the second one" is answered about that product', async () => {
  const similar = await askOnPage('similar ones', 'q5', 'nova');
  const second = products.find((product) => product.id === similar.ids[1])!;
  const battery = await askOnPage("what's the battery life of the second one?", 'q5', 'nova');
  // A plural name takes a plural verb at the start of the sentence too.
  assert.match(
    battery.chat,
    new RegExp(`^The ${second.title} have a battery life of ${second.price! / 2} hours\\.`),
  );
});

test.after(() => app.close());
test.run();
