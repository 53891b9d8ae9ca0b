/**
 * A superlative question no product answers leaves no filter behind, through the core's caller: after "backpack"
 * in the demo shop, "which is the most waterproof?" is answered "None of these backpacks states how waterproof it
 * is, so I can't tell…" over the three tagged waterproof, and "under $80" had kept them ("Showing waterproof
 * backpack under $80. I found 1 match."). Now the next turn narrows the list as it was before the question.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"under $80" after an unanswered "which is the most waterproof?" carries no waterproof filter', async () => {
  await demo.converse('backpack', 'unanswered-1');
  const asked = await demo.converse('which is the most waterproof?', 'unanswered-1');
  assert.match(asked.chat, /^None of these backpacks states how waterproof it is, so I can't tell/);
  const under = await demo.converse('under $80', 'unanswered-1');
  assert.ok(under.chat.startsWith('Showing backpack under $80. I found 10 matches.'), under.chat);
});

test('"which is the most durable?", then "show me more" and "under $80": no durable filter either', async () => {
  await demo.converse('backpack', 'unanswered-2');
  const asked = await demo.converse('which is the most durable?', 'unanswered-2');
  assert.match(asked.chat, /^None of these backpacks states how durable it is/);
  for (const next of ['show me more', 'under $80']) {
    const { chat } = await demo.converse(next, 'unanswered-2');
    assert.not.match(chat, /durable/i, chat);
  }
});

test('a list narrowed to a feature before the question keeps it', async () => {
  await demo.converse('waterproof backpack', 'unanswered-3');
  await demo.converse('which is the lightest?', 'unanswered-3');
  const { chat } = await demo.converse('under $80', 'unanswered-3');
  assert.match(chat, /^Showing waterproof backpack under \$80\./);
});

test.run();
