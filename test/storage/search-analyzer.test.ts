/** The text analyzer shared by index and query, the Porter stemmer, edit distances and title structure. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { analyze, analyzeNormalized, normalizeText } from '../../storage/search/text/analyze.ts';
import { porterStem } from '../../core/search/porter-stemmer.ts';
import { dimensions, gluedRuns, joinedTerm } from '../../storage/search/text/compounds.ts';
import { titleStructure } from '../../storage/search/text/title-structure.ts';
import { editDistance } from '../../storage/search/text/typo-index.ts';

const terms = (text: string) => analyze(text).map((token) => token.term);

test('words: lower-cased, diacritics and apostrophes removed, stemmed, irregular plurals singular', () => {
  assert.equal(terms('Running SHOES'), ['run', 'shoe']);
  assert.equal(terms('Crème Brûlée'), ['creme', 'brule']);
  assert.equal(terms("O'Neill Men's Jackets"), ['oneil', 'man', 'jacket']);
  assert.equal(terms('knives shelves children'), ['knife', 'shelf', 'child']);
  assert.equal(terms('Rock &amp; Roll&#39;s'), ['rock', 'roll']);
});

test('words: plurals folded before stemming, so a plural meets its singular', () => {
  // Porter alone stems "ties" to "ti" but "tie" to "tie": "hurricane ties" missed every "Hurricane Tie".
  for (const [plural, singular] of [
    ['Hurricane Ties', 'Hurricane Tie'],
    ['pies dies', 'pie die'],
    ['phone cases', 'phone case'],
    ['fuses hoses sizes', 'fuse hose size'],
    ['glasses boxes dishes', 'glass box dish'],
  ] as const)
    assert.equal(terms(plural), terms(singular), plural);
});

test('units: spellings after a number are one canonical unit, glued or not', () => {
  for (const text of ['8 oz', '8 oz.', '8oz', '8 ounce', '8 Ounces', '8-oz']) {
    assert.equal(terms(text), ['8', 'ounce'], text);
  }
  assert.equal(terms('10 ft. hose'), ['10', 'foot', 'hose']);
  assert.equal(terms('6" pot'), ['6', 'inch', 'pot']);
  assert.equal(terms("6' ladder"), ['6', 'foot', 'ladder']);
  assert.equal(terms('in the box'), ['in', 'the', 'box'], 'a unit only after a number');
  assert.equal(terms('60W bulb 12-pack'), ['60', 'watt', 'bulb', '12', 'pack']);
  assert.equal(terms('4-Person'), terms('4 people'), 'people are persons');
  assert.equal(terms('2 man tent'), ['2', 'person', 'tent']);
});

test('numbers: fractions and mixed numbers as decimals, thousands separators dropped', () => {
  assert.equal(terms('1/2 in.'), ['0.5', 'inch']);
  assert.equal(terms('1-1/2 in.'), ['1.5', 'inch']);
  assert.equal(terms('2 1/4"'), ['2.25', 'inch']);
  assert.equal(terms('.375 dowel'), ['0.375', 'dowel']);
  assert.equal(terms('0.50 and 2.0'), ['0.5', 'and', '2']);
  assert.equal(terms('10,000 BTU'), ['10000', 'btu']);
  assert.equal(terms('14/2 wire'), ['14', '2', 'wire'], 'not a proper fraction: two numbers');
});

test('glued pieces: letter/digit boundaries and hyphens, joined for the index', () => {
  const tokens = analyze('T-Shirt x200b water proof');
  assert.equal(
    tokens.map((t) => [t.term, t.glued]),
    [
      ['t', false],
      ['shirt', true],
      ['x', false],
      ['200', true],
      ['b', true],
      ['water', false],
      ['proof', false],
    ],
  );
  assert.equal(
    gluedRuns(tokens).map(([start, end]) => joinedTerm(tokens.slice(start, end))),
    ['tshirt', 'x200b'],
  );
  assert.equal(joinedTerm(analyze('8-oz')), '8ounce');
});

test('dimensions: every spelling of A x B meets', () => {
  for (const text of [
    '2x4',
    '2 x 4',
    '2 in. x 4 in.',
    '2" x 4"',
    '2 by 4',
    '2-inch by 4-inch',
    '2 in. by 4',
  ]) {
    assert.equal(
      dimensions(analyze(text)).map(([, , term]) => term),
      ['2x4'],
      text,
    );
  }
  assert.equal(
    dimensions(analyze('10 ft. x 7 ft. x 2 ft.')).map(([, , term]) => term),
    ['10x7', '7x2'],
  );
  assert.equal(dimensions(analyze('box x large')), []);
  assert.equal(dimensions(analyze('sold by 3 shops')), [], '"by" only between numbers');
});

test('Porter stemmer: the reference examples', () => {
  const cases: Record<string, string> = {
    caresses: 'caress',
    ponies: 'poni',
    cats: 'cat',
    agreed: 'agre',
    plastered: 'plaster',
    motoring: 'motor',
    hopping: 'hop',
    filing: 'file',
    happy: 'happi',
    relational: 'relat',
    digitizer: 'digit',
    generalizations: 'gener',
    batteries: 'batteri',
    adjustable: 'adjust',
    controll: 'control',
    a: 'a',
    '42': '42',
  };
  for (const [word, stem] of Object.entries(cases)) assert.is(porterStem(word), stem, word);
});

test('edit distance: optimal string alignment, bounded', () => {
  assert.is(editDistance('lether', 'leather', 2), 1);
  assert.is(editDistance('recieve', 'receive', 2), 1, 'a transposition is one edit');
  assert.is(editDistance('kitten', 'sitting', 3), 3);
  assert.is(editDistance('kitten', 'sitting', 1), 2, 'stops once above the bound');
  assert.is(editDistance('same', 'same', 1), 0);
});

test('title structure: main segment and head word', () => {
  const of = (title: string) => {
    const normalized = normalizeText(title);
    const tokens = analyzeNormalized(normalized);
    const { mainLength, head } = titleStructure(normalized, tokens);
    return [
      tokens
        .slice(0, mainLength)
        .map((t) => t.word)
        .join(' '),
      head < 0 ? '' : tokens[head]!.word,
    ];
  };
  assert.equal(of("Trekka Men's Trail Shoes, Size 9 - Black"), ['trekka mens trail shoes', 'shoes']);
  assert.equal(of('Slim Case for Nexa Orbit 7'), ['slim case', 'case']);
  assert.equal(of('Utility Sink Tap in Chrome (2-Pack)'), ['utility sink tap', 'tap']);
  assert.equal(of('Polar 24 in. W 9 cu. ft. Freezer'), ['polar 24 in w 9 cu ft freezer', 'freezer']);
  assert.equal(
    of('PS5 - Racing Game'),
    ['ps 5 racing game', 'game'],
    'a one-word segment is not the main one',
  );
  assert.equal(of('Glassco(R) Storage Jar'), ['glassco r storage jar', 'jar'], '(R) is no break');
});

test.run();
