/**
 * An age said of the person a request has just named, through the core's caller on a real SQLite catalogue: "boots
 * for my son, he is 12", "… and he is 12", "… who is 12" narrow as "boots for my 12 year old son" does (kids' boots,
 * "for your 12-year-old son"); they had said "a 12-year-old boy" (the pronoun was read against the last search's
 * person alone), kept "your son" with every boot, or lost the age. A pronoun the person cannot be by age stays
 * someone else; one of the other sex is a slip, giving only the age ("boots for my daughter, he is 12": your
 * 12-year-old daughter, kids' boots; it had said "a 12-year-old boy" beside the daughter's audience). "my sons 8",
 * its apostrophe unwritten, is an age as "my son's 8" is (it had been read as a size 8).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { audienceBoots } from '../helpers/sized-boots.ts';

const { app, search, converse } = await shopCaller(audienceBoots);

test('"boots for my son, he is 12" in one message: kids\' boots for your 12-year-old son', async () => {
  for (const request of [
    'boots for my son, he is 12',
    'boots for my son and he is 12',
    'boots for my son who is 12',
    "boots for my son who's twelve, under 100",
  ]) {
    const { ids, chat } = await search(request);
    assert.equal(ids, ['kids'], request);
    assert.match(chat, /^Showing boots for your 12-year-old son(?: under \$100)?\./, request);
  }
});

test('a pronoun of the other sex gives only the age: the relation named keeps the audience', async () => {
  // It had said "a 12-year-old boy" while listing the daughter's (girls' and women's) boots.
  for (const [request, who] of [
    ['boots for my daughter, he is 12', 'daughter'],
    ['boots for my daughter and he is 12', 'daughter'],
    ['boots for my son, she is 12', 'son'],
  ]) {
    const { ids, chat } = await search(request!);
    assert.equal(ids, ['kids'], request);
    assert.match(chat, new RegExp(`^Showing boots for your 12-year-old ${who}\\.`), request);
    assert.not.match(chat, /boy|girl/, request);
  }
  const grown = await search('boots for my son, she is 30');
  assert.equal(grown.ids.sort(), ['men', 'unisex']);
  assert.match(grown.chat, /^Showing boots for your 30-year-old son\./);
});

test('a pronoun the person just named cannot be by age names someone else', async () => {
  const dad = await search('boots for my dad, he is 60');
  assert.not.equal(dad.ids, ['kids']);
  assert.match(dad.chat, /^Showing boots for your 60-year-old dad\./);
});

test('"my sons 8" is his age, first or after "boots for my son"', async () => {
  const first = await search('hiking boots, my sons 8');
  assert.equal(first.ids, ['kids']);
  assert.match(first.chat, /^Showing hiking boots for your 8-year-old son\./);
  await converse('boots for my son', 'sons');
  const next = await converse('my sons 8', 'sons');
  assert.equal(next.ids, ['kids']);
  assert.match(next.chat, /^Showing boots for your 8-year-old son\./);
});

test.after(() => app.close());
test.run();
