/**
 * Cart and checkout requests in a conversation ("ok add the cheaper one to my cart", "buy the first one",
 * "checkout"): the storefront's job, answered with where the shopper can do it, naming the product pointed at
 * with its price, and the conversation's list kept. They had been searched ("I couldn't find any add cart.").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const headphones = (id: string, title: string, price: number, batteryLife: string): Product => ({
  id,
  title,
  description: `${title}, made for the gym.`,
  category: 'Electronics > Headphones',
  price,
  attributes: { color: 'black', features: ['wireless'], batteryLife },
});

const products: Product[] = [
  headphones('pulse', 'Pulse Gym Headphones', 105, '20 hours'),
  headphones('nova', 'Nova Gym Headphones', 119, '40 hours'),
  headphones('flow', 'Flow Gym Headphones', 60, '12 hours'),
];

const { converse, askOnPage } = await shopCaller(products);
const CANNOT = "then check out from the shop's cart; I can't add to the cart or place orders for you.";

test('"add the cheaper one to my cart" after a comparison names the cheaper one compared', async () => {
  assert.equal((await converse('headphones for the gym', 'cart1')).ids, ['flow', 'nova', 'pulse']);
  await converse('compare the last two', 'cart1');
  const cart = await converse('ok add the cheaper one to my cart', 'cart1');
  assert.equal(cart.ids, ['pulse']);
  assert.is(
    cart.chat,
    `You can add the Pulse Gym Headphones ($105) to your cart from its product page, ${CANNOT}`,
  );
  // The list and the comparison stay.
  assert.match((await converse('which one has better battery?', 'cart1')).chat, /Nova Gym Headphones has/);
  const ordinal = await converse('buy the first one', 'cart1');
  assert.equal(ordinal.ids, ['flow']);
  assert.match(ordinal.chat, /^You can add the Flow Gym Headphones \(\$60\) to your cart/);
});

test('"checkout" names no product; "buy headphones" is still a search', async () => {
  await converse('headphones for the gym', 'cart2');
  const checkout = await converse('checkout', 'cart2');
  assert.equal(checkout.ids, []);
  assert.is(
    checkout.chat,
    "You can check out from the shop's cart; I can't add to the cart or place orders for you.",
  );
  assert.match(
    (await converse('order the more expensive one', 'cart2')).chat,
    /Nova Gym Headphones \(\$119\)/,
  );
  assert.equal((await converse('buy headphones', 'cart2')).ids.length, 3);
});

test('"add it to my cart" on a product page names that product; "can I buy it?" is still its stock', async () => {
  const onPage = await askOnPage('add it to my cart', undefined, 'nova');
  assert.equal(onPage.ids, ['nova']);
  assert.match(
    onPage.chat,
    /^You can add the Nova Gym Headphones \(\$119\) to your cart from its product page/,
  );
  assert.not.match((await askOnPage('can I buy it?', undefined, 'nova')).chat, /^You can add/);
});

test.run();
