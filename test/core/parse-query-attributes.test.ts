/** parseQuery: materials, features and audiences. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary } from '../../core/search/catalog-vocabulary.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

const filters = (words: string) => parseQuery(words).filters;

test('materials: filter with every built-in spelling, and the word stays in the text', () => {
  const cases: [string, string[]][] = [
    ['leather boots', ['leather', 'genuine leather', 'real leather', 'suede', 'nubuck']],
    ['suede loafers', ['suede']],
    ['cotton tee', ['cotton']],
    ['wool socks', ['wool', 'woollen', 'woolen', 'wool blend', 'lambswool', 'lambs wool']],
    ['merino base layer', ['merino', 'merino wool']],
    ['polyester jacket', ['polyester']],
    ['nylon backpack', ['nylon']],
    ['canvas tote', ['canvas']],
    ['denim jacket', ['denim']],
    ['silk scarf', ['silk']],
    ['linen shirt', ['linen']],
    ['stainless steel bottle', ['stainless steel', 'stainless']],
    ['bamboo cutting board', ['bamboo']],
    ['ceramic mug', ['ceramic']],
    ['glass jar', ['glass']],
    ['plastic chair', ['plastic']],
    [
      'wooden spoon',
      [
        'wood',
        'wooden',
        'oak',
        'walnut',
        'teak',
        'acacia',
        'pine',
        'maple',
        'beech',
        'birch',
        'cherry',
        'mahogany',
        'rosewood',
        'ash',
      ],
    ],
    ['silk and cashmere scarf', ['silk', 'cashmere']],
  ];
  for (const [words, materials] of cases) {
    assert.equal(parseQuery(words), { text: words, filters: { materials }, sort: 'relevance' }, words);
  }
});

test('materials: "vegan leather" is a faux leather, not a vegan feature beside leather', () => {
  const vocabulary = {
    ...buildVocabulary([]),
    features: ['vegan'],
    materials: ['leather', 'synthetic leather'],
  };
  const vegan = parseQuery('vegan leather sneakers', { vocabulary });
  assert.is(vegan.filters.features, undefined);
  assert.ok(vegan.filters.materials?.includes('synthetic leather'));
  assert.ok(vegan.filters.materials?.includes('vegan leather'));
  assert.not.ok(vegan.filters.materials?.includes('leather'));
  assert.equal(parseQuery('vegan moisturizer', { vocabulary }).filters.features, ['vegan']);
});

test('features: filter, and the words stay in the text', () => {
  const cases: [string, string][] = [
    ['wireless headphones', 'wireless'],
    ['waterproof jacket', 'waterproof'],
    ['noise cancelling headphones', 'noise cancelling'],
    ['noise-canceling earbuds', 'noise cancelling'],
    ['bluetooth speaker', 'bluetooth'],
    ['breathable running shirt', 'breathable'],
    ['non-slip bath mat', 'non-slip'],
  ];
  for (const [words, feature] of cases) {
    assert.equal(
      parseQuery(words),
      { text: words, filters: { features: [feature] }, sort: 'relevance' },
      words,
    );
  }
  assert.equal(filters('waterproof bluetooth speaker').features, ['waterproof', 'bluetooth']);
  // Bluetooth is wireless (featureImplications): the weaker feature beside it adds nothing (stronger-features.ts).
  assert.equal(filters('wireless bluetooth speaker').features, ['bluetooth']);
});

test('audience: canonical women, men, kids, unisex; removed from the text', () => {
  const cases: [string, string][] = [
    ['boots for women', 'women'],
    ["women's boots", 'women'],
    ['womens boots', 'women'],
    ['ladies boots', 'women'],
    ['boots for her', 'women'],
    ['boots for mom', 'women'],
    ["men's boots", 'men'],
    ['mens boots', 'men'],
    ['boots for men', 'men'],
    ['boots for him', 'men'],
    ['boots for my dad', 'men'],
    ['kids boots', 'kids'],
    ['boots for children', 'kids'],
    ["children's boots", 'kids'],
    ['boys boots', 'kids'],
    ['girls boots', 'kids'],
    ['unisex boots', 'unisex'],
  ];
  // A person ("her", "my dad") implies the audience without a word naming it (see softenedQuery), and is the
  // recipient the chat names ("boots for your dad").
  const implied = new Map([
    ['boots for her', 'her'],
    ['boots for mom', 'mom'],
    ['boots for him', 'him'],
    ['boots for my dad', 'your dad'],
  ]);
  const grown = new Map([
    ['boys boots', 'men'],
    ['girls boots', 'women'],
  ]);
  for (const [words, audience] of cases) {
    assert.equal(
      parseQuery(words),
      {
        text: 'boots',
        filters: { audience: [audience] },
        sort: 'relevance',
        ...(implied.has(words) && { recipient: implied.get(words), audienceImplied: true }),
        // A boy grows into men's sizes, a girl into women's (relax-query.ts).
        ...(grown.has(words) && { grownInto: grown.get(words) }),
      },
      words,
    );
  }
  assert.equal(filters('socks for men and women').audience, ['men', 'women']);
  assert.is(filters('dad hat').audience, undefined, 'a relation needs "for" or "my"');
});

test('audience: a son or daughter may be a child or an adult, of one sex', () => {
  const son = parseQuery('a graphic tee for my teenage son');
  assert.is(son.text, 'graphic tee');
  assert.equal(son.filters.audience, ['men', 'kids']);
  assert.is(son.recipient, 'your teenage son');
  assert.is(son.audienceImplied, true);
  assert.equal(filters('running shoes for my daughter').audience, ['women', 'kids']);
  assert.equal(filters('boots for my 8 year old son').audience, ['kids'], 'an age says which');
  assert.is(filters('boots for my friend').audience, undefined, 'a friend names no audience');
});

test('audience: "male" and "female" alone are a connector\'s gender; after "for" an audience', () => {
  for (const words of ['female hose connector', '1/2 inch male pex', 'speaker cable male to male']) {
    const query = parseQuery(words);
    assert.is(query.filters.audience, undefined, words);
    assert.is(query.text, words, 'the words stay to be matched');
  }
  assert.equal(filters('helmet for female riders').audience, ['women']);
  assert.equal(filters('razor for male').audience, ['men']);
});

test.run();
