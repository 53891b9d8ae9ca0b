/**
 * Price comparatives with an amount other than "cheaper than" ("more expensive than 80", "less expensive than 50",
 * "pricier than 80") and ceilings said as "nothing more than 50", "at or under 60", "just shy of 100": bounds, as a
 * first message and as a follow-up. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { pricedRunningShoes } from '../helpers/priced-running-shoes.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search, converse } = await shopCaller(pricedRunningShoes);
const sorted = (ids: string[]) => [...ids].sort();

/** Each phrase, the ids it keeps and the bound the chat says. */
const CASES: [string, string[], string][] = [
  ['more expensive than 80', ['horizon', 'summit'], 'over \\$80'],
  ['slightly more expensive than 90', ['horizon', 'summit'], 'over \\$90'],
  ['pricier than $100', ['summit'], 'over \\$100'],
  ['less expensive than 50', ['cadence', 'stride'], 'under \\$50'],
  ['nothing more than 50', ['cadence', 'stride'], 'under \\$50'],
  ['nothing higher than 60', ['cadence', 'stride', 'tempo'], 'under \\$60'],
  ['at or under 60', ['cadence', 'stride', 'tempo'], 'under \\$60'],
  ['just shy of 100', ['cadence', 'horizon', 'pace', 'stride', 'tempo'], 'under \\$100'],
];

test('a comparative or a ceiling with an amount is a bound in a first message', async () => {
  for (const [words, ids, bound] of CASES) {
    const found = await search(`running shoes ${words}`);
    assert.equal(sorted(found.ids), ids, words);
    assert.match(found.chat, new RegExp(`^Showing running shoes ${bound}\\.`), words);
    assert.not.match(found.chat.split('.')[0] ?? '', /expensive|pricier|less|nothing|shy|\bat\b/, words);
  }
});

test('a comparative or a ceiling with an amount is a bound as a follow-up', async () => {
  for (const [n, [words, ids, bound]] of CASES.entries()) {
    await converse('running shoes', `comparative-${n}`);
    const found = await converse(words, `comparative-${n}`);
    assert.equal(sorted(found.ids), ids, words);
    assert.match(found.chat, new RegExp(`^Showing running shoes ${bound}\\.`), words);
  }
});

test.after(() => app.close());
test.run();
