/**
 * A word beside a measure bound naming the attribute it is read on ("battery" of `batteryLife`, "case" of
 * `caseSize`, "capacity") goes with the bound: it is no word to find in names, and the chat names the attribute
 * with the bound ("Showing headphones, battery life at least 30 hours."); between the quantity and "or smaller" it
 * keeps the bound ("watch with 40mm case or smaller"). It had stayed a word ("Showing headphones battery, at least
 * 30 hours. … None of them has "battery" in its name"), and "case" there had undone the bound. Through the core's
 * caller on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search } = await shopCaller(demoProducts());

test('the attribute named after the bound goes with it, and the chat names it with the bound', async () => {
  const asked = await search('headphones with at least 30 hours battery');
  assert.match(asked.chat, /^Showing headphones, battery life at least 30 hours\./);
  assert.not.match(asked.chat, /"battery" in its name/);
  assert.is(asked.total, 13);
  const speaker = await search('speaker with at least 20 hours battery');
  assert.match(speaker.chat, /^Showing speaker, battery life at least 20 hours\./);
  assert.not.match(speaker.chat, /in its name/);
});

test('named before the bound, in two words, or in a range, the same', async () => {
  for (const content of [
    'headphones battery life at least 30 hours',
    'headphones with at least 30 hours battery life',
    'headphones 30+ hours battery',
  ]) {
    const { chat, total } = await search(content);
    assert.match(chat, /^Showing headphones, battery life at least 30 hours\./, content);
    assert.is(total, 13, content);
  }
  const range = await search('backpack 20-30L capacity');
  assert.match(range.chat, /^Showing backpack, capacity 20 to 30L\./);
});

test('the attribute between the quantity and "or smaller" keeps the bound', async () => {
  const plain = await search('watch 40mm or smaller');
  const cased = await search('watch with 40mm case or smaller');
  assert.match(cased.chat, /^Showing watch, case size up to 40mm\./);
  assert.equal([...cased.ids].sort(), [...plain.ids].sort());
  assert.is(cased.total, plain.total);
  assert.match(
    (await search('speaker 20 hours battery or more')).chat,
    /^Showing speaker, battery life at least 20 hours\./,
  );
});

test('a word after the bound naming no measured attribute stays a word', async () => {
  assert.match((await search('watch 40mm steel or smaller')).chat, /^Showing watch 40mm steel/);
});

test.after(() => app.close());
test.run();
