/**
 * parseQuery on the ways a request is opened or framed ("I'd like to buy", "do you guys carry", "help me pick",
 * "let's look at", "make it…"): only the product words stay, while words inside a product's name do too.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { describeQuery } from '../../core/search/describe-query.ts';
import { parseQuery } from '../../core/search/parse-query.ts';

test('a wish and a verb of shopping frame the request: only the product words stay', () => {
  for (const words of [
    "I'd like to buy a backpack",
    'i wanna get a backpack',
    "I'm thinking about getting a backpack",
    'I want to buy a backpack',
    "I'd love to get a backpack",
    'i would like to purchase a backpack',
    "I'm looking to buy a backpack",
    'im looking to pick up a backpack',
    'planning on getting a backpack',
    "I'm thinking of buying a backpack",
    "I've been meaning to buy a backpack",
    "we're hoping to find a backpack",
    "I'm trying to find a backpack",
    'i really need to find a backpack',
    'I kinda want to get a backpack',
    "i'm gonna buy a backpack",
    'where can i buy a backpack',
    'can you help me find a backpack',
    'help me pick a backpack',
    'help me choose a backpack',
    'could you help me pick out a backpack',
    'I need help picking a backpack',
    "I'm in the market for a backpack",
    'on the hunt for a backpack',
    'any recommendations for a backpack?',
    "I'm considering a backpack",
    'time to buy a backpack',
    'buy a backpack',
    "Hi! I'd like to buy a backpack please",
    'we wanna grab a backpack',
    "I've been meaning to pick up a backpack",
    'i need a new backpack',
    "I'm looking for a brand new backpack",
  ]) {
    const query = parseQuery(words);
    assert.is(query.text, 'backpack', words);
    assert.is(describeQuery(query), 'backpack', words);
  }
});

test('asking whether the shop has something, and "let\'s look at", frame it too', () => {
  for (const words of [
    'do you guys carry backpacks?',
    'do you guys have backpacks',
    "do y'all sell backpacks",
    'does your store carry backpacks',
    'do you happen to have backpacks',
    'you guys sell backpacks?',
    'do u have any backpacks',
    'hey there, do you guys carry backpacks?',
    "hmm, actually let's look at backpacks",
    "let's see some backpacks",
    'lets check out backpacks',
    "ok so let's try backpacks",
    'so, backpacks?',
    "I'd like to see backpacks",
    'are there backpacks?',
  ])
    assert.is(parseQuery(words).text, 'backpacks', words);
  // "is there a …" had stayed words: "Showing there a waterproof jacket. No product mentions "there"".
  for (const words of ['is there a backpack?', 'Is there a backpack?', 'is there a backpack'])
    assert.is(parseQuery(words).text, 'backpack', words);
});

test('"make it…" and "so…" open a phrase; where they are a product\'s words they stay', () => {
  assert.equal(parseQuery('actually make it under 200'), {
    text: '',
    filters: { priceMax: 200 },
    sort: 'relevance',
  });
  for (const words of ['ok so make it black', 'make them black', 'okay, make it black'])
    assert.is(parseQuery(words).text, '', words);
  const cases: [string, string][] = [
    ['need for speed game', 'need for speed game'],
    ['a 4 person tent if you have one', '4 person tent'],
    ['see-through top', 'see-through top'],
    ['new backpack', 'backpack'],
    ["I want a new year's eve dress", "new year's eve dress"],
    ['a speaker that plays loud', 'speaker that plays loud'],
    ['pick set', 'pick set'],
  ];
  for (const [words, text] of cases) assert.is(parseQuery(words).text, text, words);
  assert.is(parseQuery("I'm going camping so I need a tent").text, 'camping tent');
  assert.is(parseQuery('looking for new arrivals').sort, 'newest', '"new arrivals" is no replacement');
});
test('an opener that is also a product word is one only before a pause: "well, …" but "well pump"', () => {
  assert.is(parseQuery('well pump submersible').text, 'well pump submersible');
  assert.is(parseQuery('sure grip gloves').text, 'sure grip gloves');
  assert.is(parseQuery('well-made backpack').text, 'well-made backpack', 'a hyphen joined to it is no pause');
  assert.is(parseQuery('sure-footed hiking boots').text, 'sure-footed hiking boots');
  assert.is(parseQuery('well, a tent then').text.trim().split(/\s+/)[0], 'tent');
  assert.is(parseQuery('so, any tents?').text.trim(), 'tents');
});

test.run();
