/**
 * A size said of what the product is for, through the core's caller on the demo catalogue: "knife for a small
 * kitchen" shows "Showing knife for a small kitchen." over knives in no order of size (it had said "Showing small
 * knife kitchen." and 'No kitchen here mentions "small"'); a size said of the product ("small knife") still is one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { search } = await shopCaller(products);
const titles = new Map(products.map((product) => [product.id, product.title]));

test('a size after "for a" is the place\'s, said with it, no size of the product', async () => {
  const { chat, ids } = await search('knife for a small kitchen');
  assert.ok(chat.startsWith('Showing knife for a small kitchen. '), chat);
  assert.not.match(chat, /mentions "small"|smallest/u);
  assert.match(titles.get(ids[0]!) ?? '', /Knife/u);
  const plain = await search('knife for a kitchen');
  assert.equal(ids.slice(0, 3), plain.ids.slice(0, 3));
});

test('a size of the product stays one', async () => {
  assert.ok((await search('small knife')).chat.startsWith('Showing small knife. '));
});

test.run();
