/**
 * A clause saying what the product does in words of a feature the catalogue tags: in the demo shop "a dutch oven
 * that works on induction" and "king size sheets that keep you cool" opened "None of them has everything you asked
 * for; these come closest", as "works", "keep" and "you" were held against the products, though dutch ovens are
 * tagged "induction compatible" and sheets "cooling". The clause is now that feature, by its words or their stems,
 * and leaves the text. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { listedFeatures } from '../helpers/product-features.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const featuresOf = (id: string): string[] => listedFeatures(products.find((product) => product.id === id));

test('a clause naming a feature the demo shop tags is that feature', async () => {
  for (const [request, opening, feature] of [
    [
      'a dutch oven that works on induction',
      'Showing induction compatible dutch oven.',
      'induction compatible',
    ],
    ['king size sheets that keep you cool', 'Showing cooling sheets in size king.', 'cooling'],
    ['sheets which keep you cool at night', 'Showing cooling sheets.', 'cooling'],
    ['a skillet i can use on induction', 'Showing induction compatible skillet.', 'induction compatible'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(opening), `${request}: ${chat}`);
    assert.not.match(chat, /has everything|mentions "/, request);
    assert.ok(ids.length > 0, request);
    assert.ok(featuresOf(ids[0] ?? '').includes(feature), request);
  }
});

test('after a search, "one that works on induction" narrows it to the feature', async () => {
  await demo.converse('dutch ovens', 'induction');
  const { ids, chat } = await demo.converse('one that works on induction', 'induction');
  assert.ok(chat.startsWith('Showing induction compatible dutch ovens.'), chat);
  assert.ok(ids.length > 0 && ids.every((id) => featuresOf(id).includes('induction compatible')), chat);
});

const item = (id: string, title: string, features: string[]): Product => ({
  id,
  title,
  description: `A ${title.toLowerCase()}.`,
  category: 'Home > Kitchen',
  price: 30,
  attributes: { features },
});

const { search } = await shopCaller([
  item('mug', 'Stoneware Mug', ['dishwasher safe']),
  item('cup', 'Hand-Painted Mug', ['handmade']),
  item('pie', 'Pie Dish', ['oven safe', 'nonstick']),
  item('dish', 'Serving Dish', ['nonstick']),
]);

test('any tagged feature, by a word of its own; a qualifier alone, a negated clause and more words stay', async () => {
  const asked = await search('a mug that can go in the dishwasher');
  assert.equal(asked.ids[0], 'mug');
  assert.ok(asked.chat.startsWith('Showing dishwasher safe mug.'), asked.chat);
  const oven = await search('a dish I can put in the oven');
  assert.equal(oven.ids, ['pie']);
  assert.ok(oven.chat.startsWith('Showing oven safe dish.'), oven.chat);
  // "safe" names no feature alone (it is "dishwasher safe" and "oven safe" alike); "not" leaves the clause.
  for (const request of ['a mug that is safe', "a mug that doesn't go in the dishwasher"]) {
    const { chat } = await search(request);
    assert.not.match(chat, /dishwasher safe mug/, request);
  }
  // A part saying more than the feature stays, with its opener.
  const more = await search('a mug that goes in the dishwasher and holds tea');
  assert.ok(more.chat.startsWith('Showing dishwasher safe mug that holds tea.'), more.chat);
});

test.run();
