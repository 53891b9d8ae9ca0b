/**
 * A trip's place that narrows nothing is said so, through the core's caller: "I'm going to Scotland in October"
 * after "tent" in the demo shop had shown the same tents with no word about the trip. Now the chat says it can't
 * tell the weather there and asks what they must handle; the next turn says it no more.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const NOTE =
  "I can't tell what the weather will be in Scotland in October, so these aren't chosen for the trip; tell me what " +
  "they need to handle (rain, cold, wind) and I'll narrow them.";

test('"I\'m going to Scotland in October" after "tent" keeps the tents and says the trip chose nothing', async () => {
  const tents = await demo.converse('tent', 'trip-1');
  const trip = await demo.converse("I'm going to Scotland in October", 'trip-1');
  assert.ok(trip.chat.startsWith('Showing tent.'), trip.chat);
  assert.ok(trip.chat.includes(NOTE), trip.chat);
  assert.equal(trip.ids, tents.ids);
  const next = await demo.converse('in green', 'trip-1');
  assert.not.match(next.chat, /weather/);
});

test('a trip said with a kind is said too; a request naming none is not', async () => {
  const { chat } = await demo.search("a jacket, I'm going to Iceland in March");
  assert.match(chat, /I can't tell what the weather will be in Iceland in March/);
  const plain = await demo.search('rain jacket');
  assert.not.match(plain.chat, /weather/);
});

test.after(() => demo.app.close());
test.run();
