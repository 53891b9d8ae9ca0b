/**
 * A colour taken back in a conversation: "not blue" after "blue running shoes" had kept the carried blues and
 * added the exclusion, so the shopper saw "Showing blue running shoes, without blue." with the navy ones (whose
 * words never say "blue"), or, when nothing was left, "I relaxed: colour blue". The exclusion now takes the
 * carried colours of that family away, and a colour asked after an exclusion takes the exclusion away.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, colour: string, title: string): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price: 90,
  attributes: { color: colour },
});

const products: Product[] = [
  shoe('navy', 'navy', 'Tempo Running Shoe'),
  shoe('sky', 'sky blue', 'Glide Running Shoe'),
  shoe('green', 'forest green', 'Trail Running Shoe'),
  shoe('red', 'red', 'Pulse Running Shoe'),
  shoe('burgundy', 'burgundy', 'Rebound Running Shoe'),
];

const { converse } = await shopCaller(products);

test('"not blue" after blue running shoes is read as "running shoes not blue"', async () => {
  for (const [i, words] of ['not blue', 'actually, not blue', 'ones that aren’t blue'].entries()) {
    const session = `not-blue-${i}`;
    assert.equal([...(await converse('running shoes in blue', session)).ids].sort(), ['navy', 'sky']);
    const { ids, chat } = await converse(words, session);
    // Navy stays, as for "running shoes not blue" alone: an exclusion leaves out the products that say it.
    assert.equal([...ids].sort(), ['burgundy', 'green', 'navy', 'red'], words);
    assert.match(chat, /^Showing running shoes, without blue\./, words);
    assert.not.match(chat, /relaxed/, words);
  }
});

test('the shades asked with a family head go with it; another colour asked stays', async () => {
  await converse('red running shoes', 'not-red');
  const notRed = await converse('not red', 'not-red');
  assert.ok(notRed.ids.includes('green'), 'no longer only reds');
  assert.match(notRed.chat, /^Showing running shoes, without red\./);
  await converse('blue or green running shoes', 'blue-or-green');
  const green = await converse('not blue', 'blue-or-green');
  assert.equal(green.ids, ['green']);
  assert.match(green.chat, /^Showing green running shoes, without blue\./);
});

test('a colour asked after an exclusion of it takes the exclusion away', async () => {
  assert.equal((await converse('running shoes not blue', 'back')).ids.includes('sky'), false);
  const { ids, chat } = await converse('in blue', 'back');
  assert.equal([...ids].sort(), ['navy', 'sky']);
  assert.match(chat, /^Showing blue running shoes\./);
});

test.run();
