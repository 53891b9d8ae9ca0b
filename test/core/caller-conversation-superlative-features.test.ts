/**
 * A superlative's feature is asked of the list as it is: after "hiking boots" → "which are waterproof?" → "which
 * ones come in size 12?" (3 boots), "which is the most comfortable?" had replaced the list's waterproof with
 * comfortable, relaxed it, and listed 12 products, hiking sandals among them, while saying "waterproof hiking
 * boots in size 12"; now the same 3. A feature the question adds that none of the list has goes unsaid: the question
 * was answered ("None of these hiking boots states how comfortable it is…"), where it had said too "Nothing matched
 * every detail, so I relaxed: feature comfortable." (and again on the next turn). Through the core's caller on a
 * real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);

test('"which is the most comfortable?" keeps the waterproof boots in size 12', async () => {
  await demo.converse('hiking boots', 'most-1');
  await demo.converse('which are waterproof?', 'most-1');
  const sized = await demo.converse('which ones come in size 12?', 'most-1');
  assert.ok(sized.ids.length > 0 && sized.ids.length < 10, sized.chat);
  const { ids, chat } = await demo.converse('which is the most comfortable?', 'most-1');
  assert.match(chat, "can't tell which is the most comfortable");
  assert.equal([...ids].sort(), [...sized.ids].sort());
});

test('an opposed feature still goes: "which is the heaviest?" after lightweight backpacks', async () => {
  await demo.converse('lightweight backpacks', 'most-2');
  const { chat } = await demo.converse('which is the heaviest?', 'most-2');
  assert.not.match(chat, /Showing lightweight/u);
});

test('a feature none of the list has goes unsaid, now and on the next turn', async () => {
  const listed = await demo.converse('hiking boots', 'most-3');
  const { ids, chat } = await demo.converse('which is the most comfortable?', 'most-3');
  assert.ok(
    chat.startsWith(
      "None of these hiking boots states how comfortable it is, so I can't tell which is the most comfortable.",
    ),
    chat,
  );
  assert.not.match(chat, /relaxed/u);
  assert.equal(ids, listed.ids);
  const next = await demo.converse('which is the cheapest?', 'most-3');
  assert.match(next.chat, /^The cheapest is the /u);
  assert.not.match(next.chat, /relaxed/u);
});

test.run();
