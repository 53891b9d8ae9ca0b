/**
 * Other values asked in a conversation: "any other colour?" after "black headphones" had been read as a follow-up
 * naming nothing new, so the shopper saw "Showing black headphones." with the same list again. It now takes the
 * colour back and leaves the asked one out ("Showing headphones, without black."), as "any colour but black"
 * does; "other brands?" does the same for a brand.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const headphones = (id: string, colour: string, brand: string): Product => ({
  id,
  title: `${brand} Wireless Headphones`,
  brand,
  category: 'Electronics > Headphones',
  price: 80,
  attributes: { color: colour },
});

const products: Product[] = [
  headphones('black-a', 'black', 'Quietwave'),
  headphones('black-b', 'matte black', 'Sonora'),
  headphones('white', 'white', 'Quietwave'),
  headphones('navy', 'navy', 'Sonora'),
  headphones('sage', 'sage', 'Quietwave'),
];

const { converse } = await shopCaller(products);

test('"any other colour?" after black headphones shows the other colours, and says black is left out', async () => {
  const asks = [
    'any other colour?',
    'do you have them in a different colour',
    'other colours?',
    'another color',
  ];
  for (const [i, words] of asks.entries()) {
    const session = `other-colour-${i}`;
    assert.equal([...(await converse('black headphones', session)).ids].sort(), ['black-a', 'black-b']);
    const { ids, chat } = await converse(words, session);
    assert.equal([...ids].sort(), ['navy', 'sage', 'white'], words);
    assert.match(chat, /Showing headphones, without black\./, words);
    assert.match(chat, /colour black/, words);
  }
});

test('"other brands?" after a brand leaves that brand out', async () => {
  await converse('Sonora headphones', 'other-brand');
  const { ids, chat } = await converse('any other brands?', 'other-brand');
  assert.equal([...ids].sort(), ['black-a', 'sage', 'white']);
  assert.match(chat, /not by Sonora/);
});

test.run();
