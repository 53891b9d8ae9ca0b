/**
 * A size standing alone in a comma list: "womens rain jacket, navy, large, under 150" had searched the word
 * "large" ("Showing navy rain jacket large for women under $150 … None of them has everything you asked for"), and
 * "jumper, grey, medium, nothing over 80" said "No product mentions "medium"". The size is now read as one, when
 * the catalogue sells it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, sizes: string[], color = 'navy'): Product => ({
  id,
  title: `${id} Rain Jacket`,
  category: 'Clothing > Jackets',
  price: 120,
  attributes: { color, size: sizes, gender: 'women' },
});

const products: Product[] = [
  jacket('Harbor', ['S', 'M']),
  jacket('Storm', ['M', 'L', 'XL']),
  jacket('Drift', ['L', 'XL'], 'red'),
  { id: 'tent', title: 'Compact Tent', price: 90, description: 'A small tent for one.' },
];

const { search } = await shopCaller(products);

test('a size word alone between commas is the size asked', async () => {
  const large = await search('womens rain jacket, navy, large, under 150');
  assert.equal(large.ids, ['Storm']);
  assert.match(large.chat, /^Showing navy rain jacket for women in size L under \$150\./);
  const medium = await search('a rain jacket, navy, medium, nothing over 150 please?');
  assert.equal([...medium.ids].sort(), ['Harbor', 'Storm']);
  assert.match(medium.chat, /in size M/);
  assert.not.match(medium.chat, /mentions "medium"/);
  const capital = await search('rain jacket, XL, red');
  assert.equal(capital.ids, ['Drift']);
  assert.equal((await search('rain jacket, S, navy')).ids, ['Harbor'], 'a capital letter alone');
});

test('not inside a phrase, nor a size the catalogue does not sell', async () => {
  const phrase = await search('rain jacket, medium weight, navy');
  assert.not.match(phrase.chat, /in size M/, 'a word of a longer item');
  assert.match(phrase.chat, /medium weight/);
  const unsold = await search('rain jacket, xs, navy');
  assert.not.match(unsold.chat, /size XS/, 'no XS is sold');
});

test.run();
