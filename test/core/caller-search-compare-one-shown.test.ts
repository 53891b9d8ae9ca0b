/**
 * A request to compare shown products when the conversation's list holds one ("compare the first two", "compare
 * both", "which is better?"), through the core's caller. In the demo shop "rain jacket for women", "in red",
 * "what about men's" ends with 1 match, and "compare the first two" had searched "first two": "I couldn't find any
 * first two.". The one product listed is shown again, and the chat asks what to compare it with. A run past a
 * longer list ("compare the first four" after three) compares the three and says so.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('comparing past a list of one says only one is listed, and shows it again', async () => {
  for (const request of ['compare the first two', 'compare both', 'compare them', 'which is better?']) {
    const session = `one-${request}`;
    await demo.converse('rain jacket for women', session);
    await demo.converse('in red', session);
    const shown = await demo.converse("what about men's", session);
    assert.is(shown.ids.length, 1, 'the list holds one product');
    const { ids, chat } = await demo.converse(request, session);
    assert.equal(ids, shown.ids, request);
    assert.ok(
      chat.startsWith(
        "Only one product is listed: the Cairnfield Men's Drift Packable Rain Jacket. Compare it with what? Showing red",
      ),
      `${request}: ${chat}`,
    );
    // The list stays the one to point into.
    assert.match(
      (await demo.converse('is the first one packable?', session)).chat,
      /Drift Packable Rain Jacket/,
    );
  }
});

test('a run asked past a longer list compares all of it and says only those are listed', async () => {
  for (const request of ['compare the first four', 'compare the top 5']) {
    const session = `past-${request}`;
    const shown = await demo.converse('red rain jacket for women', session);
    assert.is(shown.ids.length, 3, 'the list holds three products');
    const { ids, chat } = await demo.converse(request, session);
    assert.equal(ids, shown.ids, request);
    assert.ok(
      chat.startsWith('Only three products are listed, so I compared those. Comparing '),
      `${request}: ${chat}`,
    );
  }
  // A run within the list says nothing of the kind.
  await demo.converse('red rain jacket for women', 'past-within');
  const within = await demo.converse('compare the first two', 'past-within');
  assert.is(within.ids.length, 2);
  assert.not.match(within.chat, /listed/);
});

test.run();
