/**
 * Clauses of the shopper's own that name nothing to match, through the core's caller over the demo shop: "boots, i
 * don't need them" had said "Showing boots i, without them." (the pronoun left out as a word), "i'm going to need
 * boots, it's cold" "Showing warm need boots.", and "i'm 30, need a watch" "Showing i'm 30 watch. … No product
 * here is from Im". A value after the pronoun is still read ("boots, i don't need them waterproof").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { search } = await shopCaller(demoProducts());

test('"boots, i don\'t need them": boots, nothing left out', async () => {
  const boots = await search("boots, i don't need them");
  assert.match(boots.chat, /^Showing boots\./);
  assert.is(boots.total, (await search('boots')).total);
  assert.match(
    (await search("boots, i don't need them waterproof")).chat,
    /^Showing boots, waterproof not required\./,
  );
  assert.match((await search("shoes i don't need any laces")).chat, /^Showing shoes, without laces\./);
});

test('"i\'m going to need boots, it\'s cold": warm boots', async () => {
  assert.match((await search("i'm going to need boots, it's cold")).chat, /^Showing warm boots\./);
  assert.match((await search("i'll need boots")).chat, /^Showing boots\./);
});

test('"i\'m 30, need a watch": a grown shopper\'s age is no word to match', async () => {
  for (const request of [
    "i'm 30, need a watch",
    'need a watch, i am 45 years old',
    "i'm 30 and need a watch",
  ]) {
    const found = await search(request);
    assert.match(found.chat, /^Showing watch\./, request);
    assert.not.match(found.chat, /\bIm\b|"im"/, request);
  }
});

test.run();
