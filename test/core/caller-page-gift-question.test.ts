/**
 * "is this a good gift?" on a product's page: no product's data says whom it would please, so the chat says so and
 * what its data does say (rating with its reviews, price, stock, options), over the products like it. Of the demo's
 * Wireless Over-Ear Headphones in Matte Black (sku-00302) it had said 'I can't tell: nothing about … mentions
 * "gift"' over its category's most popular (earbuds first). "is it worth it?" likewise (it had said nothing about it
 * mentions "worth"). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const extra: Product[] = [
  {
    id: 'fresh',
    title: 'Canvas Tote Bag',
    category: 'Accessories > Bags',
    price: 30,
    rating: 5,
    reviewCount: 2,
    available: false,
  },
];
const products = [...demoProducts(), ...extra];
const byId = new Map(products.map((product) => [product.id, product]));
const { askOnPage } = await shopCaller(products);

test('"is this a good gift?": what its data says, over the products like it', async () => {
  const { chat, ids } = await askOnPage('is this a good gift?', undefined, 'sku-00302');
  assert.ok(
    chat.startsWith(
      "I can't tell who it would please, but its data can help: the Wireless Over-Ear Headphones in Matte Black " +
        "you're viewing are rated 4.2/5 from 4,698 reviews, cost $97.99, are in stock and come in matte black. " +
        'Showing products like the Wireless Over-Ear Headphones in Matte Black.',
    ),
    chat,
  );
  // Over-ear headphones like it lead, not the category's most popular earbuds.
  assert.ok(ids.includes('sku-00302'), ids.join());
  assert.ok(
    ids.slice(0, 4).every((id) => /over-ear/i.test(byId.get(id)?.title ?? '')),
    ids.map((id) => byId.get(id)?.title).join(' | '),
  );
  assert.not.match(chat, /most popular first/);
});

test('a gift asked in other words, and of a sized product, a thinly reviewed or sold-out one', async () => {
  const boot = await askOnPage('would it make a nice present for my dad?', undefined, 'sku-00303');
  assert.ok(
    boot.chat.startsWith(
      "I can't tell who it would please, but its data can help: the Highpoint Waterproof Hiking Boot you're " +
        'viewing is rated 4.8/5 from 4,963 reviews, costs $179.99 (was $247.99, save $68), is in stock and comes ' +
        "in brown or black, in sizes 5 to 13, so you'd need their size.",
    ),
    boot.chat,
  );
  const tote = await askOnPage('is it suitable as a gift?', undefined, 'fresh');
  assert.ok(
    tote.chat.startsWith(
      "I can't tell who it would please, but its data can help: the Canvas Tote Bag you're viewing is rated 5/5, " +
        'but from only 2 reviews, costs $30 and is out of stock right now.',
    ),
    tote.chat,
  );
  // A gift word naming a thing is no such question.
  const box = await askOnPage('does it come in a gift box?', undefined, 'sku-00302');
  assert.not.match(box.chat, /who it would please/);
});

test('"is it worth it?": no verdict on its worth, what its data says', async () => {
  const tent = await askOnPage('is it worth it?', undefined, 'sku-00007');
  assert.ok(
    tent.chat.startsWith(
      "Whether it's worth it is yours to judge, but its data can help: the Sierra Freestanding Backpacking Tent " +
        "you're viewing is rated 4.1/5 from 2,600 reviews, costs $165, is in stock and comes in grey, orange, sand " +
        'or green. Showing products like the Sierra Freestanding Backpacking Tent.',
    ),
    tent.chat,
  );
  const jacket = await askOnPage('is it worth the money?', undefined, 'sku-00001');
  assert.match(
    jacket.chat,
    /^Whether it's worth it is yours to judge, .* is rated 4\.6\/5, but from only 3 reviews,/,
  );
  assert.not.match(jacket.chat, /their size/);
});

test.run();
