/**
 * A word pointing back as the whole object of a request with no list to point into is filler: in the demo shop,
 * with no conversation, "one i can take hiking" had searched "one for hiking" ("Showing one for hiking."), and
 * "one for my dad" "one". A name opening with the word ("one piece swimsuit") keeps it. Through the core's caller on
 * a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('with no list, "one" before a use or a person is filler', async () => {
  for (const [request, opening] of [
    ['one i can take hiking', 'Showing hiking.'],
    ['ok, one to take camping', 'Showing camping.'],
    ['one for my dad', 'Showing products for your dad.'],
  ] as const) {
    const { chat, ids } = await demo.search(request);
    assert.ok(chat.startsWith(opening), `${request}: ${chat}`);
    assert.not.match(chat, /\bone\b[^.]*\bfor\b|"one/iu, `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
  }
});

test('a name opening with the word keeps it', async () => {
  const { chat } = await demo.search('one piece swimsuit');
  assert.match(chat, /one piece swimsuit/iu, chat);
});

test.run();
