/**
 * Whether the viewed product can be bought or ordered, and when it will be back: answered from its stock ("can I
 * buy it?" had got "I can't tell: nothing about … mentions "buy"", "when will it be back?" a line of its
 * description), never with a restock date the data does not hold. Through the core's caller on a real SQLite
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, available: boolean, extra: Partial<Product> = {}): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price: 120,
  available,
  description: 'A light mesh upper and a grippy outsole for muddy trails.',
  attributes: { features: ['breathable'] },
  ...extra,
});

const { app, ask } = await shopCaller([
  shoe('gone', 'Crosswind Trail Running Shoe', false),
  shoe('here', 'Tempo Road Running Shoe', true),
  shoe('teal', 'Ridge Trail Running Shoe', true, {
    variants: [
      { id: 'teal-1', title: 'Teal', available: false, attributes: { color: 'teal' } },
      { id: 'teal-2', title: 'Black', available: true, attributes: { color: 'black' } },
    ],
  }),
]);

test('buying or ordering a sold-out product is its stock', async () => {
  for (const question of [
    'can I buy it?',
    'can I order it?',
    'can I still get one?',
    'do you still sell it?',
  ]) {
    const chat = await ask(question, 'gone');
    assert.match(
      chat,
      /^No: the Crosswind Trail Running Shoe you're viewing is out of stock right now\. /,
      question,
    );
  }
});

test('buying one in stock is a yes; buying it in a colour stays a question of its colour', async () => {
  assert.match(
    await ask('can I order it?', 'here'),
    /^Yes: the Tempo Road Running Shoe you're viewing is in stock\. /,
  );
  assert.match(
    await ask('can I buy it in black?', 'teal'),
    /^Yes: the Ridge Trail Running Shoe you're viewing comes in black/,
  );
});

test('when it will be back says it is out of stock and that no restock date is known', async () => {
  for (const question of [
    'when will it be back?',
    'when will it be back in stock?',
    'will it be restocked?',
    'when is it coming back?',
    'is there a restock date?',
  ]) {
    const chat = await ask(question, 'gone');
    assert.match(
      chat,
      /^The Crosswind Trail Running Shoe you're viewing is out of stock right now; no restock date is known\. /,
      question,
    );
  }
  assert.match(
    await ask('when will it be back?', 'here'),
    /^The Tempo Road Running Shoe you're viewing is in stock\. /,
  );
});

test("when a sold-out colour will be back is that colour's stock", async () => {
  assert.match(
    await ask('when will the teal be back in stock?', 'teal'),
    /^The Ridge Trail Running Shoe you're viewing is out of stock in Teal right now; no restock date is known\. /,
  );
});

test.after(() => app.close());
test.run();
