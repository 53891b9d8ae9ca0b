/**
 * A comparison with the shopper's own things names no product, through the core's caller. In the demo shop "boots
 * warmer than my old ones" had opened "Showing boots warmer than my old." and said 'No product mentions "old"'.
 * Now "than my old ones" (or "than the ones I have", "than my current one") goes and the comparative asks for its
 * plain quality, as "warm boots" does: "Showing warm boots.", the same boots.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"warmer than my old ones" is read as "warm", the clause names nothing', async () => {
  const warm = await demo.search('warm boots');
  for (const request of [
    'boots warmer than my old ones',
    'boots warmer than the ones I have',
    'boots a bit warmer than my current pair',
    "boots warmer than what I've got",
  ]) {
    const { ids, chat } = await demo.search(request);
    assert.match(chat, /^Showing warm boots\./, request);
    assert.not.match(
      chat,
      /\bold\b|\bI have\b|\bcurrent\b|\bgot\b|warmer|than|No product mentions/i,
      request,
    );
    assert.equal(ids, warm.ids, request);
  }
});

test("a measure's comparative is its plain adjective; the clause goes before a price too", async () => {
  const light = await demo.search('a jacket lighter than my old one');
  assert.match(light.chat, /^Showing lightweight jacket\./);
  assert.not.match(light.chat, /\bold\b|lighter/i);
  const priced = await demo.search('boots warmer than my old ones under 150');
  assert.match(priced.chat, /^Showing warm boots under \$150\./);
  const bigger = await demo.search('boots bigger than my old ones');
  assert.not.match(bigger.chat, /bigger|\bold\b|No product mentions/i);
});

test.after(() => demo.app.close());
test.run();
