/**
 * "plus size" is a wish for a range of sizes no size value names: its words leave the text and the chat says none of
 * the products shown states it. "plus size woman dress" had listed watches ("it mentions "size""); with no dresses
 * sold it now says none is, and "woman" before a kind is the women's audience as "women" is.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';

const { search } = await shopCaller([
  {
    id: 'tee-w',
    title: "Women's Crew Tee",
    category: 'Clothing > T-Shirts',
    price: 20,
    attributes: { gender: 'women', size: ['S', 'M', 'L', 'XL'] },
  },
  {
    id: 'tee-m',
    title: "Men's Crew Tee",
    category: 'Clothing > T-Shirts',
    price: 20,
    attributes: { gender: 'men', size: ['S', 'M', 'L', 'XL'] },
  },
  {
    id: 'watch',
    title: "Women's Slim Watch",
    description: 'One size fits most wrists.',
    category: 'Accessories > Watches',
    price: 120,
    attributes: { gender: 'women' },
  },
]);

test('plus size is said unstated, not searched', async () => {
  const { ids, chat } = await search('plus size t shirt');
  assert.equal(ids.sort(), ['tee-m', 'tee-w']);
  assert.match(chat, /None of these t-shirts states whether it comes in plus sizes\./);
  assert.not.match(chat, /mentions "plus"|"size"/);
});

test('a kind not sold is said not sold, not matched by its other words', async () => {
  const { ids, chat } = await search('plus size woman dress');
  assert.equal(ids, []);
  assert.match(chat, /^I couldn't find any dress/);
});

test('woman before a kind is the women audience', async () => {
  assert.equal((await search('woman t shirt')).ids, ['tee-w']);
});

test.run();
