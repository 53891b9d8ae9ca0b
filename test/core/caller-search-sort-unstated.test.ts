/**
 * A sort by a value the matches do not state. In a shop stating no prices or ratings, "best rated phone case for
 * iphone 6" and "cheap phone case for iphone 6" had listed the iPhone 4 and 5 cases first (level on the missing
 * value, then by id) and said "…, best rated first." / "…, cheapest first."; now the iPhone 6 cases come first, as
 * without the sort word, and the chat says "None of these states its rating, so they are in order of relevance."
 * Products level on a value they do state (two at the same price) come in relevance order too.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const bare: Product[] = [
  { id: 'a-case-5', title: 'Leather Phone Case for iPhone 5', description: 'A slim leather case.' },
  { id: 'b-case-4', title: 'Silicone Phone Case for iPhone 4', description: 'A soft silicone case.' },
  { id: 'y-case-6', title: 'Rugged Phone Case for iPhone 6', description: 'A shockproof case.' },
  { id: 'z-case-6', title: 'Wallet Phone Case for iPhone 6', description: 'A case with card slots.' },
  { id: 'c-film-6', title: 'Screen Protector for iPhone 6', description: 'Tempered glass film.' },
  { id: 'd-cable', title: 'Charging Cable', description: 'A braided charging cable.' },
  { id: 'e-lamp', title: 'Desk Lamp', description: 'An LED desk lamp.' },
  { id: 'f-bottle', title: 'Water Bottle', description: 'A steel water bottle.' },
];

const shop = await shopCaller(bare);

test('sorted by what no match states: relevance order, and the chat says so', async () => {
  const plain = await shop.search('phone case for iphone 6');
  assert.equal(plain.ids.slice(0, 2).sort(), ['y-case-6', 'z-case-6']);
  for (const [asked, states] of [
    ['best rated phone case for iphone 6', 'its rating'],
    ['cheap phone case for iphone 6', 'its price'],
    ['newest phone case for iphone 6', 'when it was added'],
  ] as const) {
    const sorted = await shop.search(asked);
    assert.equal(sorted.ids.slice(0, 2), plain.ids.slice(0, 2), asked);
    assert.match(sorted.chat, `None of these states ${states}, so they are in order of relevance.`);
    assert.not.match(sorted.chat, /first\./);
    assert.match(sorted.chat, /^Showing phone case for iphone 6\. /);
  }
});

test('products level on a stated value come in relevance order, not the most popular first', async () => {
  // Every case at $19.99: the one naming "phone case" in its title before the popular one saying only "phone".
  const priced = await shopCaller(
    bare.map((product) => ({
      ...product,
      price: 19.99,
      ...(product.id === 'y-case-6' && {
        title: 'Rugged Case for iPhone 6',
        description: 'A shockproof cover that fits in any pocket; also a phone stand.',
        rating: 4.9,
        reviewCount: 2000,
      }),
    })),
  );
  const plain = await priced.search('phone case for iphone 6');
  assert.equal(plain.ids.slice(0, 2), ['z-case-6', 'y-case-6']);
  for (const asked of ['cheap phone case for iphone 6', 'most expensive phone case for iphone 6']) {
    const sorted = await priced.search(asked);
    assert.equal(sorted.ids.slice(0, 2), ['z-case-6', 'y-case-6'], asked);
    assert.match(sorted.chat, /(cheapest|most expensive) first\./);
    assert.not.match(sorted.chat, 'None of these');
  }
});

test.run();
