/**
 * Cheapness negated asks for quality, not a price order: "sunglasses that don't look cheap" had shown "Showing
 * sunglasses that don't look, cheapest first" ("cheap" read as the cheapest sort, "don't look" searched), and "i
 * dont want anything cheap looking, a nice watch" "Showing i dont want looking nice watch, cheapest first". The
 * phrase now leaves the text and the matches are listed best rated first; "cheap" alone still sorts cheapest first.
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
  rating: number,
  material: string,
) => ({
  id,
  title,
  category,
  price,
  rating,
  reviewCount: 400,
  description: `Well made ${title.toLowerCase()} that looks good and lasts.`,
  attributes: { material },
});

const products: Product[] = [
  item('shades-budget', 'Budget Square Sunglasses', 'Accessories > Sunglasses', 12, 3.1, 'plastic'),
  item('shades-mid', 'Round Sunglasses', 'Accessories > Sunglasses', 60, 4.2, 'acetate'),
  item('shades-best', 'Aviator Sunglasses', 'Accessories > Sunglasses', 140, 4.9, 'titanium'),
  item('shades-plastic', 'Sport Sunglasses', 'Accessories > Sunglasses', 90, 4.6, 'plastic'),
  item('watch-budget', 'Quartz Watch', 'Accessories > Watches', 40, 3.4, 'stainless steel'),
  item('watch-best', 'Automatic Dive Watch', 'Accessories > Watches', 300, 4.8, 'stainless steel'),
  item('watch-mid', 'Field Watch', 'Accessories > Watches', 150, 4.3, 'leather'),
];

const { search, converse } = await shopCaller(products);

test('"sunglasses that don\'t look cheap" lists the best rated first, its words neither sorted nor searched', async () => {
  for (const content of [
    "sunglasses that don't look cheap",
    'sunglasses that dont look cheap',
    'not cheap sunglasses',
    'sunglasses that are not cheaply made',
    'nothing cheap-looking, sunglasses',
  ]) {
    const found = await search(content);
    assert.match(found.chat, /^Showing sunglasses, best rated first\./, `${content}: ${found.chat}`);
    assert.equal(found.ids, ['shades-best', 'shades-plastic', 'shades-mid', 'shades-budget'], content);
  }
});

test('"i dont want anything cheap looking, a nice watch" searches no "dont want" or "looking"', async () => {
  const found = await search('i dont want anything cheap looking, a nice watch');
  assert.ok(!/cheapest|dont|want|looking/i.test(found.chat), found.chat);
  assert.match(found.chat, /best rated first/, found.chat);
  assert.equal(found.ids[0], 'watch-best');
});

test('a price or an order asked still stands beside it; "cheap" alone is still cheapest first', async () => {
  const under = await search("a watch under 200 that doesn't look cheap");
  assert.equal(under.ids, ['watch-mid', 'watch-budget']);
  assert.equal((await search('cheapest sunglasses that dont look cheap')).ids[0], 'shades-budget');
  const cheap = await search('cheap sunglasses');
  assert.match(cheap.chat, /^Showing sunglasses, cheapest first\./, cheap.chat);
});

test('"no cheap plastic" still leaves the plastic ones out', async () => {
  const found = await search('sunglasses, no cheap plastic');
  assert.equal(found.ids, ['shades-best', 'shades-mid']);
});

test('as a follow-up, "nothing cheap looking" orders the last search best rated first', async () => {
  await converse('sunglasses', 'quality');
  const found = await converse('nothing cheap looking', 'quality');
  assert.match(found.chat, /^Showing sunglasses, best rated first\./, found.chat);
  assert.equal(found.ids[0], 'shades-best');
});

test.run();
