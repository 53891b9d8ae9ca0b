/**
 * A real word the catalogue lacks, and a thing kept out, through the core's caller: in the demo shop "tent that
 * keeps bugs out" had said "Showing tent that keeps bags out", the spelling corrector reading "bugs", a real word
 * with a real singular, as the backpacks' "bags". It stays "bugs", and the chat says no product mentions it; in a
 * shop tagging its tents "insect-repellent" or "bug-proof", keeping bugs or mosquitoes out asks for that feature,
 * as "keeps the wind out" asks for windproof.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('"tent that keeps bugs out": tents, "bugs" as typed, and no product mentions it', async () => {
  const found = await demo.search('tent that keeps bugs out');
  assert.ok(found.ids.length > 0);
  assert.ok(found.ids.every((id) => categoryOf(id) === 'Outdoor > Tents'));
  assert.not.match(found.chat, /bags/u);
  assert.match(found.chat, /^Showing tent that keeps bugs out\. .*No product mentions "bugs"/u);
});

const tent = (id: string, features: string[]): Product => ({
  id,
  title: `${id} Tent`,
  category: 'Outdoor > Tents',
  attributes: { features },
});

test('keeping bugs or mosquitoes out asks for the feature naming insects or bugs', async () => {
  for (const feature of ['insect-repellent', 'bug-proof']) {
    const shop = await shopCaller([
      tent('Meadow', [feature, 'waterproof']),
      tent('Ridge', ['waterproof']),
      { id: 'bag', title: 'Stuff Bags', category: 'Bags', attributes: { features: ['waterproof'] } },
    ]);
    for (const request of ['tent that keeps bugs out', 'a tent that keeps mosquitoes out']) {
      const found = await shop.search(request);
      assert.equal(found.ids, ['Meadow'], `${feature}: ${request}`);
      assert.match(found.chat, new RegExp(`^Showing ${feature} tent\\.`, 'u'), `${feature}: ${request}`);
    }
    await shop.app.close();
  }
});

test.run();
