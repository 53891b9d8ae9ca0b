/**
 * A party said with things that are no room to ask, through the core's caller over the demo shop: "we have two kids
 * and a dog, need a tent" had left "dog" a word to match ("Showing dog tent … No product mentions "dog""), and
 * "backpack for a family of 4" asked a backpack to hold four people (a bound relaxed: "I relaxed: for a family of
 * 4."). The pet goes with the clause, counted as no one; a group of a kind holding no people asks no room.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { search, converse } = await shopCaller(demoProducts());

test('"we have two kids and a dog, need a tent": a tent for a family of 4, no "dog" to match', async () => {
  const found = await search('we have two kids and a dog, need a tent');
  assert.match(found.chat, /^Showing tent, for a family of 4\./);
  assert.not.match(found.chat, /dog/i);
  assert.equal(found.ids, (await search('we have two kids, need a tent')).ids);
});

test('"backpack for a family of 4": backpacks, no room for four asked nor relaxed', async () => {
  const found = await search('backpack for a family of 4');
  assert.match(found.chat, /^Showing backpack\./);
  assert.not.match(found.chat, /relaxed|family/);
  // A tent still holds them, and so does "one for a family of 5" after "tents".
  assert.match((await search('tent for a family of 4')).chat, /^Showing tent, for a family of 4\./);
  await converse('tents', 'party-no-room');
  assert.match(
    (await converse('one for a family of 5', 'party-no-room')).chat,
    /^Showing tents, for a family of 5\./,
  );
});

test.run();
