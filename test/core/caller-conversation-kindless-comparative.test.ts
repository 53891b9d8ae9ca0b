/**
 * A comparative alone with no list to compare against, through the core's caller: after "i need a new sleeping pad"
 * found nothing in the demo shop, "something thicker" had searched "thicker" ("Showing thicker.", yoga mats whose
 * details say it) and the next turns carried the word ("Showing thicker with pillow.", "Showing lightweight thicker
 * with pillow."). Now the chat asks for the kind, the popular picks below it, and no later turn holds the word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"something thicker" after a search that found nothing asks for the kind; no later turn carries "thicker"', async () => {
  await demo.converse('i need a new sleeping pad', 'pad-1');
  const thicker = await demo.converse('something thicker', 'pad-1');
  assert.ok(
    thicker.chat.startsWith(
      'I have nothing shown to compare "thicker" against; name the kind of product you mean, and I\'ll show the ' +
        'thickest first. Popular right now: ',
    ),
    thicker.chat,
  );
  for (const next of ['and a pillow to go with it', "what's the lightest one?"]) {
    const { chat } = await demo.converse(next, 'pad-1');
    assert.not.match(chat, /thick/i, chat);
    // After the popular picks, which named no words, "with" joins nothing ("Showing with pillow." had been said).
    assert.match(chat, /Showing pillow\./, chat);
  }
});

test('"a bit lighter" and "thicker ones" with no conversation ask too; "something warmer" asks warm products', async () => {
  for (const [request, superlative] of [
    ['a bit lighter', 'lightest'],
    ['thicker ones', 'thickest'],
  ] as const) {
    const { chat } = await demo.search(request);
    assert.match(
      chat,
      new RegExp(`^I have nothing shown to compare .*I'll show the ${superlative} first\\.`),
    );
  }
  const warmer = await demo.search('something warmer');
  assert.match(warmer.chat, /^Showing warm products\./);
});

test('after a list, a comparative still orders it', async () => {
  await demo.converse('yoga mats', 'pad-2');
  const { chat } = await demo.converse('something thicker', 'pad-2');
  assert.match(chat, /^Showing yoga mats, thickest first\./);
});

test.after(() => demo.app.close());
test.run();
