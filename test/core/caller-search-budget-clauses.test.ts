/**
 * A follow-up of two clauses, one of them moving the budget ("a bit more, in black", "size 10, a bit more",
 * "cheaper, and in blue"), applies both; beside a pointer at a shown product ("spend a bit more, show me the first
 * one") the budget moved is the one the products like it keep. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, price: number, color: string, size: string[]): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price,
  attributes: { color, size },
});

const products: Product[] = [
  shoe('tempo', 'Tempo Runner Shoe', 60, 'red', ['10']),
  shoe('trail', 'Trail Runner Shoe', 70, 'blue', ['9', '10']),
  shoe('road', 'Road Runner Shoe', 95, 'black', ['10', '11']),
  shoe('pace', 'Pace Runner Shoe', 110, 'blue', ['8', '9']),
];

const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('a budget moved by a degree alone, beside a colour or a size, applies both', async () => {
  const follow: [string, string[], RegExp][] = [
    ['a bit more, in black', ['road'], /^Showing black running shoes under \$100\./],
    ['a bit more and in black', ['road'], /^Showing black running shoes under \$100\./],
    ['in blue, a bit higher', ['trail'], /^Showing blue running shoes under \$100\./],
    ['size 10, a bit more', ['road', 'tempo', 'trail'], /^Showing running shoes in size 10 under \$100\./],
    ['a little less and in red', ['tempo'], /^Showing red running shoes under \$60\./],
    ['a bit more', ['road', 'tempo', 'trail'], /^Showing running shoes under \$100\./],
    // Already read so: "cheaper" sorts, an amount is a bound.
    ['cheaper, and in blue', ['trail'], /^Showing blue running shoes under \$80, cheapest first\./],
    ['in blue but cheaper', ['trail'], /^Showing blue running shoes under \$80, cheapest first\./],
    ['size 10 and under 70', ['tempo', 'trail'], /^Showing running shoes in size 10 under \$70\./],
  ];
  for (const [n, [words, ids, chat]] of follow.entries()) {
    await converse('running shoes under 80', `clause-${n}`);
    const moved = await converse(words, `clause-${n}`);
    assert.equal(sorted(moved.ids), ids, words);
    assert.match(moved.chat, chat, words);
  }
  // "some more" asks for more products, not more budget.
  await converse('running shoes under 80', 'some');
  assert.match((await converse('some more', 'some')).chat, /^Showing running shoes under \$80\./);
});

test('a budget moved beside a pointer moves the one the products like it keep', async () => {
  for (const [n, words] of [
    'spend a bit more, show me the first one',
    'the first one, but a bit higher',
    'spend a little more on the first one',
  ].entries()) {
    await converse('running shoes under 80', `pointed-${n}`);
    const moved = await converse(words, `pointed-${n}`);
    assert.equal(moved.ids, ['tempo', 'road', 'trail'], words);
    assert.match(moved.chat, /^Showing products like the Tempo Runner Shoe under \$100\./, words);
    assert.not.match(moved.chat, /first|spend|bit/i, words);
  }
  // The conversation keeps the moved budget: what narrows or pages it next goes on under $100.
  await converse('running shoes under 80', 'pointed-kept');
  await converse('spend a bit more, show me the first one', 'pointed-kept');
  assert.match((await converse('show me more', 'pointed-kept')).chat, /for running shoes under \$100,/);
  const black = await converse('in black', 'pointed-kept');
  // "in black" narrows the products like it (likeness-turn.ts), still under $100.
  assert.equal(black.ids, ['road']);
  assert.match(black.chat, /^Showing black products like the Tempo Runner Shoe under \$100\./);
  // With no ceiling to move: alternatives dearer than it.
  await converse('running shoes', 'pointed-open');
  const dearer = await converse('spend a bit more on the second one', 'pointed-open');
  assert.equal(dearer.ids, ['pace']);
  assert.match(dearer.chat, /^Showing alternatives to the Road Runner Shoe over \$95\./);
});

test.after(() => app.close());
test.run();
