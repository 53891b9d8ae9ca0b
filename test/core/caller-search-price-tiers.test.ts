/**
 * Price-tier words: "premium backpack" had shown "Showing premium backpack. … None of them has everything you
 * asked for; these come closest." and "mid-range watch" "Showing mid-range watch." with a $60 watch beside a $400
 * one, the word searched and echoed. Now "premium" / "luxury" list the dearest first (as "high end" does),
 * "entry-level" the cheapest first (as "budget" does), "mid-range" / "mid-priced" the middle third of the
 * matches' prices, said so; a price named wins; in a shop whose titles say "Premium" the word stays a name.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, price: number): Product => ({
  id,
  title,
  category,
  price,
  rating: 4.2,
  reviewCount: 300,
  description: `A ${title.toLowerCase()} made to last.`,
});

const backpack = (id: string, price: number) => item(id, `${id} Backpack`, 'Bags > Backpacks', price);
const watch = (id: string, price: number) => item(id, `${id} Watch`, 'Accessories > Watches', price);

const shop = await shopCaller([
  backpack('Rover', 40),
  backpack('Scout', 70),
  backpack('Transit', 95),
  backpack('Nomad', 130),
  backpack('Summit', 180),
  backpack('Atlas', 240),
  watch('Field', 50),
  watch('Quartz', 80),
  watch('Classic', 120),
  watch('Mariner', 160),
  watch('Diver', 250),
  watch('Chrono', 400),
]);

test('"premium backpack" and "luxury watch" list the dearest first, the word neither searched nor echoed', async () => {
  for (const [content, label, first] of [
    ['premium backpack', 'backpack', 'Atlas'],
    ['luxury watch', 'watch', 'Chrono'],
    ['top-tier backpacks', 'backpacks', 'Atlas'],
  ] as const) {
    const found = await shop.search(content);
    assert.match(found.chat, new RegExp(`^Showing ${label}, most expensive first\\.`), found.chat);
    assert.not.match(found.chat, /premium|luxury|tier|none of them has everything/i, found.chat);
    assert.is(found.ids[0], first, content);
  }
});

test('"entry-level backpack" lists the cheapest first, as "budget backpack" does', async () => {
  for (const content of ['entry-level backpack', 'entry level backpack', 'budget backpack']) {
    const found = await shop.search(content);
    assert.match(found.chat, /^Showing backpack, cheapest first\./, found.chat);
    assert.is(found.ids[0], 'Rover', content);
  }
});

test('"mid-range watch" shows the middle third of the watches\' prices, and says so', async () => {
  for (const content of ['mid-range watch', 'mid-priced watch', 'midrange watch']) {
    const found = await shop.search(content);
    assert.match(
      found.chat,
      /^Showing watch \$120 to \$160, the middle third of the prices\./,
      `${content}: ${found.chat}`,
    );
    assert.equal([...found.ids].sort(), ['Classic', 'Mariner'], content);
  }
});

test('a price named wins over the tier: "mid-range watch under 100", "premium backpack under 100"', async () => {
  const watches = await shop.search('mid-range watch under 100');
  assert.match(watches.chat, /^Showing watch under \$100\./, watches.chat);
  assert.equal([...watches.ids].sort(), ['Field', 'Quartz']);
  const backpacks = await shop.search('premium backpack under 100');
  assert.match(backpacks.chat, /^Showing backpack under \$100\./, backpacks.chat);
  assert.not.match(backpacks.chat, /most expensive first|premium/i, backpacks.chat);
});

test('"mid-range ones" after "backpacks" narrows them to the middle third of their prices', async () => {
  await shop.converse('backpacks', 'tiers-1');
  const found = await shop.converse('mid-range ones', 'tiers-1');
  assert.match(found.chat, /^Showing backpacks \$95 to \$130, the middle third of the prices\./, found.chat);
  assert.equal([...found.ids].sort(), ['Nomad', 'Transit']);
});

test('where the titles say "Premium", "premium paint" searches the word: the Premium paints, not the dearest', async () => {
  const paints = await shopCaller([
    item('behr-plus', 'Behr Premium Plus Interior Paint', 'Paint > Interior', 35),
    item('glidden-premium', 'Glidden Premium Interior Paint', 'Paint > Interior', 30),
    item('behr-ultra', 'Behr Ultra Scuff Defense Interior Paint', 'Paint > Interior', 55),
    item('marquee', 'Behr Marquee Interior Paint', 'Paint > Interior', 60),
  ]);
  const found = await paints.search('premium paint');
  assert.match(found.chat, /^Showing premium paint\./, found.chat);
  assert.not.match(found.chat, /most expensive first/, found.chat);
  assert.equal([...found.ids.slice(0, 2)].sort(), ['behr-plus', 'glidden-premium']);
  // A tier the titles do not name is still one there.
  const mid = await paints.search('mid-range paint');
  assert.match(mid.chat, /^Showing paint \$35 to \$55, the middle third of the prices\./, mid.chat);
  paints.app.close();
});

test('a dear look at a low price: the cheapest third of the prices, best rated first', async () => {
  // "a watch that looks expensive but isn't" had said "Showing watch that looks isn't, most expensive first.".
  const rated = (id: string, price: number, rating: number): Product => ({ ...watch(id, price), rating });
  const watches = await shopCaller([
    rated('Field', 50, 3.1),
    rated('Quartz', 80, 4.7),
    rated('Classic', 120, 4.9),
    rated('Mariner', 160, 4.9),
    rated('Diver', 250, 4.9),
    rated('Chrono', 400, 4.9),
  ]);
  for (const content of [
    "a watch that looks expensive but isn't",
    'expensive-looking but affordable watch',
    'a watch that looks designer for less',
    "a cheap watch that doesn't look cheap",
    // Value asked in words: they had listed the cheapest first ("good" searched) or searched "best value".
    'cheap but good watch',
    'good cheap watch',
    'best value watch',
    'a watch, good quality but affordable',
  ]) {
    const found = await watches.search(content);
    assert.match(
      found.chat,
      /^Showing watch under \$80, the cheapest third of the prices, best rated first\./,
      `${content}: ${found.chat}`,
    );
    assert.equal(found.ids, ['Quartz', 'Field'], content);
  }
  // A dear look alone is the dear word: the dearest first (it had searched "that looks").
  const looks = await watches.search('a watch that looks expensive');
  assert.match(looks.chat, /^Showing watch, most expensive first\./, looks.chat);
  assert.is(looks.ids[0], 'Chrono');
  // A price named wins: no third, the best rated under it first.
  const under = await watches.search("a watch that looks expensive but isn't, under 200");
  assert.match(under.chat, /^Showing watch under \$200, best rated first\./, under.chat);
  watches.app.close();
});

test.after(() => shop.app.close());
test.run();
