/** Amounts that are no price ("under $-5", "under $1e400") and control characters in `content`, end to end. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'trail', title: 'Trail Hiking Boot', price: 89.5 },
  { id: 'summit', title: 'Summit Hiking Boot', price: 140 },
  { id: 'tee', title: 'Cotton T-Shirt', price: 19.99 },
];

const { app, caller, search } = await shopCaller(products);

test('a negative price is no price: no bound, and the chat does not echo it', async () => {
  // Without a currency a negative number stays words: it may be degrees.
  assert.match((await search('boots under -5')).chat, /-5/);
  for (const content of [
    'boots under $-5',
    'boots over -$10',
    'boots under -5 dollars',
    'boots $-10 to $100',
  ]) {
    const { ids, chat } = await search(content);
    assert.equal([...ids].sort(), ['summit', 'trail'], content);
    assert.match(chat, /^Showing boots\./, content);
    assert.not.match(chat, /-\s?\d|relaxed/, content);
  }
});

test('an absurd price is no price, not its first digit: "under $1e400" is not "under $1"', async () => {
  for (const content of ['boots under $1e400', 'boots under $99999999999999999999999']) {
    const { ids, chat } = await search(content);
    assert.equal([...ids].sort(), ['summit', 'trail'], content);
    assert.match(chat, /^Showing boots\./, content);
    assert.not.match(chat, /e400|e\+23|\$1\b|relaxed/, content);
  }
  const written = await search('boots under $1e2');
  assert.equal(written.ids, ['trail']);
  assert.match(written.chat, /under \$100/);
});

test('control characters in content are removed before it is read, never echoed', async () => {
  const { ids, chat } = await search('hiking boo\u0000ts\u0001 under $100\u007f');
  assert.equal(ids, ['trail']);
  assert.match(chat, /^Showing hiking boots under \$100\./);
  assert.not.match(chat, /[^\P{Cc}\s]/u);
});

test('control characters in the page title are removed too, never echoed', async () => {
  let chat = '';
  const request = { content: 'something similar', chatMetadata: { title: 'Hiking\u0000 Boot\u001b' } };
  for await (const event of await caller.search(request)) if ('chatStream' in event) chat += event.chatStream;
  assert.match(chat, /^Showing Hiking Boot\./);
  assert.not.match(chat, /[^\P{Cc}\s]/u);
});

test.after(() => app.close());
test.run();
