/** Words that say nothing of the product: "that actually works", and "safe for" before whom it is for. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'eye', title: 'Morning Eye Cream', category: 'Beauty > Skincare', description: 'Brightens.' },
  { id: 'face', title: 'Face Cream', category: 'Beauty > Skincare', description: 'Works overnight.' },
  {
    id: 'kids-hp',
    title: "Kids' Halo Headphones",
    category: 'Electronics > Headphones',
    attributes: { gender: 'kids' },
  },
  {
    id: 'safe-hp',
    title: 'Safe Sound Headphones',
    category: 'Electronics > Headphones',
    description: 'Safe volume limiting.',
  },
];

const { search } = await shopCaller(products);

test('"eye cream that actually works" searches the eye cream', async () => {
  // It had said "Showing eye cream works." (the face cream "works overnight" ranked by it).
  for (const said of ['eye cream that actually works', 'eye cream that really works']) {
    const found = await search(said);
    assert.equal(found.ids[0], 'eye', said);
    assert.match(found.chat, /^Showing eye cream\./, said);
  }
});

test('"headphones safe for kids" are the kids\' headphones, "safe" no word to match', async () => {
  // It had said "Showing headphones safe for kids." over both, the adult pair mentioning "safe" among them.
  const found = await search('headphones safe for kids');
  assert.equal(found.ids, ['kids-hp']);
  assert.match(found.chat, /^Showing headphones for kids\./);
});

test('"I WANT A RED JACKET NOW": "now" says nothing of the jacket', async () => {
  // It had found nothing: "I couldn't find any red jacket now. No product here mentions "now"."
  const shop = await shopCaller([
    { id: 'red', title: 'Harbor Rain Jacket', category: 'Clothing > Jackets', attributes: { color: 'red' } },
    { id: 'blue', title: 'Ridge Rain Jacket', category: 'Clothing > Jackets', attributes: { color: 'blue' } },
  ]);
  for (const said of ['I WANT A RED JACKET NOW', 'i need a red jacket asap', 'red jacket right now']) {
    const found = await shop.search(said);
    assert.equal(found.ids, ['red'], said);
  }
});

test.run();
