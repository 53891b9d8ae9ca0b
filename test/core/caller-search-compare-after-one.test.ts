/**
 * "what's the difference between them" right after a question about one product of a list ("what colours does it
 * come in?") compares that product and the other picks the chat named with it, not the whole list: it had compared
 * all seven waterproof jackets ("Comparing 7 products overall: … and 4 more"). "all of them" still asks for the
 * whole list, and "them" right after the list is the whole list as before. Through the core's caller on the demo
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, converse } = await shopCaller(demoProducts());

test('"them" after a question about one product: it and the other picks named with it', async () => {
  const list = await converse('waterproof jackets', 'one');
  assert.ok(list.ids.length > 3, list.chat);
  const asked = await converse('what colours does it come in?', 'one');
  assert.match(asked.chat, /^The Harbor Rain Jacket comes in/);
  const compared = await converse("what's the difference between them", 'one');
  assert.equal(compared.ids, list.ids.slice(0, 3));
  assert.match(compared.chat, /^Comparing Northvale Harbor Rain Jacket, Driftline Ridge Rain Jacket and /);
  // The one asked about comes first, with the top picks beside it.
  const third = await converse('waterproof jackets', 'third');
  await converse('is the fourth one insulated?', 'third');
  const beside = await converse('compare them', 'third');
  assert.equal(beside.ids, [third.ids[3], third.ids[0], third.ids[1]]);
});

test('"all of them" is the whole list; "them" right after the list too', async () => {
  const list = await converse('waterproof jackets', 'all');
  await converse('what colours does it come in?', 'all');
  const all = await converse('compare all of them', 'all');
  assert.equal(all.ids, list.ids);
  await converse('what colours does it come in?', 'all');
  const five = await converse('compare the first five', 'all');
  assert.equal(five.ids, list.ids.slice(0, 5));
  const plain = await converse('waterproof jackets', 'plain');
  const them = await converse('compare them', 'plain');
  assert.equal(them.ids, plain.ids);
});

test.after(() => app.close());
test.run();
