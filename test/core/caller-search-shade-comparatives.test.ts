/**
 * A shade modifier's comparative is the shade (`colours.shadeComparatives`): "lighter blue sneakers" had echoed
 * "Showing blue lighter sneakers." and listed every blue sneaker, the word "lighter" matched against the titles;
 * now it asks for light blue, as "light blue sneakers" does, and "darker green" for dark green.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, color: string): Product => ({
  id,
  title,
  category,
  price: 60,
  rating: 4.5,
  reviewCount: 10,
  attributes: { color },
});

const { app, search, converse } = await shopCaller([
  item('sky', 'Court Sneakers', 'Shoes > Sneakers', 'sky blue'),
  item('navy', 'Runner Sneakers', 'Shoes > Sneakers', 'navy'),
  item('royal', 'Canvas Sneakers', 'Shoes > Sneakers', 'royal blue'),
  item('forest', 'Trail Jacket', 'Clothing > Jackets', 'forest green'),
  item('lime', 'Windbreaker Jacket', 'Clothing > Jackets', 'lime green'),
]);

test('"lighter blue sneakers" are the light blue ones, echoed as the shade', async () => {
  const light = await search('light blue sneakers');
  const lighter = await search('lighter blue sneakers');
  assert.equal(lighter.ids, ['sky'], lighter.chat);
  assert.equal(lighter.ids, light.ids);
  assert.ok(lighter.chat.startsWith('Showing light blue sneakers.'), lighter.chat);
});

test('"darker green jacket" is the dark green one; after "blue sneakers", "lighter blue" the light blue', async () => {
  const darker = await search('darker green jacket');
  assert.equal(darker.ids, ['forest'], darker.chat);
  assert.ok(darker.chat.startsWith('Showing dark green jacket.'), darker.chat);
  await converse('blue sneakers', 'shade');
  const { ids, chat } = await converse('lighter blue', 'shade');
  assert.equal(ids, ['sky'], chat);
  assert.ok(chat.startsWith('Showing light blue sneakers.'), chat);
});

test.after(() => app.close());
test.run();
