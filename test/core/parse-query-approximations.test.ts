/**
 * parseQuery: an approximation word after a size or a measure goes with it ("size 10 or so", "size 10ish",
 * "size 9 max", "30L or so"), or before one ("about 20L", "around size 10"): no "or so" / "so" / "max" / "about"
 * left as words to match.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, parseQuery } from '../../core/index.ts';

test('after a size, the approximation goes and the size stays', () => {
  for (const [words, size] of [
    ['running shoes size 10 or so', '10'],
    ['running shoes size 10ish', '10'],
    ['sneakers size 9 max', '9'],
    ['hoodie size M or so', 'M'],
  ] as const) {
    const { filters, text } = parseQuery(words);
    assert.equal(filters.sizes, [size], words);
    assert.is(text, words.split(' size')[0], words);
  }
});

test('after a measure, the approximation goes and the measure stays as words', () => {
  for (const [words, text] of [
    ['backpack 30L or so', 'backpack 30L'],
    ['watch 40mm or so', 'watch 40mm'],
    ['speaker 20W or so', 'speaker 20W'],
    ['speaker 20W-ish', 'speaker 20W'],
  ] as const)
    assert.is(parseQuery(words).text, text, words);
});

test('before a measure or a size, the approximation goes: not a price, nor a preposition\'s "in"', () => {
  for (const [words, text] of [
    ['backpack about 20L', 'backpack 20L'],
    ['backpack around 20 liters', 'backpack 20 liters'],
    ['tent approximately 3 kg', 'tent 3 kg'],
    ['watch ~40mm', 'watch 40mm'],
    ['about 2 in', 'about 2 in'],
  ] as const)
    assert.is(parseQuery(words).text, text, words);
  assert.equal(parseQuery('shoes around size 10').filters.sizes, ['10']);
  assert.equal(parseQuery('running shoes about a size 9').filters.sizes, ['9']);
  assert.equal(parseQuery('watch about 100 dollars').filters, {
    priceMin: 80,
    priceMax: 120,
    currency: 'USD',
  });
});

test('a price "or so" stays a price; "max" after a measure stays its bound', () => {
  assert.equal(parseQuery('watch 200 or so').filters, { priceMin: 160, priceMax: 240 });
  // Where no product states a volume, its cue goes as "under 30L"'s would; where one does, it bounds.
  assert.is(parseQuery('backpack 30L max').text, 'backpack 30L');
  const vocabulary = buildVocabulary([{ id: 'b', title: 'Daypack', attributes: { capacity: '25L' } }]);
  assert.equal(parseQuery('backpack 30L max', { vocabulary }).filters.measures, [
    { unit: 'ml', max: 30000, label: 'up to 30L' },
  ]);
});

test.run();
