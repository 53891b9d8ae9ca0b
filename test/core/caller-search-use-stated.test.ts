/**
 * What a pick is said to hold of the request, through the core's caller on a real SQLite catalogue: a word only its
 * category holds is said of the category ("headphones for running": Sport Earbuds of "Electronics > Headphones" had
 * been said to mention "headphones"), and a use the description states in another form of the word, past an "and"
 * ("Made for gym sessions and long runs"), is credited: the earbuds match "headphones for running".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const earbuds = (id: string, title: string, description: string, rating: number): Product => ({
  id,
  title,
  description,
  category: 'Electronics > Headphones',
  price: 60,
  rating,
  reviewCount: 400,
  attributes: { color: 'black' },
});

const products: Product[] = [
  earbuds('pulse', 'Pulse Sport Earbuds', 'Clear sound. Made for gym sessions and long runs.', 4.8),
  earbuds('desk', 'Desk Earbuds', 'Clear sound for calls at your desk.', 4.7),
];

const { search } = await shopCaller(products);

test('a use stated in another form of the word is credited; a category word is said of the category', async () => {
  const { ids, chat } = await search('headphones for running');
  assert.equal([...ids].sort(), ['desk', 'pulse']);
  assert.match(
    chat,
    /Pulse Sport Earbuds, \$60, rated 4\.8\/5 from 400 reviews; it matches "headphones for running"/u,
  );
  assert.match(chat, /Desk Earbuds, \$60, rated 4\.7\/5 from 400 reviews; it is in Headphones/u);
  assert.not.match(chat, 'mentions "headphones"');
  const part = await search('headphones for running with bass');
  assert.match(part.chat, /Pulse Sport Earbuds, .*; it is in Headphones and matches "running"/u);
});

test.run();
