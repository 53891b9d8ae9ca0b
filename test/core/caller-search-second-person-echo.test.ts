/**
 * The shopper's things said back as theirs: "a bag for my laptop" had opened "Showing bag for my laptop.", and
 * "something for our camping trip" "Showing products for our camping trip.".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"my" and "our" are "your" in the echo', async () => {
  for (const [request, said] of [
    ['a bag for my laptop', 'Showing bag for your laptop.'],
    ['strap for my watch', 'Showing strap for your watch.'],
    ['a watch that tracks my runs', 'Showing watch that tracks your runs.'],
    ['something for our camping trip', 'Showing products for your camping trip.'],
  ] as const) {
    const { chat } = await demo.search(request);
    assert.ok(chat.startsWith(said), `${request}: ${chat}`);
  }
});

test.run();
