/**
 * Small talk in a conversation (`sessionId`), through the core's caller on a real SQLite catalogue: "thanks" or "ok"
 * after a search keeps it, its page shown again ("You're welcome! These are still the tents under $200 (page 2).")
 * and remembered as it was, so "the second one" next still points into that page and "more" pages on from it. They
 * had been read as a search of their own: the first page again, remembered in place of the page shown.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = Array.from({ length: 7 }, (_, i) => ({
  id: `tent-${i + 1}`,
  title: `Ridge ${i + 1}-Person Tent`,
  price: 100 + i,
}));
products.push({ id: 'mug', title: 'Camp Mug', price: 9 });

const { app, caller } = await shopCaller(products);

async function converse(content: string, sessionId: string) {
  const found = { ids: [] as string[], chat: '' };
  for await (const event of await caller.search({ content, sessionId, pageSize: 3 })) {
    if ('data' in event) found.ids = event.data.responsePayload.map((item) => item.id);
    else found.chat += event.chatStream;
  }
  return found;
}

test('"thanks" after a search keeps its page and its list', async () => {
  await converse('tents under 200', 'thanks');
  const second = await converse('more', 'thanks');
  assert.equal(second.ids, ['tent-4', 'tent-5', 'tent-6']);
  const thanks = await converse('thanks!', 'thanks');
  assert.equal(thanks.ids, second.ids, 'the page shown, again');
  assert.match(
    thanks.chat,
    /^You're welcome! These are still the tents under \$200 \(page 2\)\. Tell me how to/,
  );
  assert.not.match(thanks.chat, /Showing|I found/);
  // The conversation still points into that page, and pages on from it.
  const pointed = await converse('the second one', 'thanks');
  assert.is(pointed.ids[0], 'tent-5', 'the second of page 2');
});

test('"ok" after a search keeps it too', async () => {
  await converse('tents under 200', 'ok');
  await converse('more', 'ok');
  const ok = await converse('ok', 'ok');
  assert.equal(ok.ids, ['tent-4', 'tent-5', 'tent-6']);
  assert.match(ok.chat, /^These are still the tents under \$200 \(page 2\)\./);
  assert.equal((await converse('more', 'ok')).ids, ['tent-7'], 'page 3 next');
});

test('a greeting after a search keeps it', async () => {
  await converse('tents', 'hello');
  const hello = await converse('hello', 'hello');
  assert.equal(hello.ids, ['tent-1', 'tent-2', 'tent-3']);
  assert.match(hello.chat, /^Hi again! These are still the tents\./);
});

test.after(() => app.close());
test.run();
