/**
 * A list ordered by a measure names each pick's value of it: "longest battery life headphones" had said "…rated
 * 4.3/5 from 2 reviews; it matches "headphones" and is made of recycled plastic."; each pick now says its battery
 * life ("has 50 hours battery life"), from its data.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { search } = await shopCaller(demoProducts());

/** The chat's pick sentences (top pick and the next ones). */
const picks = (chat: string): string[] =>
  chat
    .split(/(?=Top pick:|Also worth a look:|Another option:)/u)
    .filter((part) => /^(?:Top|Also|Another)/u.test(part));

test('"longest battery life headphones": each pick says its battery life', async () => {
  const { chat } = await search('longest battery life headphones');
  const said = picks(chat);
  assert.ok(said.length >= 2, chat);
  assert.match(said[0]!, /has 50 hours battery life/);
  for (const pick of said) assert.match(pick, /has \d+ hours battery life/, pick);
});

test('"thick yoga mat": each pick says its thickness, the thickest first', async () => {
  const { chat } = await search('thick yoga mat');
  const said = picks(chat);
  assert.match(said[0]!, /has 6 mm thickness/, chat);
  for (const pick of said) assert.match(pick, /has \d+ mm thickness/, pick);
});

test('an order by relevance names no measure', async () => {
  const { chat } = await search('yoga mat');
  assert.not.match(chat, /thickness/);
});

test.run();
