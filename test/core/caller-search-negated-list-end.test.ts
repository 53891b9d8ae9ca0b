/**
 * Where a negated list ends, through the core's caller on a real SQLite catalogue: a comma after which another kind
 * of term follows ends it, so "no leather, blue or green" asks for the colours (it had left them out with the
 * leather), while "no wool, nylon or leather" still leaves out all three materials.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, color: string, material: string): Product => ({
  id,
  title: `${color} ${material} Jacket`,
  category: 'Clothing > Jackets',
  attributes: { color, material, features: ['waterproof'] },
});

const products: Product[] = [
  jacket('blue-leather', 'blue', 'leather'),
  jacket('blue-cotton', 'blue', 'cotton'),
  jacket('green-nylon', 'green', 'nylon'),
  jacket('red-cotton', 'red', 'cotton'),
  jacket('red-wool', 'red', 'wool'),
];

const { search } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('colours after a negated material and a comma are asked for', async () => {
  const found = await search('jackets, no leather, blue or green');
  assert.equal(sorted(found.ids), ['blue-cotton', 'green-nylon']);
  assert.match(found.chat, /Showing blue or green jackets, without leather\./);
  assert.equal(sorted((await search('waterproof jackets not wool, red')).ids), ['red-cotton']);
});

test('a feature after a negated colour and a comma is asked for too', async () => {
  const found = await search('jackets without red, waterproof');
  assert.equal(sorted(found.ids), ['blue-cotton', 'blue-leather', 'green-nylon']);
  assert.match(found.chat, /without red/);
  assert.not.match(found.chat, /without red or waterproof/);
});

test('a list of one kind stays one exclusion', async () => {
  assert.equal((await search('jackets, no wool, nylon or leather')).ids, ['blue-cotton', 'red-cotton']);
  assert.equal(sorted((await search('jackets not leather or blue')).ids), [
    'green-nylon',
    'red-cotton',
    'red-wool',
  ]);
});

test.run();
