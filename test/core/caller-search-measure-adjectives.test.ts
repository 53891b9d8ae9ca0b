/**
 * A plain adjective of a measure: "thin yoga mat" had searched the word "thin" ('No product mentions "thin"')
 * though the mats give their thickness, and "a yoga mat, purple or pink, not too thick" dropped "not too thick"
 * unsaid. "thin" / "thick" now order as "thinnest" / "thickest" where the catalogue measures thickness, and "not
 * too thick" as "thinnest" ("Showing yoga mat, thinnest first."). After the kind, "yoga mat thick" had said "None of
 * them has "thick" in its name"; it now orders as "thick yoga mat".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const mat = (id: string, thickness: string, color: string): Product => ({
  id,
  title: 'Yoga Mat',
  category: 'Yoga > Mats',
  price: 40,
  attributes: { thickness, color },
});

const products: Product[] = [
  mat('six', '6 mm', 'purple'),
  mat('four', '4 mm', 'pink'),
  mat('ten', '10 mm', 'pink'),
  mat('two', '2 mm', 'black'),
];

const { app, search } = await shopCaller(products);

test('"thin yoga mat" lists the thinnest first, and says so', async () => {
  const found = await search('thin yoga mat');
  assert.equal(found.ids, ['two', 'four', 'six', 'ten']);
  assert.match(found.chat, /^Showing yoga mat, thinnest first\./);
  assert.not.match(found.chat, /mentions "thin"/);
});

test('"thick yoga mat" lists the thickest first', async () => {
  const found = await search('a thick yoga mat');
  assert.equal(found.ids, ['ten', 'six', 'four', 'two']);
  assert.match(found.chat, /^Showing yoga mat, thickest first\./);
});

test('after the kind, "yoga mat thick" orders as "thick yoga mat"; "light" there stays a noun', async () => {
  const found = await search('yoga mat thick');
  assert.equal(found.ids, ['ten', 'six', 'four', 'two']);
  assert.match(found.chat, /^Showing yoga mat, thickest first\./);
  assert.not.match(found.chat, /"thick"/);
  // "mat light" ending its phrase is still a noun ("cabinet light"): no order by weight asked.
  assert.match((await search('yoga mat light')).chat, /^Showing yoga mat light\./);
});

test('"not too thick" orders thinnest first, and the chat says it', async () => {
  const found = await search('i want a yoga mat, purple or pink, not too thick');
  assert.equal(found.ids, ['four', 'six', 'ten']);
  assert.match(found.chat, /^Showing purple or pink yoga mat, thinnest first\./);
});

test.after(() => app.close());
test.run();
