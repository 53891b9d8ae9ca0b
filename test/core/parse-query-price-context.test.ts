/**
 * parseQuery: what stands before a bare number decides whether a soft price cue ("up to", "about", "or so",
 * "from … to", "max", "<", ">") makes it a price: a count after "for" / "sleeps", an age after a person, a rating
 * or a review count after "rating" / "reviews", a model number before "max", a heart ("<3").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery } from '../../core/search/parse-query.ts';

const price = (words: string) => {
  const { filters } = parseQuery(words);
  return { min: filters.priceMin, max: filters.priceMax };
};
const none = { min: undefined, max: undefined };

test('a small number after "for", "sleeps", "seats", "holds" counts people or things', () => {
  for (const words of [
    'tent for up to 10',
    'tent that sleeps up to 10',
    'a tent for 10 or so',
    'tent for about 10',
    'table that seats about 12',
    'cooler that holds up to 12',
  ])
    assert.equal(price(words), none, words);
});

test('a number after a person or an age word is an age', () => {
  for (const words of [
    "sneakers for my son, he's about 10",
    'gift for my nephew who is 12ish',
    'sneakers for kids from 10 to 14',
    'jacket for my dad, he is about 60',
  ])
    assert.equal(price(words), none, words);
});

test('the prices these cues make stay: "watch for about 100", "my budget is about 100", "tent for up to 150"', () => {
  assert.equal(price('watch for about 100'), { min: 80, max: 120 });
  assert.equal(
    price('my budget is about 100'),
    { min: undefined, max: 100 },
    'a budget is a ceiling, "about" or not',
  );
  assert.equal(price('the price is about 100'), { min: 80, max: 120 });
  assert.equal(price('tent for up to 150'), { min: undefined, max: 150 });
  assert.equal(price('tent for $10 or so'), { min: 8, max: 12 }, 'a currency is money anywhere');
});

test('"<" / ">" after a rating or reviews is no price; a rating sign sets the minimum rating', () => {
  const rated = parseQuery('running shoes rating >4.5');
  assert.equal(
    [rated.filters.minRating, rated.filters.priceMin, rated.text],
    [4.5, undefined, 'running shoes'],
  );
  assert.is(parseQuery('running shoes rated >= 4').filters.minRating, 4);
  assert.equal(price('headphones with reviews >1000'), none);
  assert.equal(price('headphones with reviews over 1000'), none);
});

test('a sign needs the same minimum as the other soft cues: "sneakers <3" is a heart', () => {
  assert.equal(price('sneakers <3'), none);
  assert.equal(price('sneakers >5'), none);
  assert.equal(price('sneakers <100'), { min: undefined, max: 100 });
  assert.equal(price('sneakers <$5'), { min: undefined, max: 5 });
});

test('"N max" needs a number of at least 20 or a currency: "iphone 15 max" is a model', () => {
  assert.equal(price('iphone 15 max'), none);
  assert.is(parseQuery('iphone 15 max').text, 'iphone 15 max');
  assert.equal(price('watch 150 max'), { min: undefined, max: 150 });
  assert.equal(price('socks 20 max'), { min: undefined, max: 20 });
  assert.equal(price('socks $15 max'), { min: undefined, max: 15 });
});

test.run();
