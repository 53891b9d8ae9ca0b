/**
 * A comparative the titles use as a noun: in a shop whose products give weights and whose titles name lighters,
 * "cigarette lighter" ending a follow-up had been read as "lighter" than the stoves just shown ("Showing cigarette,
 * lightest first.") and "a lighter" as the stoves lightest first; on a stove's page both had asked for a weight
 * under the stove's. After an article or a noun that modifies it, such a word is now words to match; after
 * "something", "ones" or before "one" it still compares, as it does where no title uses the word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, category: string, weight: string, price: number): Product => ({
  id,
  title,
  category,
  price,
  rating: 4.5,
  reviewCount: 10,
  attributes: { weight },
});
const stoves: Product[] = [
  product('compact', 'Compact Camping Stove', 'Outdoor > Stoves', '300 g', 40),
  product('dual', 'Dual Burner Camping Stove', 'Outdoor > Stoves', '2 kg', 90),
];
const lighters: Product[] = [
  product('windproof', 'Windproof Cigarette Lighter', 'Outdoor > Fire', '50 g', 12),
  product('butane', 'Refillable Butane Lighter', 'Outdoor > Fire', '80 g', 15),
  product('fluid', 'Lighter Fluid 4 oz', 'Outdoor > Fire', '120 g', 5),
];
const shop = await shopCaller([...stoves, ...lighters]);

test('after "camping stove", "cigarette lighter" and "a lighter" look for lighters, not the lightest stove', async () => {
  for (const [next, top, shown] of [
    ['cigarette lighter', ['windproof'], 'Showing cigarette lighter.'],
    ['and a cigarette lighter', ['windproof'], 'Showing cigarette lighter.'],
    ['do you have a lighter?', ['windproof', 'butane'], 'Showing lighter.'],
    ['a lighter', ['windproof', 'butane'], 'Showing lighter.'],
    ['lighter fluid', ['fluid'], 'Showing lighter fluid.'],
  ] as const) {
    await shop.converse('camping stove', next);
    const { ids, chat } = await shop.converse(next, next);
    assert.ok(
      top.some((id) => id === ids[0]),
      `${next}: ${chat}`,
    );
    assert.ok(!ids.includes('compact') && !ids.includes('dual'), `${next}: ${chat}`);
    assert.ok(chat.startsWith(shown), `${next}: ${chat}`);
    assert.not.match(chat, /lightest first/, chat);
  }
});

test('"lighter ones", "something lighter", "a lighter one" still order the stoves by weight', async () => {
  for (const next of ['lighter ones', 'something lighter', 'a lighter one', 'a bit lighter']) {
    await shop.converse('camping stove', `still ${next}`);
    const { ids, chat } = await shop.converse(next, `still ${next}`);
    assert.equal(ids, ['compact', 'dual'], `${next}: ${chat}`);
    assert.ok(chat.startsWith('Showing camping stove, lightest first.'), chat);
  }
});

test('on a stove’s page, "a cigarette lighter" looks for lighters, "a lighter one" for a lighter stove', async () => {
  for (const content of ['do you have a cigarette lighter?', 'a lighter']) {
    const { ids, chat } = await shop.askOnPage(content, undefined, 'dual');
    assert.ok(
      ['windproof', 'butane'].some((id) => id === ids[0]),
      `${content}: ${chat}`,
    );
    assert.not.match(chat, /weight under/, chat);
  }
  const { ids, chat } = await shop.askOnPage('a lighter one', undefined, 'dual');
  assert.equal(ids, ['compact'], chat);
  assert.match(chat, /weight under 2 kg/, chat);
});

test('where no title uses the word, "a lighter" after "camping stove" still orders by weight', async () => {
  const stovesOnly = await shopCaller(stoves);
  await stovesOnly.converse('camping stove', 'no lighters');
  const { ids, chat } = await stovesOnly.converse('a lighter', 'no lighters');
  assert.equal(ids, ['compact', 'dual'], chat);
  assert.ok(chat.startsWith('Showing camping stove, lightest first.'), chat);
});

test.run();
