/**
 * primeParser (core/search/prime-parser.ts): the search procedure calls it on every request, so it must parse
 * its phrases once per vocabulary (a catalogue version), never again for the same one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyVocabulary, type CatalogVocabulary } from '../../core/search/catalog-vocabulary.ts';
import { parseQuery } from '../../core/search/parse-query.ts';
import { primeParser } from '../../core/search/prime-parser.ts';

const vocabularyOf = (): CatalogVocabulary => ({
  ...emptyVocabulary,
  brands: ['Stridewell'],
  colors: ['Navy'],
  materials: ['leather'],
});

test('primes a vocabulary once; a new vocabulary (a new catalogue version) again', () => {
  const first = vocabularyOf();
  assert.is(primeParser(first), true);
  assert.is(primeParser(first), false);
  assert.is(primeParser(first), false);
  assert.is(primeParser(vocabularyOf()), true);
});

test('a primed vocabulary reads requests as before, in either apostrophe', () => {
  const fresh = vocabularyOf();
  const before = parseQuery('men’s navy Stridewell boots, not leather', { vocabulary: fresh });
  primeParser(fresh);
  assert.equal(parseQuery('men’s navy Stridewell boots, not leather', { vocabulary: fresh }), before);
  assert.equal(before.filters.brands, ['Stridewell']);
  assert.equal(before.filters.audience, ['men']);
});

test.run();
