/**
 * A degree before a price bound with an amount ("a bit cheaper than 50", "just under 100", "a little over 40") is
 * the plain bound, as a first message and as a follow-up: never the degree's words to search for. Through the
 * core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pricedRunningShoes } from '../helpers/priced-running-shoes.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search, converse } = await shopCaller(pricedRunningShoes);
const sorted = (ids: string[]) => [...ids].sort();
const DEGREES = /\b(?:bit|little|slightly|just|somewhat|well)\b/i;

/** Each phrase, the ids it keeps and the bound the chat says. */
const CASES: [string, string[], string][] = [
  ['a bit cheaper than 50', ['cadence', 'stride'], 'under \\$50'],
  ['slightly cheaper than $50', ['cadence', 'stride'], 'under \\$50'],
  ['a bit under 60', ['cadence', 'stride', 'tempo'], 'under \\$60'],
  ['just under 100', ['cadence', 'horizon', 'pace', 'stride', 'tempo'], 'under \\$100'],
  ['somewhat less than 60', ['cadence', 'stride', 'tempo'], 'under \\$60'],
  ['a little more than 80', ['horizon', 'summit'], 'over \\$80'],
  ['a little over 90', ['horizon', 'summit'], 'over \\$90'],
  ['well over 100', ['summit'], 'over \\$100'],
  ['a bit under fifty', ['cadence', 'stride'], 'under \\$50'],
];

test('a degree before a bound is the plain bound in a first message', async () => {
  for (const [words, ids, bound] of CASES) {
    const found = await search(`running shoes ${words}`);
    assert.equal(sorted(found.ids), ids, words);
    assert.match(found.chat, new RegExp(`^Showing running shoes ${bound}\\.`), words);
    assert.not.match(found.chat, DEGREES, words);
  }
});

test('a degree before a bound is the plain bound as a follow-up', async () => {
  for (const [n, [words, ids, bound]] of CASES.entries()) {
    await converse('running shoes', `degree-${n}`);
    const found = await converse(words, `degree-${n}`);
    assert.equal(sorted(found.ids), ids, words);
    assert.match(found.chat, new RegExp(`^Showing running shoes ${bound}\\.`), words);
    assert.not.match(found.chat, DEGREES, words);
  }
});

test('"more than 80" and "no more than 80" as follow-ups keep their bound, not "80" to search for', async () => {
  const bounds: [string, string[], string][] = [
    ['more than 80', ['horizon', 'summit'], 'over \\$80'],
    ['no more than 50', ['cadence', 'stride'], 'under \\$50'],
  ];
  for (const [n, [words, ids, bound]] of bounds.entries()) {
    await converse('running shoes', `more-${n}`);
    const found = await converse(words, `more-${n}`);
    assert.equal(sorted(found.ids), ids, words);
    assert.match(found.chat, new RegExp(`^Showing running shoes ${bound}\\.`), words);
  }
});

test('"just about 100" is the band about 100', async () => {
  const found = await search('running shoes just about 100');
  assert.equal(sorted(found.ids), ['horizon', 'summit']);
  assert.not.match(found.chat, DEGREES);
});

test('a degree before a count stays out of the price: "a bit over 2 pockets" sets no bound', async () => {
  const found = await search('running shoes a bit over 2 pockets');
  assert.equal(found.ids.length, pricedRunningShoes.length);
});

test.after(() => app.close());
test.run();
