/**
 * A clause giving the conversation's person an age (`sessionId`, `queryDefaults.personAge`): "he is 12", "he's 12"
 * or "she's 8 years old" after "boots for my son" narrows as "for my 12 year old son" would: kids' boots, "for your
 * 12-year-old son". They had been taken for a clause describing him: the same boots for every audience, "for your
 * son". An age in words ("he's twelve") is one too, and with no one named before, "he is 12" is a 12-year-old boy
 * (it had searched the words "he", "is" and "12"). An age the person cannot be is someone else's: "he is 12" after
 * "a gift for my dad" is a 12-year-old boy (it had been "your 12-year-old dad"); and "they're 6", a child's age with
 * no size asked, a 6-year-old child (it had searched "hiking boots 6"). A person named by their relation takes an
 * age so too: "my son is 8" is "for my 8 year old son" (it had been read as a size 8).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { audienceBoots } from '../helpers/sized-boots.ts';

const { app, search, converse } = await shopCaller(audienceBoots);
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
    // "I need a gift" alone lists the most popular first (gift-only.ts), and the girl's picks stay so.
    assert.match(girl.chat, /^Showing products for a 10-year-old girl, most popular first\./, clause);
  }
  const first = await converse("he's twelve", 'first');
  assert.equal(first.ids, ['kids']);
  assert.match(first.chat, /^Showing products for a 12-year-old boy\./);
});

test('an age no grown relation has is someone else: "he is 12" after a dad is a 12-year-old boy', async () => {
  await converse('a gift for my dad under 100', 'dad-12');
  const boy = await converse('he is 12', 'dad-12');
  assert.equal(boy.ids, ['kids']);
  assert.match(boy.chat, /^Showing products for a 12-year-old boy under \$100\./);
  await converse('boots for my mom', 'mom-months');
  const baby = await converse("she's 6 months old", 'mom-months');
  assert.equal(baby.ids, ['kids']);
  assert.match(baby.chat, /^Showing boots for a 6-month-old girl\./);
  // A brother may be a boy: his age stays his.
  await converse('boots for my brother', 'brother');
  const brother = await converse('he is 10', 'brother');
  assert.match(brother.chat, /^Showing boots for your 10-year-old brother\./);
});

test('a grown age no child has is a man\'s or a woman\'s: "he\'s 30" after a boy, "she is 40" alone', async () => {
  await converse('hiking boots for a 10 year old boy', 'boy-30');
  const man = await converse("he's 30", 'boy-30');
  assert.equal(sorted(man.ids), ['men', 'unisex']);
  assert.match(man.chat, /^Showing hiking boots for a 30-year-old man\./);
  await converse('hiking boots', 'alone-40');
  const woman = await converse('she is 40', 'alone-40');
  assert.equal(sorted(woman.ids), ['unisex', 'women']);
  assert.match(woman.chat, /^Showing hiking boots for a 40-year-old woman\./);
});

test('"they\'re 6" with no one named is a child\'s age; "they\'re size 6" stays a size', async () => {
  for (const [n, clause] of ["they're 6", 'they are 6 years old', 'ok they are six'].entries()) {
    await converse('hiking boots', `they-${n}`);
    const child = await converse(clause, `they-${n}`);
    assert.equal(child.ids, ['kids'], clause);
    assert.match(child.chat, /^Showing hiking boots for a 6-year-old child\./, clause);
  }
  await converse('hiking boots', 'they-size');
  const sized = await converse("they're size 6", 'they-size');
  assert.equal(sorted(sized.ids), ['men', 'unisex', 'women']);
  assert.match(sized.chat, /^Showing hiking boots in size 6\./);
  // Past a child's age, or after a size asked, the number is no child's age.
  await converse('hiking boots', 'they-40');
  assert.not.match((await converse("they're 40", 'they-40')).chat, /year-old/);
  await converse('hiking boots in size 9', 'they-sized');
  assert.not.match((await converse("they're 6", 'they-sized')).chat, /year-old/);
});

test('"my son is 8" gives the person named by their relation an age (it had been read as a size 8)', async () => {
  const first = await search('hiking boots, my son is 8');
  assert.equal(first.ids, ['kids']);
  assert.match(first.chat, /^Showing hiking boots for your 8-year-old son\./);
  for (const [n, clause] of ["my daughter's 10", 'ok, my daughter just turned ten'].entries()) {
    await converse('hiking boots', `named-${n}`);
    const { ids, chat } = await converse(clause, `named-${n}`);
    assert.equal(ids, ['kids'], clause);
    assert.match(chat, /^Showing hiking boots for your 10-year-old daughter\./, clause);
  }
  await converse('boots for my dad', 'named-dad');
  const dad = await converse('my dad is 60', 'named-dad');
  assert.equal(sorted(dad.ids), ['men', 'unisex']);
  assert.match(dad.chat, /^Showing boots for your 60-year-old dad\./);
});

test.after(() => app.close());
test.run();
