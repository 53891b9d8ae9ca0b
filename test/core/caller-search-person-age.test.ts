/**
 * A clause giving the conversation's person an age (`sessionId`, `queryDefaults.personAge`): "he is 12", "he's 12"
 * or "she's 8 years old" after "boots for my son" narrows as "for my 12 year old son" would: kids' boots, "for your
 * 12-year-old son". They had been taken for a clause describing him: the same boots for every audience, "for your
 * son". An age in words ("he's twelve") is one too, and with no one named before, "he is 12" is a 12-year-old boy
 * (it had searched the words "he", "is" and "12").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { audienceBoots } from '../helpers/sized-boots.ts';

const { app, converse } = await shopCaller(audienceBoots);
const sorted = (ids: string[]) => [...ids].sort();

test('"he is 12" / "he\'s 12" after "boots for my son": kids\' boots for the 12-year-old son', async () => {
  for (const clause of ['he is 12', "he's 12", "ok he's 12 years old"]) {
    await converse('boots for my son', clause);
    const { ids, chat } = await converse(clause, clause);
    assert.equal(ids, ['kids'], clause);
    assert.match(chat, /^Showing boots for your 12-year-old son\./, clause);
  }
});

test('"she\'s 8 years old" keeps the budget; after "for her" she is an 8-year-old girl', async () => {
  await converse('boots for my daughter under 100', 'daughter');
  const daughter = await converse("she's 8 years old", 'daughter');
  assert.equal(daughter.ids, ['kids']);
  assert.match(daughter.chat, /^Showing boots for your 8-year-old daughter under \$100\./);
  await converse('hiking boots for her', 'her');
  const her = await converse("she's 8", 'her');
  assert.equal(her.ids, ['kids']);
  assert.match(her.chat, /^Showing hiking boots for an 8-year-old girl\./);
});

test("a grown age keeps the adults' audience; a new age replaces the one said", async () => {
  await converse('boots for my dad', 'dad');
  const dad = await converse("he's 60", 'dad');
  assert.equal(sorted(dad.ids), ['men', 'unisex']);
  assert.match(dad.chat, /^Showing boots for your 60-year-old dad\./);
  await converse('hiking boots for my 12 year old son', 'older');
  const older = await converse("actually he's 14 years old", 'older');
  assert.equal(older.ids, ['kids']);
  assert.match(older.chat, /^Showing hiking boots for your 14-year-old son\./);
});

test('an age in words is an age: "he\'s twelve", "he is twelve years old", "she just turned ten"', async () => {
  for (const clause of ["he's twelve", 'he is twelve years old']) {
    await converse('boots for my son', clause);
    const { ids, chat } = await converse(clause, clause);
    assert.equal(ids, ['kids'], clause);
    assert.match(chat, /^Showing boots for your 12-year-old son\./, clause);
  }
  await converse('boots for my daughter', 'ten');
  const ten = await converse('she just turned ten', 'ten');
  assert.equal(ten.ids, ['kids']);
  assert.match(ten.chat, /^Showing boots for your 10-year-old daughter\./);
});

test('with no person named before, "he is 12" is a 12-year-old boy, "she just turned 10" a girl', async () => {
  await converse('hiking boots', 'boy');
  const boy = await converse('he is 12', 'boy');
  assert.equal(boy.ids, ['kids']);
  assert.match(boy.chat, /^Showing hiking boots for a 12-year-old boy\./);
  for (const [n, clause] of ['she just turned 10', "she's ten"].entries()) {
    await converse('I need a gift', `girl-${n}`);
    const girl = await converse(clause, `girl-${n}`);
    assert.equal(girl.ids, ['kids'], clause);
    assert.match(girl.chat, /^Showing products for a 10-year-old girl\./, clause);
  }
  const first = await converse("he's twelve", 'first');
  assert.equal(first.ids, ['kids']);
  assert.match(first.chat, /^Showing products for a 12-year-old boy\./);
});

test.after(() => app.close());
test.run();
