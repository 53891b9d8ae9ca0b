/**
 * A sentence giving someone's size by a pronoun (`queryDefaults.personSize`), through the core's caller on a real
 * SQLite catalogue: "a rain jacket, she wears size m" lists the rain jackets for her in M, as "a rain jacket for her
 * in size m" does; after "rain jackets", "she wears size m", "she's a medium" or "her size is m" narrows them so.
 * They had been read as words ("she", "wears"), the first listing every rain jacket and the follow-up nothing.
 * Where the conversation's person is already of that sex ("boots for my son", then "he wears a 10") the size is
 * theirs; "they" names no one; "she's 8" stays an age and "she wears large hoods" stays words. A person named
 * by their relation says so too: "my daughter wears a medium" is "for my daughter in size medium".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { audienceBoots } from '../helpers/sized-boots.ts';

const jacket = (id: string, title: string, gender: string, size: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price: 90,
  attributes: { gender, size },
});

const products: Product[] = [
  ...audienceBoots,
  jacket('rain-women', "Women's Drift Rain Jacket", 'women', ['S', 'M', 'L']),
  jacket('rain-women-small', "Women's Petite Rain Jacket", 'women', ['XS', 'S']),
  jacket('rain-men', "Men's Drift Rain Jacket", 'men', ['M', 'L', 'XL']),
  jacket('rain-unisex', 'Harbor Rain Jacket', 'unisex', ['S', 'M', 'L']),
];

const { app, search, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();
const HERS = ['rain-unisex', 'rain-women'];

test('"a rain jacket, she wears size m" as a first message: rain jackets for her in M', async () => {
  for (const request of [
    'a rain jacket, she wears size m',
    'a rain jacket, she wears a medium',
    "rain jacket, she's a medium",
    'rain jacket. her size is M',
    'rain jacket, she usually takes a medium',
  ]) {
    const { ids, chat } = await search(request);
    assert.equal(sorted(ids), HERS, request);
    assert.match(chat, /^Showing rain jacket for her in size M\./, request);
  }
});

test('after "rain jackets", "she wears size m" narrows them to hers in M (it had found nothing)', async () => {
  for (const [n, said] of [
    'she wears size m',
    "she's a medium",
    'her size is m',
    'ok, she wears a medium',
  ].entries()) {
    await converse('rain jackets', `rain-${n}`);
    const { ids, chat } = await converse(said, `rain-${n}`);
    assert.equal(sorted(ids), HERS, said);
    assert.match(chat, /^Showing rain jackets for her in size M\./, said);
  }
});

test('"he wears a 10" after "hiking boots" is his size; a number in words too', async () => {
  for (const [n, said] of ['he wears a 10', 'his shoe size is 10', 'he usually wears a ten'].entries()) {
    await converse('hiking boots', `boots-${n}`);
    const { ids, chat } = await converse(said, `boots-${n}`);
    assert.equal(sorted(ids), ['men', 'unisex'], said);
    assert.match(chat, /^Showing hiking boots for him in size 10\./, said);
  }
});

test('the size of the person named before stays theirs; "they" names no one', async () => {
  await converse('hiking boots for my son', 'son');
  const son = await converse('he wears a 10', 'son');
  assert.match(son.chat, /^Showing hiking boots for your son in size 10\./);
  assert.ok(son.ids.length > 0);
  await converse('a rain jacket for my mom', 'mom');
  const mom = await converse('she wears a medium', 'mom');
  assert.equal(sorted(mom.ids), HERS);
  assert.match(mom.chat, /^Showing rain jacket for your mom in size M\./);
  await converse('rain jackets', 'they');
  const they = await converse('they wear a medium', 'they');
  assert.equal(sorted(they.ids), ['rain-men', 'rain-unisex', 'rain-women']);
  assert.match(they.chat, /^Showing rain jackets in size M\./);
});

test('"my daughter wears a medium" names her with the size (it had searched the word "wears")', async () => {
  for (const request of ['a rain jacket, my daughter wears a medium', "rain jacket, my wife's size is m"]) {
    const { ids, chat } = await search(request);
    assert.equal(sorted(ids), HERS, request);
    assert.match(chat, /^Showing rain jacket for your (?:daughter|wife) in size M\./, request);
  }
  await converse('hiking boots', 'husband');
  const husband = await converse('my husband wears a 10', 'husband');
  assert.equal(sorted(husband.ids), ['men', 'unisex']);
  assert.match(husband.chat, /^Showing hiking boots for your husband in size 10\./);
});

test('an age and an adjective stay what they were: "she\'s 8", "she wears large sunglasses"', async () => {
  await converse('hiking boots', 'age');
  const age = await converse("she's 8", 'age');
  assert.equal(age.ids, ['kids']);
  assert.match(age.chat, /^Showing hiking boots for an 8-year-old girl\./);
  const words = await search('rain jacket, she wears large hoods');
  assert.not.match(words.chat, /size L/);
});

test.after(() => app.close());
test.run();
