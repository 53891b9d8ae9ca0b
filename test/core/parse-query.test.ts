/** parseQuery: the worked examples of the brief, end to end. Details per construction live in parse-query-*.test.ts. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery } from '../../core/search/parse-query.ts';

test('waterproof hiking boots under $120, size 10', () => {
  const query = parseQuery('waterproof hiking boots under $120, size 10');
  assert.is(query.text, 'waterproof hiking boots');
  assert.is(query.filters.priceMax, 120);
  assert.is(query.filters.priceMin, undefined);
  assert.equal(query.filters.sizes, ['10']);
  assert.equal(query.filters.features, ['waterproof']);
  assert.is(query.sort, 'relevance');
});

test('a red or blue dress for women, not polyester, under 80 dollars', () => {
  const query = parseQuery("I'm looking for a red or blue dress for women not polyester under 80 dollars");
  assert.is(query.text, 'dress');
  const colors = query.filters.colors ?? [];
  for (const colour of ['red', 'burgundy', 'blue', 'navy', 'cobalt'])
    assert.ok(colors.includes(colour), colour);
  assert.not.ok(colors.includes('green'));
  assert.equal(query.filters.audience, ['women']);
  assert.equal(query.filters.excludeTerms, ['polyester']);
  assert.is(query.filters.priceMax, 80);
  assert.is(query.filters.currency, 'USD');
  assert.is(query.filters.materials, undefined, 'an excluded material is not a wanted one');
});

test('8 ounce mason jars: a quantity, not a price; text unchanged', () => {
  const query = parseQuery('8 ounce mason jars');
  assert.equal(query, { text: '8 ounce mason jars', filters: {}, sort: 'relevance' });
});

test('cheapest wireless headphones', () => {
  const query = parseQuery('cheapest wireless headphones');
  assert.is(query.sort, 'price_asc');
  assert.equal(query.filters.features, ['wireless']);
  assert.is(query.text, 'wireless headphones');
});

test('a gift for my dad who likes fishing', () => {
  const query = parseQuery('a gift for my dad who likes fishing');
  assert.is(query.text, 'fishing');
  assert.equal(query.filters.audience, ['men']);
});

test('plain words pass through untouched, with no filters', () => {
  assert.equal(parseQuery('espresso machine'), { text: 'espresso machine', filters: {}, sort: 'relevance' });
  // A sentence's capital is no name: "Garden hose" is echoed "garden hose" (shopper-case.ts).
  assert.equal(parseQuery('  Garden   hose  '), { text: 'garden hose', filters: {}, sort: 'relevance' });
  assert.equal(parseQuery(''), { text: '', filters: {}, sort: 'relevance' });
});

test('pure and deterministic: same words, same query; input never shared', () => {
  const words = 'navy wool coat for men under €200, size L, in stock';
  const first = parseQuery(words);
  first.filters.colors?.push('mutated');
  assert.equal(parseQuery(words), parseQuery(words));
  assert.not.ok(parseQuery(words).filters.colors?.includes('mutated'));
});

test('everything at once', () => {
  const query = parseQuery(
    'Can you show me top rated navy merino sweaters for men in XL, 4+ stars, in stock, between $50 and $120, no polyester please',
  );
  assert.is(query.text, 'merino sweaters');
  assert.is(query.sort, 'rating');
  assert.equal(query.filters.colors, ['navy']);
  assert.equal(query.filters.materials, ['merino', 'merino wool']);
  assert.equal(query.filters.audience, ['men']);
  assert.equal(query.filters.sizes, ['XL']);
  assert.is(query.filters.minRating, 4);
  assert.is(query.filters.inStock, true);
  assert.is(query.filters.priceMin, 50);
  assert.is(query.filters.priceMax, 120);
  assert.equal(query.filters.excludeTerms, ['polyester']);
});

test.run();
