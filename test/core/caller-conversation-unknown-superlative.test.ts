/**
 * A superlative no lexicon knows, asked of the list, through the core's caller: "which is the sharpest?" after "a
 * chef's knife under 80" in the demo shop had searched the whole shop ("Showing sharpest.", the kind and the budget
 * lost), and the next turn carried the word. Now the list stays, and the chat says none of it states how sharp it
 * is (unknown-superlative.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { plainOfSuperlative } from '../../core/search/unknown-superlative.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"which is the sharpest?" keeps the chef\'s knives under $80 and says none states it', async () => {
  await demo.converse("a chef's knife under 80", 'sharp-1');
  const { chat } = await demo.converse('which is the sharpest?', 'sharp-1');
  assert.match(
    chat,
    /states how sharp it is, so I can't tell which is the sharpest\. Showing chef's knife under \$80\./,
  );
  const next = await demo.converse('in black', 'sharp-1');
  assert.match(next.chat, /^Showing black chef's knife under \$80\./);
});

test('the plain adjective of a superlative', () => {
  const plain = (words: string[]) => words.map((word) => plainOfSuperlative(word));
  assert.equal(plain(['sharpest', 'hottest', 'nicest', 'cleanest', 'tallest', 'happiest', 'most durable']), [
    'sharp',
    'hot',
    'nice',
    'clean',
    'tall',
    'happy',
    'durable',
  ]);
  assert.equal(plain(['latest', 'forest', 'best', 'chest']), [undefined, undefined, undefined, undefined]);
});

test.after(() => demo.app.close());
test.run();
