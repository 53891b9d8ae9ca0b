/** parseQuery: colours and sizes. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery } from '../../core/search/parse-query.ts';

const filters = (words: string) => parseQuery(words).filters;

test('colours: a family head brings its family; a member is just itself', () => {
  const blue = parseQuery('blue jacket');
  assert.is(blue.text, 'jacket');
  for (const colour of ['blue', 'navy', 'sky blue', 'cobalt', 'teal'])
    assert.ok(blue.filters.colors?.includes(colour), colour);
  assert.is(blue.filters.colors?.[0], 'blue', 'the asked colour comes first');
  assert.equal(filters('navy blazer').colors, ['navy']);
  assert.equal(filters('sky blue shirt').colors, ['sky blue']);
  assert.equal(filters('cobalt vase').colors, ['cobalt']);
});

test('colours: grey and gray are one colour, both spellings in the filter', () => {
  for (const words of ['grey hoodie', 'gray hoodie']) {
    const colors = filters(words).colors ?? [];
    for (const colour of ['grey', 'gray', 'charcoal', 'heather grey', 'heather gray'])
      assert.ok(colors.includes(colour), colour);
  }
});

test('colours: alternatives and lists', () => {
  const either = parseQuery('blue or green jacket');
  assert.is(either.text, 'jacket');
  for (const colour of ['blue', 'navy', 'green', 'olive'])
    assert.ok(either.filters.colors?.includes(colour), colour);
  const both = filters('black and white sneakers').colors ?? [];
  assert.ok(both.includes('black') && both.includes('white'));
  assert.equal(filters('navy or olive chinos').colors, ['navy', 'olive']);
  assert.equal(filters('chinos in colour: navy').colors, ['navy']);
  const ones = parseQuery('red sneakers or white ones');
  assert.is(ones.text, 'sneakers', '"ones" stands for the sneakers');
  assert.ok(ones.filters.colors?.includes('red') && ones.filters.colors.includes('white'));
});

test('colours: words that are also nouns need colour context', () => {
  for (const words of [
    'coffee maker',
    'olive oil',
    'white noise machine',
    'green tea',
    'rose water',
    'blue light glasses',
  ]) {
    const query = parseQuery(words);
    assert.is(query.filters.colors, undefined, words);
    assert.is(query.text, words, words);
  }
  assert.equal(parseQuery('dress in olive'), {
    text: 'dress',
    filters: { colors: ['olive'] },
    sort: 'relevance',
  });
  assert.equal(filters('olive-coloured scarf').colors, ['olive']);
  assert.equal(filters('light blue jeans').colors, ['light blue']);
  assert.equal(filters('pale pink top').colors, ['pale pink']);
});

test('sizes: letter sizes only in a size context', () => {
  assert.equal(filters('t-shirt size M').sizes, ['M']);
  assert.equal(filters('hoodie in XL').sizes, ['XL']);
  assert.equal(filters('jacket size large').sizes, ['L']);
  assert.equal(filters('dress size xs').sizes, ['XS']);
  assert.equal(filters('tee size S').sizes, ['S']);
  assert.equal(filters('coat size XXL').sizes, ['XXL']);
  assert.equal(filters('shirt in M').sizes, ['M']);
  assert.equal(filters('dress in medium').sizes, ['M']);
  assert.equal(filters('large size dog bed').sizes, ['L']);
  assert.equal(filters('sizes S or M').sizes, ['S', 'M']);
  assert.is(parseQuery('t-shirt size M').text, 't-shirt');
});

test('sizes: numbers', () => {
  assert.equal(parseQuery('boots size 10'), { text: 'boots', filters: { sizes: ['10'] }, sort: 'relevance' });
  assert.equal(filters('sneakers size 10.5').sizes, ['10.5']);
  assert.equal(parseQuery('loafers in a 9'), {
    text: 'loafers',
    filters: { sizes: ['9'] },
    sort: 'relevance',
  });
  assert.equal(filters('sandals sizes 9 or 10').sizes, ['9', '10']);
});

test('sizes: never "m" or "l" inside words or units', () => {
  for (const words of [
    '10 m cable',
    '20L backpack',
    'small m&m candy',
    'medium roast coffee',
    'sold in large packs',
  ]) {
    const query = parseQuery(words);
    assert.is(query.filters.sizes, undefined, words);
    assert.is(query.text, words, words);
  }
  // A pack's count is no size either: it is the pack asked (pack-count.ts).
  const packed = parseQuery('socks in a 2 pack');
  assert.is(packed.filters.sizes, undefined);
  assert.equal(packed.pack, { count: 2 });
});

test('sizes: the cue is a word of its own ("sizes of showers" asks no size S)', () => {
  for (const words of ['Sizes of showers', 'what sizes in louvered closet doors', 'sizeable tote']) {
    assert.is(filters(words).sizes, undefined, words);
  }
  assert.equal(filters('boots size10').sizes, ['10']);
  assert.equal(filters('tee size:M').sizes, ['M']);
});

test.run();
