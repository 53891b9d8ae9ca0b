/**
 * Everyday-noun colours ("gold", "silver", "olive", "cream") asked as alternatives, through the core's caller on a
 * real SQLite catalogue: a list of them the shop sells, before a word or as an item of a comma list, is the
 * colours, as one of them alone before a word was ("gold watch"). "gold or silver watches" had searched the words
 * and listed a black watch whose title says "Gold-Tone".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const watch = (id: string, title: string, color: string): Product => ({
  id,
  title,
  category: 'Accessories > Watches',
  price: 150,
  rating: 4.5,
  reviewCount: 20,
  attributes: { color },
});

const products: Product[] = [
  watch('gold', 'Classic Quartz Watch', 'gold'),
  watch('silver', 'Harbor Dive Watch', 'silver'),
  watch('black', 'Gold-Tone Field Watch', 'black'),
  watch('olive', 'Mariner Watch', 'olive'),
];

const { search } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"gold or silver watches" asks for the two colours', async () => {
  const found = await search('gold or silver watches');
  assert.equal(sorted(found.ids), ['gold', 'silver']);
  assert.equal(sorted((await search('olive or silver watch')).ids), ['olive', 'silver']);
});

test('so does such a list as an item of a comma list', async () => {
  const found = await search('watches under 300, gold or silver, best rated');
  assert.equal(sorted(found.ids), ['gold', 'silver']);
  assert.match(found.chat, /^Showing gold or silver watches under \$300, best rated first\./);
});

test.run();
