/**
 * A question about "it" with nothing it can be, through the core's caller on a real SQLite catalogue: no product page,
 * no list shown in the conversation, no product asked about. "is it waterproof?" had said "Showing it waterproof."
 * over 51 products of every kind, and "what is it made of?" "Showing it made." over eye creams; the chat now asks
 * which product is meant, and names the popular ones (core/procedures/focused-product.ts, small talk `which`).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { app, search, converse, askOnPage } = await shopCaller(products);
const WHICH =
  /^Which product do you mean\? Tell me its name, or ask me on its page, and I'll answer\. Popular right now: /;

test('a question about "it" with nothing it can be asks which product is meant', async () => {
  for (const request of [
    'is it waterproof?',
    'what is it made of?',
    'does it come in red?',
    'is this in stock?',
    'how much is it?',
  ]) {
    const { chat } = await search(request);
    assert.match(chat, WHICH, request);
    assert.not.match(chat, /Showing/, request);
  }
});

test('in a conversation with no list yet too; after a list it asks of the top pick', async () => {
  assert.match((await converse('is it waterproof?', 'which')).chat, WHICH);
  await converse('tents', 'which');
  assert.match((await converse('is it waterproof?', 'which')).chat, /^(?:Yes|No): the /);
});

test('on a product page "it" is the product, and "are they …?" or a named product is searched', async () => {
  const jacket = products.find((product) => product.category === 'Clothing > Jackets')!;
  assert.not.match((await askOnPage('is it waterproof?', undefined, jacket.id)).chat, WHICH);
  assert.not.match((await search('are they waterproof?')).chat, WHICH);
  assert.not.match((await search('waterproof jackets')).chat, WHICH);
  // A question naming its own products points at none, nor does one of the shop's policies.
  assert.not.match((await search('what sizes in hiking boots?')).chat, WHICH);
  assert.not.match((await search('is it ok to wash wool sweaters?')).chat, WHICH);
  assert.match(
    (await search('is it possible to return shoes?')).chat,
    /^Returns are a matter of the shop's policy/,
  );
  assert.match((await search('does it ship to canada?')).chat, /^Shipping is a matter of the shop's policy/);
});

test.after(() => app.close());
test.run();
