/**
 * parseQuery: price cues that read a bare number as a price only when it ends its phrase ("up to 150", "about
 * 100", "from 100 to 200", "150 max", "200 or so"), and comparison signs ("<100", ">100").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery } from '../../core/search/parse-query.ts';

const price = (words: string) => {
  const { filters, text } = parseQuery(words);
  return { min: filters.priceMin, max: filters.priceMax, text };
};

const cases: [words: string, min: number | undefined, max: number | undefined][] = [
  ['up to 150', undefined, 150],
  ['within 150', undefined, 150],
  ['150 max', undefined, 150],
  ['from 100 to 200', 100, 200],
  ['priced from 100 to 200', 100, 200],
  ['for about 100', 80, 120],
  ['~100', 80, 120],
  ['near 100', 80, 120],
  ['for 200 bucks or so', 160, 240],
  ['200 or so', 160, 240],
  ['100ish', 80, 120],
  ['about 100 or so', 80, 120],
  ['<100', undefined, 100],
  ['<=100', undefined, 100],
  ['>100', 100, undefined],
  ['>= 100', 100, undefined],
];

for (const [words, min, max] of cases) {
  test(`a bare number ending its phrase: "watch ${words}"`, () => {
    assert.equal(price(`watch ${words}`), { min, max, text: 'watch' });
  });
}

test('a colour, material or feature after the number still ends its phrase', () => {
  assert.equal(price('watch up to 150 waterproof'), { min: undefined, max: 150, text: 'watch waterproof' });
  assert.equal(price('boots 100 or so in brown').max, 120);
  assert.equal(price('watch 150 max for my dad').max, 150);
});

test('a bare number these cues count stays words: "tent up to 4 people", "a tent for up to 4"', () => {
  for (const [words, text] of [
    ['tent up to 4 people', 'tent 4 people'],
    ['tent for up to 4', 'tent 4'],
    ['tent up to 200 people', 'tent 200 people'],
    ['laptop up to 16gb', 'laptop 16gb'],
    ['4 or so people', '4 or so people'],
    ['within 5 miles', 'within 5 miles'],
    // No price; the size reader takes the range (size-ranges.ts).
    ['shoes sizes from 8 to 10', 'shoes'],
    ['toys for ages from 8 to 12', 'toys for ages from 8 to 12'],
  ] as const) {
    assert.equal(price(words), { min: undefined, max: undefined, text }, words);
  }
});

test('"max" before a number and "from" alone still need a currency: names and years hold them', () => {
  assert.equal(price('nike air max 90'), { min: undefined, max: undefined, text: 'nike air max 90' });
  assert.equal(price('lego from 2019'), { min: undefined, max: undefined, text: 'lego from 2019' });
  assert.equal(price('tent 200 tops').max, undefined, '"tops" names tank tops too');
  assert.equal(price('watch max $150').max, 150);
});

test.run();
