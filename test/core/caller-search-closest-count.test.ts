/**
 * A count of people asked as it is, through the core's caller on a real SQLite catalogue: past the tents of exactly
 * that count, the rest come nearest count first ("tent that sleeps 2": 3-person, then 4-, then 6-person, though the
 * 6-person "Camping Tents" match the words better; looseness alone is capped at twice the room, so 4, 6 and 8 had
 * tied and the words decided), and when none is of that count the chat says so ("waterproof tent that sleeps 2 under
 * 100" showing only a 6-person tent had said only "has 6-person capacity"), but only of a count this turn asked
 * exactly: not of one an earlier turn asked ("under 300" after "tent that sleeps 5"), nor of "sleeps 5 or more".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { tent } from '../helpers/tents.ts';

const products: Product[] = [
  tent('outpost', 'Outpost Spacious Camping Tent', '6-person', { price: 255 }),
  tent('basecamp', 'Basecamp Freestanding Camping Tent', '6-person', { price: 91.99 }),
  tent('alpine', 'Alpine 8-Person Camping Tent', '8-person', { price: 139 }),
  tent('lakeside', 'Lakeside Freestanding Tent', '4-person', { price: 129 }),
  tent('meadow', 'Meadow Backpacking Tent', '3-person', { price: 394 }),
  tent('ridge', 'Ridge Backpacking Tent', '2-person', { price: 304 }),
  tent('sierra', 'Sierra Mountaineering Tent', '2-person', { price: 165 }),
];

const { search, converse } = await shopCaller(products);

test('"camping tent that sleeps 2": after the 2-person tents, the nearest count first', async () => {
  for (const content of ['camping tent that sleeps 2', 'camping tent for 2 people']) {
    const { ids } = await search(content);
    assert.equal([...ids.slice(0, 2)].sort(), ['ridge', 'sierra'], content);
    assert.equal(ids.slice(2, 4), ['meadow', 'lakeside'], content);
    assert.equal([...ids.slice(4, 6)].sort(), ['basecamp', 'outpost'], content);
    assert.is(ids[6], 'alpine', content);
  }
});

test('none of the count asked: the chat says the closest fit is not it', async () => {
  const { ids, chat } = await search('waterproof tent that sleeps 2 under 100');
  assert.equal(ids, ['basecamp']);
  assert.match(chat, 'Nothing here is exactly 2-person; the closest fit is 6-person.');
  const exact = await search('tent that sleeps 2');
  assert.not.match(exact.chat, 'Nothing here is exactly');
  // Cheapest first, the top pick is the cheapest, not the closest fit: the shop has 2-person tents.
  const cheapest = await search('cheapest tent for 2 people');
  assert.is(cheapest.ids[0], 'basecamp');
  assert.not.match(cheapest.chat, 'Nothing here is exactly');
});

test('a count carried from an earlier turn, or asked open-ended, is not said to be met by nothing exactly', async () => {
  const asked = await converse('tent that sleeps 5', 'carried');
  assert.match(asked.chat, 'Nothing here is exactly 5-person; the closest fit is 6-person.');
  const carried = await converse('under 300', 'carried');
  assert.is(carried.ids[0], 'basecamp');
  assert.not.match(carried.chat, 'Nothing here is exactly');
  for (const content of ['tent that sleeps 5 or more', 'tent for 5+ people', 'tent for 5 people or more']) {
    const { ids, chat } = await search(content);
    assert.is(ids.length > 0, true, content);
    assert.not.match(chat, 'Nothing here is exactly', content);
  }
  const again = await converse('what about for 5 people?', 'carried');
  assert.match(again.chat, 'Nothing here is exactly 5-person', again.chat);
});

test.run();
