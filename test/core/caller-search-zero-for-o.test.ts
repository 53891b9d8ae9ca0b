/** A zero typed for the "o" of a unit after a number is the unit: "16 0z water bottle" is "16 oz water bottle". */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const bottle = (id: string, title: string, capacity: string): Product => ({
  id,
  title,
  category: 'Kitchen > Water Bottles',
  price: 20,
  attributes: { capacity },
});
const products: Product[] = [
  bottle('b32', 'Summit Insulated Water Bottle 32 oz', '32 oz'),
  bottle('b16', 'Summit Insulated Water Bottle 16 oz', '16 oz'),
  bottle('b24', 'Trail Steel Water Bottle 24 oz', '24 oz'),
  { id: 'zero', title: 'Zero Waste Bamboo Straw Set', category: 'Kitchen > Straws', price: 8 },
];

const { app, search } = await shopCaller(products);

test('"16 0z" reads as 16 ounces, as "16 oz" does', async () => {
  const typed = await search('16 0z water bottle');
  const meant = await search('16 oz water bottle');
  assert.is(typed.ids[0], 'b16');
  assert.equal(typed.ids, meant.ids);
  assert.equal(typed.chat, meant.chat);
  assert.match(typed.chat, /16 oz water bottle/);
  assert.not.match(typed.chat, /0z/);
  assert.is((await search('16 0unces water bottle')).ids[0], 'b16');
});

test('a zero not standing for a unit\'s "o" stays as typed', async () => {
  assert.match((await search('16 0 water bottle')).chat, /16 0 water bottle/);
  assert.match((await search('160z water bottle')).chat, /160z/);
});

test.after(() => app.close());
test.run();
