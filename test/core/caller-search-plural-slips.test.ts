/**
 * A plural slipped where its singular would: "hiking bots" is two edits from the titles' "Boot" but one from "bot",
 * so it is read through its singular and said back as a plural; a real plural ("shoos") is read as another word only
 * where the titles write that word beside the word typed next to it ("running shoos": "Running Shoe").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, category: string): Product => ({ id, title, category });

const { search } = await shopCaller([
  product('boot1', 'Ridge Waterproof Hiking Boot', 'Shoes > Hiking'),
  product('boot2', 'Summit Leather Hiking Boot', 'Shoes > Hiking'),
  product('shoe1', 'Trail Hiking Shoe', 'Shoes > Hiking'),
  product('run1', 'Horizon Running Shoe', 'Shoes > Running'),
  product('run2', 'Daybreak Cushioned Running Shoe', 'Shoes > Running'),
  product('bag', 'Canyon Tent Stake Bag', 'Bags'),
  product('tent', 'Meadow Dome Tent', 'Outdoor > Tents'),
]);

test('"hiking bots" finds the hiking boots and says "boots"', async () => {
  for (const [request, echo] of [
    ['hiking bots', 'hiking boots'],
    ['bots', 'boots'],
  ] as const) {
    const { ids, chat } = await search(request);
    assert.equal(ids.slice(0, 2).sort(), ['boot1', 'boot2'], request);
    assert.match(chat, new RegExp(`^Showing ${echo}\\.`, 'u'), request);
  }
});

test('"running shoos" is running shoes: the titles write "Running Shoe"', async () => {
  const { ids, chat } = await search('running shoos');
  assert.equal(ids.slice(0, 2).sort(), ['run1', 'run2']);
  assert.match(chat, /^Showing running shoes\./u);
});

test('a real plural whose reading no title writes beside its neighbour stays as typed', async () => {
  // "bugs" is one vowel from "bags", and the stake bag is named with "tent", but no title says "tent bag".
  const { chat } = await search('tent that keeps bugs out');
  assert.not.match(chat, /bags/u);
  assert.match(chat, /No product mentions "keeps" or "bugs"/u);
});

test.run();
