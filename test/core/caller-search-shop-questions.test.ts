/**
 * A question about the shop itself ("is this store legit?", "are you a real shop?", "can I trust this website?") is
 * answered as one: what the assistant can do, and the shop's own pages for what no product's data says. It had asked
 * "Which product do you mean?" (its "this" read as a product), answered of the top pick after a list ("nothing about
 * the Harbor Rain Jacket mentions "store""), or searched "real shop". Questions asking the shop for products ("does
 * this store have tents?", "do you have anything for camping?") and its policies ("do you ship to Canada?") are read
 * as before. With nothing shown and no page, "this" doubted as a shop is ("is this a scam?", "is this legit?") is the
 * shop; it had asked "Which product do you mean?". Through the core's caller on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, converse } = await shopCaller(demoProducts());

const SHOP = /^I'm the shop's product assistant: .*can't vouch for the shop itself.*Its own pages/;

test('a question about the store is answered as one, alone and after a list', async () => {
  for (const [index, question] of [
    'is this store legit?',
    'are you a real shop?',
    'can I trust this website?',
  ].entries()) {
    const alone = await converse(question, `alone-${index}`);
    assert.match(alone.chat, SHOP, question);
    assert.not.match(alone.chat, /Which product do you mean|couldn't find/, question);
    assert.ok(alone.chat.includes('Popular right now:'), alone.chat);
    const session = `after-${index}`;
    const list = await converse('waterproof jackets', session);
    const after = await converse(question, session);
    assert.match(after.chat, SHOP, question);
    assert.ok(after.chat.includes('These are still the waterproof jackets.'), after.chat);
    assert.equal(after.ids, list.ids, question);
  }
});

test('asking the shop for products, or about its policies, is read as before', async () => {
  const tents = await converse('does this store have tents?', 'tents');
  assert.ok(tents.chat.startsWith('Showing tents.'), tents.chat);
  const camping = await converse('do you have anything for camping?', 'camping');
  assert.ok(camping.chat.startsWith('Showing products for camping.'), camping.chat);
  const mop = await converse('can you use a sponge mop on tiles?', 'mop');
  assert.not.match(mop.chat, SHOP);
  const best = await converse('what is the best thing in the store?', 'best');
  assert.not.match(best.chat, SHOP);
  const shipping = await converse('do you ship to Canada?', 'ship');
  assert.match(shipping.chat, /^Shipping is a matter of the shop's policy/);
  const who = await converse('who are you?', 'who');
  assert.match(who.chat, /^I can find products for you/);
});

test('with nothing shown and no page, "this" doubted is the shop; after a list or of a product it is not', async () => {
  for (const [index, question] of ['is this a scam?', 'is this legit?'].entries()) {
    const alone = await converse(question, `doubt-${index}`);
    assert.match(alone.chat, SHOP, question);
    assert.not.match(alone.chat, /Which product do you mean/, question);
    const session = `doubt-after-${index}`;
    await converse('waterproof jackets', session);
    assert.not.match((await converse(question, session)).chat, SHOP, question);
  }
  for (const [index, question] of ['is this waterproof?', 'is this jacket legit?'].entries())
    assert.not.match((await converse(question, `product-${index}`)).chat, SHOP, question);
});

test.after(() => app.close());
test.run();
