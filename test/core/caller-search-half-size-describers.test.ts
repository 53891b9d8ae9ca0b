/**
 * A half size after a word and before a built-in colour, material or feature, through the core's caller on a real
 * SQLite catalogue: "hiking boots 8.5 waterproof", "running shoes 9.5 black" ask for that size, as "hiking boots
 * 10.5 men" did; they had kept "8.5" a word to match and listed boots not sold in it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (id: string, color: string, size: string[]): Product => ({
  id,
  title: `Waterproof Hiking Boot in ${color}`,
  category: 'Shoes > Hiking',
  price: 120,
  attributes: { color, size, features: ['waterproof'] },
});

const products: Product[] = [
  boot('half-black', 'black', ['8', '8.5', '9']),
  boot('whole-black', 'black', ['8', '9', '10']),
  boot('half-brown', 'brown', ['8.5', '9.5']),
];

const { search } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('a half size before a feature or a colour is the size', async () => {
  const waterproof = await search('hiking boots 8.5 waterproof');
  assert.equal(sorted(waterproof.ids), ['half-black', 'half-brown']);
  assert.match(waterproof.chat, /in size 8\.5/);
  assert.equal((await search('hiking boots 8.5 black, under 150')).ids, ['half-black']);
});

test.run();
