/**
 * A size said of someone in a clause not opening its own phrase, through the core's caller on a real SQLite
 * catalogue: joined by "and" ("rain jacket and she wears a medium"), describing the person just named ("rain
 * jacket for my wife who wears a medium", "whose size is m"), or between two sizes ("she is between a medium and a
 * large": both, "in size M or L"). They had echoed "and she wears" or "who wears" as words, or read only the large.
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
  jacket('rain-women', "Women's Drift Rain Jacket", 'women', ['S', 'M']),
  jacket('rain-women-large', "Women's Tall Rain Jacket", 'women', ['L', 'XL']),
  jacket('rain-women-small', "Women's Petite Rain Jacket", 'women', ['XS', 'S']),
  jacket('rain-men', "Men's Drift Rain Jacket", 'men', ['M', 'L', 'XL']),
];

const { app, search, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"rain jacket and she wears a medium": joined by "and", the sentence is her size', async () => {
  for (const request of ['rain jacket and she wears a medium', 'rain jacket but she usually takes size m']) {
    const { ids, chat } = await search(request);
    assert.equal(ids, ['rain-women'], request);
    assert.match(chat, /^Showing rain jacket for her in size M\./, request);
  }
  const boots = await search('hiking boots since he wears a 10');
  assert.equal(sorted(boots.ids), ['men', 'unisex']);
  assert.match(boots.chat, /^Showing hiking boots for him in size 10\./);
});

test('"for my wife who wears a medium": the clause is her size, not words to search', async () => {
  for (const request of [
    'rain jacket for my wife who wears a medium',
    'rain jacket for my wife, who is a medium',
    'rain jacket for my wife whose size is m',
  ]) {
    const { ids, chat } = await search(request);
    assert.equal(ids, ['rain-women'], request);
    assert.match(chat, /^Showing rain jacket for your wife in size M\./, request);
  }
});

test('"she is between a medium and a large": both sizes, first or after "rain jackets"', async () => {
  const first = await search('rain jacket, she is between a medium and a large');
  assert.equal(sorted(first.ids), ['rain-women', 'rain-women-large']);
  assert.match(first.chat, /^Showing rain jacket for her in size M or L\./);
  await converse('rain jackets', 'between');
  const next = await converse("she's in between a medium and a large", 'between');
  assert.equal(sorted(next.ids), ['rain-women', 'rain-women-large']);
  assert.match(next.chat, /^Showing rain jackets for her in size M or L\./);
});

test('"and she wears large hoods" keeps its words', async () => {
  const words = await search('rain jacket and she wears large hoods');
  assert.not.match(words.chat, /size L/);
});

test.after(() => app.close());
test.run();
