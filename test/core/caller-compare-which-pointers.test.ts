/**
 * "which is cheaper in king, the first or the second?" in a conversation (`sessionId`): a question over which of
 * two products it points at, with no compare cue, compares them, the size asked honoured; it had searched "first".
 * On a product's page, "which is cheaper in king, the Grey Comforter or this one?" compares the viewed product with
 * the one named, as "which is better, … or this one?" did. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { bedding } from '../helpers/sized-bedding.ts';

const { app, converse, askOnPage } = await shopCaller([
  bedding('sateen', 'Sateen Comforter', { Twin: 81.99, 'King/California King': 179.99 }),
  bedding('grey', 'Grey Comforter', { Twin: 112.95, 'King/California King': 156.95 }),
  bedding('percale', 'Percale Duvet Cover', { 'Full/Queen': 100.99, 'King/California King': 116.99 }),
]);

test('"which is cheaper in king, the first or the second?" compares those two in King', async () => {
  const shown = await converse('comforters', 's1');
  assert.equal(shown.ids.slice(0, 2), ['grey', 'sateen']);
  const king = await converse('which is cheaper in king, the first or the second?', 's1');
  assert.equal(king.ids, ['grey', 'sateen']);
  assert.match(king.chat, 'Comparing Grey Comforter and Sateen Comforter on price.');
  assert.match(king.chat, 'In King/California King, the cheaper is Grey Comforter at $156.95');
  const twin = await converse('which one is cheaper in twin: the second one or the first one?', 's1');
  assert.equal(twin.ids, ['sateen', 'grey']);
  assert.match(twin.chat, 'In Twin, the cheaper is Sateen Comforter at $81.99');
  const third = await converse('which is lighter, the first or the third?', 's1');
  assert.equal(third.ids, ['grey', 'percale']);
});

test('a question over which with one pointer or none is no comparison of the page', async () => {
  await converse('comforters', 's2');
  assert.not.match((await converse('which is cheaper?', 's2')).chat, /Comparing/);
  await converse('comforters', 's3');
  assert.not.match((await converse('which is the first one?', 's3')).chat, /Comparing/);
});

test('on a page, "which is cheaper in king, X or this one?" compares the viewed product with X', async () => {
  const king = await askOnPage(
    'which is cheaper in king, the Grey Comforter or this one?',
    undefined,
    'sateen',
  );
  assert.equal(king.ids, ['sateen', 'grey']);
  assert.match(king.chat, 'In King/California King, the cheaper is Grey Comforter at $156.95');
  const plain = await askOnPage('which is cheaper, this one or the Grey Comforter?', undefined, 'sateen');
  assert.match(plain.chat, 'Comparing Sateen Comforter and Grey Comforter on price.');
});

test.after(() => app.close());
test.run();
