/**
 * Small talk, through the core's caller on a real SQLite catalogue: a greeting, thanks or a bare acknowledgement
 * ("hello", "thanks!", "ok", "cool", "🙂") is answered as such, inviting the shopper to say what they are looking
 * for, with the shop's popular products still listed (the data message as before: every product, the most popular
 * first). They had opened "Showing products. I found 5 matches; here are the top 5.", and "cool" had searched
 * "cool" (the cooling sheets).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'jacket', title: 'Coastal Softshell Jacket', price: 165, rating: 4.9, reviewCount: 4000 },
  { id: 'boot', title: 'Highpoint Hiking Boot', price: 179.99, rating: 4.8, reviewCount: 3000 },
  { id: 'sheets', title: 'Cooling Cotton Sheet Set', price: 89.95, rating: 4, reviewCount: 1800 },
  { id: 'tent', title: 'Ridge Backpacking Tent', price: 200, rating: 4.1, reviewCount: 20 },
  { id: 'mat', title: 'Grip Yoga Mat', price: 40, rating: 3.5, reviewCount: 5 },
];
const popular = ['jacket', 'boot', 'sheets', 'tent', 'mat'];

const { app, search } = await shopCaller(products);

test('a greeting is answered, the popular products listed', async () => {
  for (const request of ['hello', 'hi', 'hi there!', 'Good morning', 'hey guys', '👋']) {
    const found = await search(request);
    assert.equal(found.ids, popular, request);
    assert.is(found.total, 5, request);
    assert.match(found.chat, /^Hi! Tell me what you're looking for/, request);
    assert.match(found.chat, /Popular right now: Coastal Softshell Jacket \(\$165\), Highpoint Hiking Boot/);
    assert.not.match(found.chat, /Showing|I found/, request);
  }
});

test('thanks are answered, the popular products listed', async () => {
  for (const request of ['thanks', 'thank you!', 'Thanks so much 🙂', 'thx']) {
    const found = await search(request);
    assert.equal(found.ids, popular, request);
    assert.match(found.chat, /^You're welcome! /, request);
    assert.not.match(found.chat, /Showing|I found/, request);
  }
});

test('an acknowledgement or an emoji alone invites the shopper, its words never searched', async () => {
  for (const request of ['ok', 'okay.', 'cool', 'great', '🙂', '👍']) {
    const found = await search(request);
    assert.equal(found.ids, popular, request);
    assert.is(found.total, 5, request);
    assert.match(found.chat, /^Whenever you're ready, tell me what you're looking for/, request);
    assert.not.match(found.chat, /Showing|I found/, request);
  }
});

test('small talk beside product words is a search', async () => {
  const found = await search('hi, I need a tent');
  assert.equal(found.ids, ['tent']);
  assert.match(found.chat, /^Showing tent\./);
  assert.match((await search('cool sheets')).chat, /^Showing cool sheets\./);
});

test.after(() => app.close());
test.run();
