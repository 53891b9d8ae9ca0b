/**
 * A question choosing among the last search's products by a use is asked of them: after "earbuds", "which is best
 * for running?" had searched the whole shop "for running" (running shoes first), and after "serum", "which is best
 * for wrinkles?" listed wrinkle-resistant sheet sets; now the earbuds for running and the serums. A person after
 * "for" is still whom it is for. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const titleOf = (id: string) => products.find((product) => product.id === id)?.title ?? '';

test('"which is best for running?" after earbuds lists earbuds for running', async () => {
  for (const [session, question] of [
    ['choice-1', 'which is best for running?'],
    ['choice-2', 'which one is better for running?'],
  ] as const) {
    await demo.converse('earbuds', session);
    const { ids, chat } = await demo.converse(question, session);
    assert.match(chat, /^Showing earbuds for running\./u, question);
    assert.match(titleOf(ids[0] ?? ''), /Earbuds/u);
    assert.ok(
      ids.slice(0, 5).every((id) => /Earbuds/u.test(titleOf(id))),
      ids.map(titleOf).join('; '),
    );
  }
});

test('"which is best for wrinkles?" after serum stays on the serums', async () => {
  await demo.converse('serum', 'choice-3');
  const { ids, chat } = await demo.converse('which is best for wrinkles?', 'choice-3');
  assert.match(chat, /^Showing serum for wrinkles\./u);
  // Every serum of the shop first, as a fresh "serum for wrinkles" lists them (then what mentions wrinkles).
  const serums = products.filter((product) => /Serum/u.test(product.title)).length;
  assert.ok(serums >= 5);
  for (const id of ids.slice(0, serums)) assert.match(titleOf(id), /Serum/u);
});

test('a person after "for" is whom it is for', async () => {
  await demo.converse('earbuds', 'choice-4');
  const { chat } = await demo.converse('which is best for my dad?', 'choice-4');
  assert.match(chat, /for your dad/u);
  assert.match(chat, /earbuds/iu);
});

test.run();
