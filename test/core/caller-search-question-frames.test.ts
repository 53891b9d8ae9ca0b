/**
 * A question asking what to buy names its kind between its words: "what jacket should I get?" had searched
 * "jacket should I get" with "jacket" a mere modifier (and "I'm going to Iceland in March, what jacket should I
 * get?" found nothing); "any suggestions?" and "jacket recommendations" had searched "suggestions" and
 * "recommendations". Now the jackets, the running shoes. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category;

test('"what jacket should I get?" lists jackets', async () => {
  for (const request of [
    'what jacket should I get?',
    'which jacket would you buy?',
    'any jacket recommendations?',
  ]) {
    const { ids, chat } = await demo.search(request);
    assert.match(chat, /^Showing jacket\./u, request);
    assert.is(ids.length, 10);
    for (const id of ids) assert.is(categoryOf(id), 'Clothing > Jackets', request);
  }
});

test('a trip said before the question still lists jackets', async () => {
  const { ids, chat } = await demo.search("I'm going to Iceland in March, what jacket should I get?");
  assert.ok(ids.length > 0, chat);
  for (const id of ids) assert.is(categoryOf(id), 'Clothing > Jackets');
});

test('"any suggestions?" is no word to match', async () => {
  const { chat } = await demo.search('my feet get sweaty in my running shoes, any suggestions?');
  assert.match(chat, /^Showing breathable running shoes\./u);
  assert.not.match(chat, 'suggestions');
});

test.run();
