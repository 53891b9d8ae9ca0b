/**
 * "does it have spf?" on the demo's Titanium Dioxide Mineral Sunscreen SPF 50, "does it have a warranty?" of a
 * kettle with a two-year warranty: an attribute named outright with "have", its value a measure, is answered by
 * that value (it had said the sunscreen "mentions "spf""). Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const sunscreen = demoProducts().find(
  (product) => product.title === 'Titanium Dioxide Mineral Sunscreen SPF 50',
)!.id;

const kettles: Product[] = [
  {
    id: 'kettle',
    title: 'Gooseneck Electric Kettle',
    category: 'Home > Kitchen',
    price: 60,
    attributes: { warranty: '2 years', capacity: '1 l', skinType: 'none' },
  },
  {
    id: 'other',
    title: 'Stovetop Kettle',
    category: 'Home > Kitchen',
    price: 30,
    attributes: { capacity: '2 l' },
  },
];
const shop = await shopCaller(kettles);

test('"does it have spf?" of a sunscreen answers its SPF', async () => {
  const found = await demo.askOnPage('does it have spf?', undefined, sunscreen);
  assert.match(
    found.chat,
    "Yes: the Titanium Dioxide Mineral Sunscreen SPF 50 you're viewing has SPF 50. Showing products like",
  );
  assert.not.match(found.chat, 'mentions "spf"');
});

test('"does it have a warranty?" says the warranty as a measure of it', async () => {
  const found = await shop.askOnPage('does it have a warranty?', undefined, 'kettle');
  assert.match(found.chat, "Yes: the Gooseneck Electric Kettle you're viewing has a warranty of 2 years.");
});

test('a question naming no measured attribute is left to the other answers', async () => {
  const found = await shop.askOnPage('does it have a skin type?', undefined, 'kettle');
  assert.not.match(found.chat, /^Yes: /);
});

test.after(() => {
  demo.app.close();
  shop.app.close();
});
test.run();
