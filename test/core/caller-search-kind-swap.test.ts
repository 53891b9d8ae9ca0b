/**
 * A gift hunt over several turns keeps what the shopper established, through the core's caller on a real SQLite
 * catalogue: "what about a backpack instead" swaps the kind of product but keeps the budget and the person, "he
 * likes music" reads the person's interest as a first request does, and "can you go a bit higher" moves the
 * budget by a quarter, with a new kind too ("a bit more budget for a backpack").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (
  id: string,
  title: string,
  category: string,
  price: number,
  attributes: Product['attributes'] = {},
): Product => ({ id, title, category, price, attributes });

const products: Product[] = [
  item('pack-day', 'Ridge Daypack Backpack', 'Bags > Backpacks', 45, { color: 'green' }),
  item('pack-city', 'Metro Commuter Backpack', 'Bags > Backpacks', 70, { color: 'grey' }),
  item('pack-travel', 'Voyager 45L Travel Backpack', 'Bags > Backpacks', 145, { color: 'black' }),
  item('wallet', 'Slim Leather Wallet', 'Accessories > Wallets', 35, { color: 'black', gender: 'men' }),
  item('tie', 'Silk Knit Tie', 'Accessories > Ties', 40, { color: 'black', gender: 'men' }),
  item('kid-phones', "Kids' Halo Headphones", 'Electronics > Headphones', 25, { gender: 'kids' }),
  item('kid-speaker', "Kids' Pebble Speaker", 'Electronics > Speakers', 35, { gender: 'kids' }),
  item('kid-phones-plus', "Kids' Pulse Headphones", 'Electronics > Headphones', 48, { gender: 'kids' }),
  item('studio-phones', 'Studio Over-Ear Headphones', 'Electronics > Headphones', 30, { gender: 'men' }),
  item('kid-tee', "Kids' Pocket Tee", 'Clothing > T-Shirts', 12, { gender: 'kids' }),
  item('yoga-mat', 'Harmony Yoga Mat', 'Sports > Yoga', 50, { gender: 'women' }),
  item('yoga-bolster', 'Calm Yoga Bolster', 'Sports > Yoga', 80, { gender: 'women' }),
  item('scarf', 'Cashmere Scarf', 'Accessories > Scarves', 55, { gender: 'women' }),
];

const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"what about a backpack instead" keeps the budget and the person, not the old kind', async () => {
  for (const [n, swap] of [
    'what about a backpack instead',
    'maybe a backpack then',
    'how about a backpack?',
  ].entries()) {
    await converse('a black gift for my dad under 60', `swap-${n}`);
    const swapped = await converse(swap, `swap-${n}`);
    // Under $60, whatever its colour: the black belonged to the gift before.
    assert.equal(swapped.ids, ['pack-day'], swap);
    assert.match(swapped.chat, /^Showing (?:a )?backpack for your dad under \$60\./, swap);
  }
});

test('a clause of what the person loves keeps them and the budget', async () => {
  await converse('a gift for my 10 year old nephew under 40', 'music');
  const music = await converse('he likes music', 'music');
  assert.equal(sorted(music.ids), ['kid-phones', 'kid-speaker']);
  assert.match(music.chat, /^Showing headphones or speakers for your 10-year-old nephew under \$40\./);
  await converse('a gift for my mom under 60', 'yoga');
  const yoga = await converse("she's into yoga", 'yoga');
  assert.equal(yoga.ids, ['yoga-mat']);
  assert.match(yoga.chat, /for your mom under \$60\./);
});

test('a budget moved by no amount moves the ceiling by a quarter', async () => {
  await converse('a gift for my 10 year old nephew under 40', 'budget');
  await converse('he likes music', 'budget');
  const more = await converse('a bit more budget', 'budget');
  assert.equal(sorted(more.ids), ['kid-phones', 'kid-phones-plus', 'kid-speaker']);
  assert.match(more.chat, /^Showing headphones or speakers for your 10-year-old nephew under \$50\./);
  await converse('backpacks under 60', 'higher');
  const higher = await converse('can you go a bit higher', 'higher');
  assert.equal(sorted(higher.ids), ['pack-city', 'pack-day']);
  assert.match(higher.chat, /^Showing backpacks under \$75\./);
  const lower = await converse('a little lower please', 'higher');
  assert.equal(lower.ids, ['pack-day']);
  assert.match(lower.chat, /^Showing backpacks under \$56\./);
  // With no ceiling to move: dearer than the median backpack shown ($45, $70, $145).
  await converse('backpacks', 'unbounded');
  const dearer = await converse('raise the budget', 'unbounded');
  assert.equal(dearer.ids, ['pack-travel']);
  assert.match(dearer.chat, /^Showing backpacks over \$71, above the middle of what I showed you\./);
});

test('a budget moved with a new kind moves the budget and swaps the kind', async () => {
  for (const [n, moved] of [
    'a bit more budget for a backpack',
    'can you spend a little more on a backpack?',
    'a backpack, with a bit more budget',
  ].entries()) {
    await converse('a gift for my dad under 60', `moved-${n}`);
    const packs = await converse(moved, `moved-${n}`);
    assert.equal(sorted(packs.ids), ['pack-city', 'pack-day'], moved);
    assert.match(packs.chat, /^Showing (?:a )?backpack for your dad under \$75\./, moved);
  }
  // "a bit higher" after words of its own, as a clause of its own: the budget, as alone.
  await converse('a gift for my dad under 40', 'moved-higher');
  const higher = await converse('a backpack, but a bit higher', 'moved-higher');
  assert.equal(higher.ids, ['pack-day']);
  assert.match(higher.chat, /^Showing (?:a )?backpack for your dad under \$50\./);
  // Words that narrow the last search narrow it, within the moved budget.
  await converse('backpacks under 60', 'moved-narrow');
  const grey = await converse('a bit more budget but in grey', 'moved-narrow');
  assert.equal(grey.ids, ['pack-city']);
  // "for her" stays the person's.
  await converse('backpacks under 60', 'moved-her');
  const her = await converse('a bit more budget for her', 'moved-her');
  assert.match(her.chat, /^Showing backpacks for her under \$75\./);
});

test.after(() => app.close());
test.run();
