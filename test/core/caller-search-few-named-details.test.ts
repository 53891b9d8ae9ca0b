/**
 * The word few matches name, where the products shown hold it in their details, is said to be there, never that
 * they match only the other words: "hiking pack" had said 'None of them has "pack" in its name; they match your
 * other words.' and then of its top pick 'it matches "hiking pack"' (a boot "stable under a loaded pack"). Now
 * '…; they mention it in their details.' Through the core's caller on the demo catalogue, with "tent vestibule" now
 * ("hiking pack" lists the daypacks: compound-ends.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search } = await shopCaller(demoProducts());

test('"tent vestibule": the products holding "vestibule" in their details are said to', async () => {
  const found = await search('tent vestibule');
  assert.ok(
    found.chat.includes('None of them has "vestibule" in its name; they mention it in their details.'),
    found.chat,
  );
  assert.not.match(found.chat, /match your other words/);
  assert.match(found.chat, /Top pick: [^;]+; it matches "tent vestibule"/);
});

test('where those shown hold the word nowhere, they match the other words as before', async () => {
  const found = await search('hiking boots under 100');
  assert.ok(
    found.chat.includes('Only 1 of them has "hiking boots" in its name; the others match your other words.'),
    found.chat,
  );
});

test.after(() => app.close());
test.run();
