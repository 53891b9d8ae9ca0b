/**
 * A lone word the search only guessed at, through the core's caller on the demo catalogue: "adidas" (no such brand
 * here) is read two slips away as "acids" (skincare), and the chat had said 'Only 2 of them have "adidas" in their
 * names; the others mention it in their details.', though none holds "adidas". Now it names the word they hold,
 * with the word typed: 'Only 2 of them have "acids", the closest word here to "adidas", in their names'. A word
 * typed as the products write it ("commuting") is said as before.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search } = await shopCaller(demoProducts());

test('a guess the names hold is named as what they hold', async () => {
  const { chat, ids } = await search('adidas');
  assert.ok(ids.length > 0);
  assert.match(
    chat,
    /Only \d+ of them have "acids", the closest word here to "adidas", in their names; the others mention it in their details\./,
  );
  assert.not.match(chat, /have "adidas" in their names/);
});

test('a word typed as the products write it is said as before', async () => {
  assert.match(
    (await search('commuting')).chat,
    /Only \d+ of them have "commuting" in their names; the others mention it in their details\./,
  );
});

test.after(() => app.close());
test.run();
