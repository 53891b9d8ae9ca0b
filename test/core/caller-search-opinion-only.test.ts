/**
 * A request of words of opinion alone: "the best" had searched "best", which no product holds ("I couldn't find any
 * best."); it is now the shop's best rated products, and after a search its matches best rated first.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { search, converse } = await shopCaller(demoProducts());

test('"best", "the best", "show me the best": the best rated products', async () => {
  for (const request of ['best', 'the best', "what's the best?", 'show me the best', 'the very best']) {
    const { total, chat } = await search(request);
    assert.ok(total > 0, request);
    assert.ok(chat.startsWith('Showing products, best rated first.'), `${request}: ${chat}`);
  }
});

test('"the best" after a search orders its matches best rated first', async () => {
  await converse('tents', 'opinion');
  const best = await converse('the best', 'opinion');
  assert.ok(best.chat.startsWith('Showing tents, best rated first.'), best.chat);
});

test('beside a product, "good" and "great" are dropped as before: relevance order ("best": best-beside test)', async () => {
  for (const request of ['good headphones', 'great headphones']) {
    const { chat } = await search(request);
    assert.ok(chat.startsWith('Showing headphones. '), chat);
  }
});

test.run();
