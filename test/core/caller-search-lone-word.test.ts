/**
 * The word few matches name being the only word of the request left to match, through the core's caller on the
 * demo catalogue: "bike" (no bikes in the shop; backpacks say "bike commuting" in their descriptions) had said
 * 'None of them has "bike" in its name; they match your other words.', with no other words, and so had "kids bike"
 * once "for kids" was relaxed, "red bike" once the colour was, and "summer". Now 'they mention it in their details';
 * with another word beside it ("bike for commuting", where some of those shown mention it in their details), or of a
 * naming phrase part of which the others hold ("hiking boots under $100"), they match the other words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search } = await shopCaller(demoProducts());

test('a lone word no match names: they mention it, not "your other words"', async () => {
  for (const [request, word] of [
    ['bike', 'bike'],
    ['kids bike', 'bike'],
    ['red bike', 'bike'],
    ['summer', 'summer'],
  ] as const) {
    const { chat, ids } = await search(request);
    assert.ok(ids.length > 0, request);
    assert.match(chat, `None of them has "${word}" in its name; they mention it in their details.`, request);
    assert.not.match(chat, /other words/, request);
  }
});

test('some of them naming it, the others mention it', async () => {
  const { chat } = await search('commuting');
  assert.match(
    chat,
    /Only \d+ of them have "commuting" in their names; the others mention it in their details\./,
  );
});

test('beside another word, or of a naming phrase, the others still match the other words', async () => {
  assert.match(
    (await search('bike for commuting')).chat,
    // Some of those shown say "bike commuting" (caller-search-few-named-details.test.ts).
    'None of them has "bike" in its name; they match your other words, and some mention it in their details.',
  );
  assert.match(
    (await search('hiking boots under $100')).chat,
    /Only 1 of them has "hiking boots" in its name; the others match your other words\./,
  );
});

test.after(() => app.close());
test.run();
