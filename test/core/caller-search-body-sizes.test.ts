/**
 * A part of the shopper's body said big or small ("i have big feet, need hiking boots", "my feet are small", "for
 * someone with big feet") is no word to match: it had searched "big" ("Showing hiking boots for big feet. … No
 * product mentions "big""). The list is the kind asked, and the chat asks the size fitting it ("Tell me your shoe
 * size…"), unless a size was given. In a fresh request and after a list.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (id: string, title: string, sizes: string[]): Product => ({
  id,
  title,
  category: 'Shoes > Hiking',
  price: 120,
  attributes: { size: sizes },
});

const { search, converse } = await shopCaller([
  boot('ridge', 'Ridge Hiking Boot', ['9', '10', '11']),
  boot('summit', 'Summit Hiking Boot', ['11', '12', '13']),
  { id: 'big-tent', title: 'Big Agnes Style Tent', category: 'Outdoor > Tents', price: 200 },
]);

const ASKED = /Tell me your shoe size and I'll show the ones that come in it\./;

test('big feet ask the shoe size and search no "big"', async () => {
  for (const content of [
    'i have big feet, need hiking boots',
    'hiking boots for someone with big feet',
    'my feet are really small, need hiking boots',
  ]) {
    const { ids, chat } = await search(content);
    assert.equal(ids.sort(), ['ridge', 'summit'], content);
    assert.match(chat, /^Showing hiking boots\./, content);
    assert.match(chat, ASKED, content);
    assert.not.match(chat, /mentions "big"|"small"/, content);
  }
});

test('a size given is not asked again', async () => {
  const { ids, chat } = await search('i have big feet, hiking boots in size 13');
  assert.equal(ids, ['summit']);
  assert.not.match(chat, ASKED);
});

test('said after a list, the list stays and the size is asked', async () => {
  await converse('hiking boots', 'feet');
  const { ids, chat } = await converse('i have big feet', 'feet');
  assert.equal(ids.sort(), ['ridge', 'summit']);
  assert.match(chat, ASKED);
});

test.run();
