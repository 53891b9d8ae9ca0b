/**
 * parseQuery on clauses about the person a request is for: what they love or do is their interest ("she's really
 * into yoga"), what they need is the request ("so needs new running shoes"), and a clause describing them ("who
 * is always cold") leaves the words, searched for the need it names, else for their most popular products.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { describeQuery } from '../../core/search/describe-query.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

test('what the recipient loves or does is their interest: "she\'s really into yoga"', () => {
  const cases: [string, string, string][] = [
    ["a present for my girlfriend, she's really into yoga", 'yoga', 'your girlfriend'],
    ["a present for my girlfriend she's really into yoga", 'yoga', 'your girlfriend'],
    ["gift for my boyfriend, he's a big fan of hiking", 'hiking', 'your boyfriend'],
    ['something for my sister who is obsessed with coffee', 'coffee', 'your sister'],
    ['a gift for my dad who plays golf', 'golf', 'your dad'],
    ["for my son, he's been getting into running lately", 'running', 'your son'],
    ['my wife is super into cooking, any gift ideas?', 'cooking', 'your wife'],
  ];
  for (const [words, text, recipient] of cases) {
    const query = parseQuery(words);
    assert.is(query.text, text, words);
    assert.is(query.recipient, recipient, words);
    assert.is(query.interest, true, words);
  }
  assert.is(
    describeQuery(parseQuery("a present for my girlfriend, she's really into yoga")),
    'yoga picks for your girlfriend',
  );
  assert.is(parseQuery('my daughter plays tennis, need shoes for her').text, 'tennis shoes');
});

test('what the recipient needs is the request: "so needs new running shoes"', () => {
  const husband = parseQuery("my husband is a runner and he's been complaining so needs new running shoes");
  assert.is(husband.text, 'running shoes');
  assert.is(describeQuery(husband), 'running shoes for your husband');
  assert.is(parseQuery('my dad needs a new watch').text, 'watch');
  assert.is(parseQuery('gift for my brother, he could use a new backpack').text, 'backpack');
});

test('a clause describing the recipient is searched for the need it names, else for their popular picks', () => {
  for (const words of [
    'something for my mom who is always cold',
    'present for my wife, she hates the cold',
    'my mom is always cold, what should I get her?',
    'something for my grandma, her feet are always cold',
  ]) {
    const query = parseQuery(words);
    assert.is(query.text, 'warm', words);
    assert.is(query.interest, true, words);
    assert.is(query.filters.features, undefined, `${words}: a preference to rank by, no filter`);
  }
  assert.is(describeQuery(parseQuery('something for my mom who is always cold')), 'warm picks for your mom');
  assert.is(parseQuery("a scarf for my mom, she's always cold").text, 'warm scarf');
  const keys = parseQuery("a gift for my dad, he's always losing his keys, under 50");
  assert.equal(keys, {
    text: '',
    filters: { priceMax: 50, audience: ['men'] },
    sort: 'popular',
    recipient: 'your dad',
    audienceImplied: true,
  });
  assert.is(describeQuery(keys), 'products for your dad under 50, most popular first');
  // Without a recipient, or inside a product's words, no clause describes anyone.
  assert.is(parseQuery('a watch he can wear swimming').text, 'watch he can wear swimming');
  assert.is(parseQuery('boots that are always warm').text, 'boots that are always warm');
});

test('"doesn\'t like" leaves a material out, as "don\'t like" does', () => {
  const query = parseQuery("a present for my sister, she doesn't like leather");
  assert.equal(query.filters.excludeTerms, ['leather']);
  assert.is(query.filters.materials, undefined);
});

test.run();
