/** A naming phrase the top pick's title holds with words between is not said to be in no product's name. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { search } = await shopCaller(demoProducts());

test('"waterproof hiking boots" over "Men\'s Waterproof Suede Hiking Boot": no "None of them has … in its name"', async () => {
  // It had said 'None of them has "waterproof hiking boots" in its name; they match your other words.' over the
  // Cairnfield Men's Waterproof Suede Hiking Boot.
  const found = await search('waterproof hiking boots under 150 size 10 mens');
  assert.match(found.chat, /Top pick: Cairnfield Men's Waterproof Suede Hiking Boot/);
  assert.not.match(found.chat, /None of them has/);
});

test.run();
