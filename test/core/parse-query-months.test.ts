/**
 * A month said after a word of time is no word to match (core/search/month-phrases.ts): "boots for a hike in
 * october" had said "No product mentions "october"". "march" or "may" alone, or in a name, stays.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

test('a month after a word of time leaves the text', () => {
  for (const [content, text] of [
    ['boots for a hike in october', 'boots for a hike'],
    ['jacket for the end of november', 'jacket'],
    ['tent for a trip in may 2027', 'tent for a trip'],
    ['rain jacket needed by early december', 'rain jacket needed'],
    ['march madness shirt', 'march madness shirt'],
    ['may the force be with you shirt', 'may the force be with you shirt'],
  ] as const)
    assert.is(parseQuery(content).text, text, content);
});

test('"boots for a hike in october" lists boots and blames no month', async () => {
  const demo = await shopCaller(demoProducts());
  const { ids, chat } = await demo.search('boots for a hike in october');
  assert.match(chat, /^Showing boots for a hike\./);
  assert.not.match(chat, /october/i);
  assert.ok(ids.length > 0);
  demo.app.close();
});

test.run();
