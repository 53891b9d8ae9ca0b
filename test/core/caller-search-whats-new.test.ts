/**
 * "what's new?" asks for the newest products: it had searched the word "new" ("Showing new.", the products whose
 * descriptions say "new"); "anything new this week?" too, and "what's new in headphones?" the newest headphones.
 * "new" beside other words stays a word ("New Balance"). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { describedProduct } from '../helpers/described-shop.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

/** A product of `category` added on `createdAt` (the description may say "new"). */
const product = (
  id: string,
  title: string,
  category: string,
  createdAt: string,
  description = '',
): Product => ({
  ...describedProduct(id, title, category, description),
  createdAt,
});

const { app, search } = await shopCaller([
  product('old-phones', 'Studio Headphones', 'Electronics > Headphones', '2023-01-10', 'A new classic.'),
  product('new-phones', 'Arc Headphones', 'Electronics > Headphones', '2025-06-01'),
  product('mug', 'Stoneware Mug', 'Home > Kitchen', '2025-09-15', 'New glaze for the season.'),
  product('pan', 'Frying Pan', 'Home > Kitchen', '2024-03-02'),
  product('balance', 'New Balance 990 Sneaker', 'Shoes > Sneakers', '2022-05-20'),
]);

test('"what\'s new?" and "anything new this week?" list the newest products first', async () => {
  for (const content of ["what's new?", 'anything new this week?', 'new']) {
    const found = await search(content);
    assert.equal(found.ids, ['mug', 'new-phones', 'pan', 'old-phones', 'balance'], content);
    assert.match(found.chat, /^Showing products, newest first\./, content);
  }
});

test('"what\'s new in headphones?" lists the newest headphones first', async () => {
  const found = await search("what's new in headphones?");
  assert.equal(found.ids, ['new-phones', 'old-phones']);
  assert.match(found.chat, /^Showing headphones, newest first\./);
});

test('"new" beside other words stays a word', async () => {
  assert.equal((await search('new balance sneakers')).ids[0], 'balance');
});

test.after(() => app.close());
test.run();
