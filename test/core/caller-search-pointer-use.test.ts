/**
 * A word pointing back and a use after it, in a conversation, narrow the list to that use: in the demo shop, after
 * "show me backpacks", "one i can take hiking" had searched "one for hiking" (hiking boots and sandals among the
 * daypacks), "any i can use for school?" "school" (kids' headphones) and "something for travel" "travel" (jackets,
 * sneakers). They keep the backpacks, for that use. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('a pointer and a use after a list keep the list’s kind, for that use', async () => {
  for (const [request, opening] of [
    ['one i can take hiking', 'Showing backpacks for hiking.'],
    ['any i can use for school?', 'Showing backpacks for school.'],
    ['something for travel', 'Showing backpacks for travel.'],
    ['ok, one to take camping', 'Showing backpacks for camping.'],
  ] as const) {
    const session = `pointer-use-${request}`;
    await demo.converse('show me backpacks', session);
    const { ids, chat } = await demo.converse(request, session);
    assert.ok(chat.startsWith(opening), `${request}: ${chat}`);
    assert.ok(ids.length > 0 && ids.every((id) => categoryOf(id) === 'Bags > Backpacks'), request);
  }
});

test('a person after "for" is no use of the list’s kind', async () => {
  await demo.converse('show me backpacks', 'pointer-person');
  const { chat } = await demo.converse('something for my dad', 'pointer-person');
  assert.not.match(chat, /for dad|"dad"/i, chat);
});

test.run();
