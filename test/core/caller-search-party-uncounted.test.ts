/**
 * A party said by its members, one of them a plural without its count ("tent for us and the kids", "for me and my
 * kids"), asks room for the fewest it can be (`audience.party.uncounted`: two of a plural; "us" two) and the chat
 * asks how many they are. "tent for us and the kids" had said "Showing tent for us. … I relaxed: for kids." over
 * 2-person tents. A group said without its count ("tent for a family") stays the roomiest first, and asks too. The
 * question is the turn's own: carried on ("under 300"), the room stays and it is not asked again.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const tent = (id: string, capacity: number, rating: number): Product => ({
  id,
  title: `Ridge ${capacity}-Person Tent`,
  category: 'Outdoor > Tents',
  price: 100 + capacity * 20,
  rating,
  reviewCount: 400,
  attributes: { capacity: `${capacity}-person` },
});

// The small ones are the best rated: only the room asked puts the 4-person one first.
const { search, converse } = await shopCaller([
  tent('two', 2, 4.9),
  tent('three', 3, 4.8),
  tent('four', 4, 4.2),
  tent('six', 6, 4.0),
  tent('eight', 8, 3.9),
]);

const ASKED = /Tell me how many of you there are and I'll show the ones that fit you all\./;

test('a plural without its count is the fewest it can be, and the count is asked', async () => {
  const us = await search('tent for us and the kids');
  assert.is(us.ids[0], 'four');
  assert.not.ok(us.ids.includes('two') || us.ids.includes('three'), 'room for at least 4');
  assert.match(us.chat, /^Showing tent, for at least 4 people\./);
  assert.match(us.chat, ASKED);
  assert.not.match(us.chat, /relaxed|for kids/);
  const me = await search('tent for me and my kids');
  assert.is(me.ids[0], 'three');
  assert.match(me.chat, /^Showing tent, for at least 3 people\./);
});

test('a party counted whole is not asked', async () => {
  const { chat } = await search('tent for me and my wife');
  assert.match(chat, /^Showing tent, for 2 people\./);
  assert.not.match(chat, ASKED);
});

test('a group without its count stays the roomiest first, and asks', async () => {
  const { ids, chat } = await search('tent for a family');
  assert.is(ids[0], 'eight');
  assert.match(chat, ASKED);
  assert.not.match((await search('tent for a family of 4')).chat, ASKED);
});

test('carried on, the room stays and the count is not asked again', async () => {
  assert.match((await converse('tent for us and the kids', 'kids')).chat, ASKED);
  const after = await converse('under 300', 'kids');
  assert.is(after.ids[0], 'four');
  assert.not.match(after.chat, ASKED);
  assert.match((await converse('tent for a family', 'family')).chat, ASKED);
  assert.not.match((await converse('under 300', 'family')).chat, ASKED);
});

test.run();
