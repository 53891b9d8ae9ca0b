/**
 * Asking for help, through the core's caller on a real SQLite catalogue: "help", "what can you do?", "how does this
 * work?" say briefly what the shopper can ask (a product with a budget, a colour, a size or who it is for, comparing,
 * questions on a product's page), the popular products listed, none of their words searched. "what can you do?" had
 * listed the leggings whose description says "you" ("Showing can you do."), "how does this work?" had found nothing
 * ('No product here mentions "how"').
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'jacket', title: 'Coastal Softshell Jacket', price: 165, rating: 4.9, reviewCount: 4000 },
  { id: 'boot', title: 'Highpoint Hiking Boot', price: 179.99, rating: 4.8, reviewCount: 3000 },
  {
    id: 'leggings',
    title: 'Harmony Yoga Leggings',
    price: 95.99,
    rating: 4.1,
    reviewCount: 11,
    description: 'Leggings that move with you, whatever you can do.',
  },
  { id: 'tent', title: 'Ridge Backpacking Tent', price: 200, rating: 4.1, reviewCount: 20 },
];
const popular = ['jacket', 'boot', 'tent', 'leggings'];

const { app, search, askOnPage } = await shopCaller(products);

test('a help or capability question says what the shopper can ask, the popular products listed', async () => {
  for (const request of [
    'help',
    'What can you do?',
    'how does this work?',
    'can you help me?',
    'hi! help please',
  ]) {
    const found = await search(request);
    assert.equal(found.ids, popular, request);
    assert.is(found.total, 4, request);
    assert.match(
      found.chat,
      /^I can find products for you: tell me what you're looking for, with a budget, a colour/,
    );
    assert.match(found.chat, /compare the products I show/, request);
    assert.match(found.chat, /questions on a product's page/, request);
    assert.match(found.chat, /Popular right now: Coastal Softshell Jacket \(\$165\)/, request);
    assert.not.match(found.chat, /Showing|I found|"you"|"how"/, request);
  }
});

test('a request for help with a product is a search', async () => {
  assert.equal((await search('help me find a tent')).ids, ['tent']);
});

test('on a product page, "how does this work?" asks about the product', async () => {
  const { chat } = await askOnPage('how does this work?', undefined, 'boot');
  assert.not.match(chat, /^I can find products for you/);
});

test.after(() => app.close());
test.run();
