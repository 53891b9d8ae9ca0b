/**
 * A question over which of some shown products asked as its answer ("the cheaper of those two", "the lighter one of
 * the first two"): in the demo shop, after "headphones", "the cheaper of those two" had searched "two" ("Showing two,
 * cheapest first.": a beach tent and soundbars). Now the products it points at are compared on what it asks, and
 * after a comparison "those two" are the products compared, and "the cheaper one" answers among them. "the other of…" or "the rest of…" ask nothing of the
 * kind. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

async function converse(turns: readonly string[], session: string) {
  let first = { ids: [] as string[], chat: '' };
  let last = first;
  for (const [n, content] of turns.entries()) {
    last = await demo.converse(content, session);
    if (n === 0) first = last;
  }
  return { first, last };
}

test('"the cheaper of those two" compares the first two shown on price', async () => {
  const { first, last } = await converse(['headphones', 'the cheaper of those two'], 'answer-pair');
  assert.equal(last.ids, first.ids.slice(0, 2));
  assert.match(last.chat, /^Comparing .+ on price\. The cheaper is /);
});

test('after a comparison, "those two" are the products compared', async () => {
  const { first, last } = await converse(
    ['headphones', 'compare the first and the third', 'the cheaper of those two'],
    'answer-compared',
  );
  assert.equal(last.ids, [first.ids[0], first.ids[2]]);
  assert.match(last.chat, / on price\./);
});

test('a run and a superlative point as a cue does', async () => {
  const { first, last } = await converse(['tents', 'the biggest of the first three'], 'answer-run');
  assert.equal(last.ids, first.ids.slice(0, 3));
  assert.match(last.chat, /^Comparing .+ on capacity\./);
});

test('right after a comparison, "the cheaper one" answers among the products compared', async () => {
  const { first, last } = await converse(
    ['headphones', 'compare the first two', 'the cheaper one'],
    'answer-one',
  );
  assert.equal(last.ids, first.ids.slice(0, 2));
  assert.match(last.chat, /^Comparing .+ on price\./);
  const lighter = await converse(
    ['headphones', 'compare the first and the third', 'the lighter one'],
    'answer-one-measure',
  );
  assert.equal(lighter.last.ids, [lighter.first.ids[0], lighter.first.ids[2]]);
  assert.match(lighter.last.chat, / on weight\./);
});

test('with no comparison before it, "the cheaper one" stays a sort of the list', async () => {
  const { last } = await converse(['headphones', 'the cheaper one'], 'answer-one-alone');
  assert.not.match(last.chat, /^Comparing/);
});

test('"the other of…" is no such question', async () => {
  const { last } = await converse(['headphones', 'the other of the two'], 'answer-other');
  assert.not.match(last.chat, /^Comparing/);
});

test.run();
