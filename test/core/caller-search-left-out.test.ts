/**
 * The shown list without some of its products, in the demo shop: "the rest of them", "the others", "the remaining
 * ones" after "headphones" had searched the word ("Showing rest headphones.", the same list again); they show the
 * headphones but the three the chat named first, and after "the first one" all but that one, and say which went (three
 * counted, "Leaving out the 3 shown first.", where it had named all three; one named).
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('the rest of a list leaves out the products named first, in the list’s kind', async () => {
  for (const request of ['the rest of them', 'the others', 'ok, show me the remaining ones']) {
    const session = `left-out-rest-${request}`;
    const list = await demo.converse('headphones', session);
    const kind = categoryOf(list.ids[0] ?? '');
    const { ids, chat } = await demo.converse(request, session);
    // Three names would make a long sentence: they are counted, not named.
    assert.ok(chat.startsWith('Leaving out the 3 shown first. Showing headphones.'), `${request}: ${chat}`);
    for (const id of list.ids.slice(0, 3)) {
      const title = products.find((product) => product.id === id)?.title ?? '?';
      assert.not.ok(chat.includes(title), `${request}: ${title} named in ${chat}`);
    }
    assert.match(chat, /Showing headphones\./);
    assert.not.match(chat, /rest|remaining/i, chat);
    assert.is(ids[0], list.ids[3], request);
    assert.ok(
      ids.every((id) => !list.ids.slice(0, 3).includes(id) && categoryOf(id) === kind),
      request,
    );
    // The rest is the list now pointed into.
    const first = await demo.converse('is the first one wireless?', session);
    assert.ok(first.ids.length > 0 && first.chat.length > 0);
  }
});

test('the others after a product pointed at are the list without it', async () => {
  const list = await demo.converse('headphones', 'left-out-others');
  await demo.converse('the first one', 'left-out-others');
  const { ids, chat } = await demo.converse('the others', 'left-out-others');
  const first = products.find((product) => product.id === list.ids[0]);
  assert.ok(chat.startsWith(`Leaving out the `) && chat.includes(first?.title ?? '?'), chat);
  assert.match(chat, /Showing headphones\./);
  assert.equal(ids.slice(0, 5), list.ids.slice(1, 6));
});

test('not that one after a product pointed at leaves it out, in the list’s kind', async () => {
  for (const [list, pointer] of [
    ['headphones', 'the first one'],
    ['running shoes', 'the second one but in red'],
  ] as const) {
    const session = `left-out-not-that-${list}`;
    const shown = await demo.converse(list, session);
    const pointed = await demo.converse(pointer, session);
    const id = pointed.ids[0] ?? '?';
    const title = products.find((product) => product.id === id)?.title ?? '?';
    const { ids, chat } = await demo.converse('not that one', session);
    assert.ok(chat.startsWith('Leaving out the ') && chat.includes(title), chat);
    assert.match(chat, new RegExp(`Showing ${list}\\.`));
    assert.ok(ids.length > 0 && !ids.includes(id), `${list}: ${id} still shown`);
    assert.equal(ids.slice(0, 3), shown.ids.filter((other) => other !== id).slice(0, 3), list);
  }
});

test('the other one after one of two points at the other; after one of more, the list without it', async () => {
  const two = await demo.converse('watches under 60', 'left-out-other-two');
  assert.is(two.ids.length, 2);
  await demo.converse('the first one', 'left-out-other-two');
  const other = await demo.converse('the other one', 'left-out-other-two');
  const second = products.find((product) => product.id === two.ids[1])?.title ?? '?';
  assert.ok(other.chat.startsWith(`Showing products like the ${second}`), other.chat);
  assert.is(other.ids[0], two.ids[1]);
  const many = await demo.converse('headphones', 'left-out-other-many');
  await demo.converse('the first one', 'left-out-other-many');
  const rest = await demo.converse('the other one', 'left-out-other-many');
  assert.ok(rest.chat.startsWith('Leaving out the '), rest.chat);
  assert.equal(rest.ids.slice(0, 3), many.ids.slice(1, 4));
});

test.run();
