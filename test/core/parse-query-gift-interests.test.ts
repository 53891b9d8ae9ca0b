/**
 * parseQuery on who a gift is for: named by what they do ("a gift for a runner") or love ("a coffee lover"), and an
 * interest seldom a product's own word ("likes music") as the shop's categories that serve it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { emptyVocabulary } from '../../core/search/catalog-vocabulary.ts';
import { describeQuery } from '../../core/search/describe-query.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

test('who a gift is for, named by what they do, is searched as the activity; product names stay', () => {
  const cases: [string, string, string | undefined][] = [
    ['gift for a runner under $100', 'running', 'a runner'],
    ['for my dad who is a golfer', 'golf', 'your dad'],
    ['something for hikers', 'hiking', 'hikers'],
    ['gifts for golfers', 'golf', 'golfers'],
    ['present for a gardener who loves roses', 'gardening roses', 'a gardener'],
    ['tents for campers', 'camping tents', 'campers'],
    ['hiking boots for a hiker', 'hiking boots', 'a hiker'],
    ['table runner', 'table runner', undefined],
    ['rug runner for a hallway', 'rug runner for a hallway', undefined],
    ['area rug runner', 'area rug runner', undefined],
    ['bakers rack', 'bakers rack', undefined],
    ['gifts for a new homeowner', 'home', 'a new homeowner'],
    ['a present for my dad who is a chef', 'cooking', 'your dad'],
    ["chef's knife for a cook", "cooking chef's knife", 'a cook'],
    ['cook set for campers', 'camping cook set', 'campers'],
    ['runner', 'runner', undefined],
  ];
  for (const [words, text, recipient] of cases) {
    const query = parseQuery(words);
    assert.is(query.text, text, words);
    assert.is(query.recipient, recipient, words);
  }
  assert.is(
    describeQuery(parseQuery('gift for a runner under $100')),
    'running picks for a runner under $100',
  );
  assert.is(describeQuery(parseQuery('tents for campers')), 'camping tents for campers');
  assert.is(describeQuery(parseQuery('for my dad who is a golfer')), 'golf picks for your dad');
  assert.is(describeQuery(parseQuery('boots for her')), 'boots for her', 'a product is no pick');
  assert.is(describeQuery(parseQuery('a gift for my wife who loves cooking')), 'cooking picks for your wife');
  assert.is(describeQuery(parseQuery('hiking boots for women')), 'hiking boots for women');
  // A word between the determiner and the person: the person is still named.
  assert.is(parseQuery('gift ideas for a new mom').recipient, 'a new mom');
  assert.equal(parseQuery('gift ideas for a new mom').filters.audience, ['women']);
  assert.is(describeQuery(parseQuery('something for my little sister')), 'products for your little sister');
  assert.is(parseQuery('for a new pair of shoes').recipient, undefined);
  // People named in the plural, with no audience of their own.
  const coworkers = parseQuery('gifts under 25 for coworkers');
  assert.is(coworkers.text, '');
  assert.is(coworkers.recipient, 'coworkers');
  assert.is(coworkers.filters.audience, undefined);
  assert.is(describeQuery(parseQuery('a gift for my colleagues')), 'products for your colleagues');
});

test('who a gift is for, named by what they love, is searched as what they love', () => {
  const cases: [string, string, string | undefined][] = [
    ['gift for a coffee lover', 'coffee', 'a coffee lover'],
    ['gifts for tea lovers under $30', 'tea', 'tea lovers'],
    ['something for my dad who is a coffee lover', 'coffee', 'your dad'],
    ['for a board game geek', 'board game', 'a board game geek'],
    ['coffee lover mug', 'coffee lover mug', undefined],
    ['remote for ceiling fans', 'remote for ceiling fans', undefined],
    ['gift for a coffee fan', 'coffee', 'a coffee fan'],
    ['for my dad who is a huge star wars fan', 'star wars', 'your dad'],
    ['light attachment for ceiling fans', 'light attachment for ceiling fans', undefined],
    ['a ceiling fan', 'ceiling fan', undefined],
    ['fan for a bedroom', 'fan for a bedroom', undefined],
    ['lover', 'lover', undefined],
    ['gift ideas for a yoga teacher', 'yoga', 'a yoga teacher'],
    ['a present for my swim coach', 'swim', 'your swim coach'],
    ["I'm going camping next weekend, what do I need?", 'camping', undefined],
  ];
  for (const [words, text, recipient] of cases) {
    const query = parseQuery(words);
    assert.is(query.text, text, words);
    assert.is(query.recipient, recipient, words);
  }
  assert.is(describeQuery(parseQuery('gift for a coffee lover')), 'coffee picks for a coffee lover');
});

test("an interest seldom a product's word names the shop's categories that serve it", () => {
  const vocabulary = {
    ...emptyVocabulary,
    categories: ['Electronics > Headphones', 'Electronics > Speakers', 'Home > Kitchen'],
  };
  const music = ['electronics > headphones', 'electronics > speakers'];
  const cases: [string, string, string[] | undefined][] = [
    ['gift for a teenager who likes music', '', music],
    ['a gift for a music lover under $50', '', music],
    ['headphones for a music lover', 'music headphones', ['electronics > headphones']],
    ['gift for my wife who loves cooking', 'cooking', undefined],
    ['music', 'music', undefined],
    ['something for my son who loves gaming', 'gaming', undefined],
  ];
  for (const [words, text, categories] of cases) {
    const query = parseQuery(words, { vocabulary });
    assert.is(query.text, text, words);
    assert.equal(query.filters.categories, categories, words);
  }
  const teenager = parseQuery('gift for a teenager who likes music', { vocabulary });
  assert.is(describeQuery(teenager), 'headphones or speakers for a teenager');
  const elsewhere = parseQuery('gift for a teenager who likes music', { vocabulary: emptyVocabulary });
  assert.is(elsewhere.text, 'music', 'a shop without those categories searches the word');
});

test.run();
