/**
 * "either … or" announces alternatives: "show me jackets, either red or orange, for men" had searched the word
 * "either" ('No product mentions "either"', "Showing red or orange jackets either for men"); the cue now goes and
 * the alternatives are read as "red or orange" are. "either" without an "or" after it stays a word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, color: string, gender: string): Product => ({
  id,
  title: `Packable Rain Jacket`,
  category: 'Clothing > Jackets',
  price: 90,
  attributes: { color, gender, size: ['M', 'L', 'XL'] },
});

const products: Product[] = [
  jacket('red-m', 'red', 'men'),
  jacket('orange-m', 'orange', 'men'),
  jacket('blue-m', 'blue', 'men'),
  jacket('red-w', 'red', 'women'),
  { id: 'tent', title: 'Dome Tent', category: 'Outdoor > Tents', price: 120 },
  { id: 'hammock', title: 'Camping Hammock', category: 'Outdoor > Hammocks', price: 40 },
  { id: 'either', title: 'Either-Way Reversible Mat', category: 'Outdoor > Mats', price: 30 },
];

const { app, search } = await shopCaller(products);

test('"either red or orange" asks for red or orange, and "either" is not searched', async () => {
  for (const request of [
    'show me jackets, either red or orange, for men',
    'jackets for men in either red or orange',
    'either red or orange jackets for men',
  ]) {
    const found = await search(request);
    assert.equal([...found.ids].sort(), ['orange-m', 'red-m'], request);
    assert.match(found.chat, /^Showing red or orange jackets for men\./, request);
    assert.not.match(found.chat, /either/i, request);
  }
});

test('"either a tent or a hammock" searches both, not "either"', async () => {
  const found = await search('either a tent or a hammock');
  assert.equal([...found.ids].sort(), ['hammock', 'tent']);
  assert.not.match(found.chat, /either/i);
});

test('"either" with no "or" after it stays a word', async () => {
  assert.equal((await search('either way mat')).ids[0], 'either');
});

test.after(() => app.close());
test.run();
