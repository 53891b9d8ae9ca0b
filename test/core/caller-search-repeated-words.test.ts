/**
 * A word typed again right after itself is said once: "boots boots boots" had opened "Showing boots boots boots."
 * and said its pick 'matches "boots boots boots"'; it now says "Showing boots." and 'matches "boots"', the same
 * boots listed. A repeat the catalogue names (the brand "Tom Tom") stays. Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"boots boots boots" is said as "boots", the boots listed as for "boots"', async () => {
  for (const content of ['boots boots boots', 'Boots boots']) {
    const { ids, chat } = await demo.search(content);
    assert.match(chat, /^Showing boots\. /u, content);
    assert.match(chat, /it matches "boots"/u, content);
    assert.not.match(chat, /boots boots/iu, content);
    assert.equal(ids, (await demo.search('boots')).ids, content);
  }
  assert.match((await demo.search('red red jacket')).chat, /^Showing red jacket\. /u);
});

test('a repeat the catalogue names stays', async () => {
  const product = (id: string, title: string, brand: string): Product => ({
    id,
    title,
    brand,
    description: `${title}, a road satnav.`,
    price: 99,
    category: 'Electronics > GPS',
  });
  const shop = await shopCaller([
    product('a', 'Tom Tom Go Satnav', 'Tom Tom'),
    product('b', 'Roadwise Satnav', 'Roadwise'),
  ]);
  const { ids, chat } = await shop.search('tom tom satnav');
  assert.equal(ids, ['a']);
  assert.match(chat, /^Showing satnav by Tom Tom\. /u);
});

test.run();
