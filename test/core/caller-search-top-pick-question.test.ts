/**
 * A question about "it" right after a list, before any product was pointed at, is about the list's top pick, through
 * the core's caller in a conversation (`sessionId`; core/procedures/focused-product.ts). "what colours does it come
 * in?" after "waterproof jackets" had shown the same list again and answered nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, rating: number, extra: Partial<Product> = {}): Product => ({
  id,
  title,
  description: 'A waterproof shell for wet days.',
  category: 'Clothing > Jackets',
  price: 120,
  rating,
  reviewCount: 400,
  attributes: { color: 'navy', features: ['waterproof'] },
  ...extra,
});

const products: Product[] = [
  jacket('harbor', 'Harbor Waterproof Rain Jacket', 4.8, {
    variants: [
      { id: 'harbor-navy', title: 'Harbor Waterproof Rain Jacket in Navy', attributes: { color: 'navy' } },
      { id: 'harbor-olive', title: 'Harbor Waterproof Rain Jacket in Olive', attributes: { color: 'olive' } },
    ],
  }),
  jacket('ridge', 'Ridge Waterproof Shell Jacket', 4.1, {
    attributes: { color: 'black', features: ['waterproof', 'insulated'] },
  }),
  jacket('coast', 'Coast Waterproof Rain Jacket', 3.9),
];

const { converse } = await shopCaller(products);

test('"what colours does it come in?" after a list answers of the top pick', async () => {
  const list = await converse('waterproof jackets', 'colours');
  const top = products.find((product) => product.id === list.ids[0])!;
  const { chat } = await converse('what colours does it come in?', 'colours');
  assert.match(chat, new RegExp(`^The ${top.title} comes in `));
});

test('"is it insulated?" after a list answers of the top pick, and the next question of the same one', async () => {
  const list = await converse('waterproof jackets', 'insulated');
  const top = products.find((product) => product.id === list.ids[0])!;
  const first = await converse('is it insulated?', 'insulated');
  assert.match(first.chat, new RegExp(`^No: the ${top.title} isn't listed as insulated`));
  const next = await converse('is it waterproof?', 'insulated');
  assert.match(next.chat, new RegExp(`^Yes: the ${top.title} is waterproof`));
});

test('"are they waterproof?" after a list narrows the list, as before', async () => {
  await converse('jackets', 'plural');
  const { ids, chat } = await converse('are they insulated?', 'plural');
  assert.equal(ids, ['ridge']);
  assert.not.match(chat, /products like/);
});

test('"does it come in black?" after a list narrows the list, as "in black" does', async () => {
  await converse('waterproof jackets', 'option');
  const { ids, chat } = await converse('does it come in black?', 'option');
  assert.equal(ids, ['ridge']);
  assert.not.match(chat, /products like/);
});

test("a question naming a kind or the shop's policy is no question of the top pick", async () => {
  await converse('waterproof jackets', 'other');
  const sweaters = await converse('is it ok to wash rain jackets?', 'other');
  assert.not.match(sweaters.chat, /^(?:Yes|No): the /);
  await converse('waterproof jackets', 'policy');
  const shipping = await converse('does it ship to canada?', 'policy');
  assert.match(shipping.chat, /^Shipping is a matter of the shop's policy/);
  assert.not.match(shipping.chat, /Harbor|Ridge|Coast/);
});

test('"anything cheaper?" after a list still reads as a price follow-up, not of the top pick', async () => {
  await converse('waterproof jackets', 'cheaper');
  const { chat } = await converse('anything cheaper?', 'cheaper');
  assert.not.match(chat, /products like/);
});

test.run();
