/** "running gear", "camping equipment", "gear for hiking": what the activity needs, not products saying "gear". */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'shoe', title: 'Pulse Running Shoe', category: 'Shoes > Running', description: 'Light and springy.' },
  { id: 'shoe-2', title: 'Daybreak Cushioned Running Shoe', category: 'Shoes > Running' },
  {
    id: 'pack',
    title: 'Commuter Rolltop Backpack',
    category: 'Bags > Backpacks',
    description: 'Room for all your gear, your equipment and your essentials.',
  },
  { id: 'tent', title: 'Basecamp Camping Tent', category: 'Outdoor > Tents', description: 'Sleeps four.' },
];

const { search } = await shopCaller(products);
// "Outdoor > Gear" is a category here.
const withGear = await shopCaller([
  ...products,
  { id: 'rope', title: 'Climbing Rope', category: 'Outdoor > Gear', description: 'For climbing.' },
  { id: 'harness', title: 'Climbing Harness', category: 'Outdoor > Harnesses', description: 'For climbing.' },
]);

test('"running gear" lists the running products, not a backpack saying "gear"', async () => {
  // It had listed the backpack alone: "No product here is a running gear; these are the closest."
  const found = await search('running gear');
  assert.equal(found.ids.slice(0, 2).sort(), ['shoe', 'shoe-2']);
  assert.not.ok(found.ids.includes('pack'), found.ids.join());
  assert.match(found.chat, /^Showing products for running\./);
  for (const said of ['camping equipment', 'gear for camping', 'camping essentials']) {
    const camping = await search(said);
    assert.equal(camping.ids, ['tent'], said);
  }
});

test('a gear noun the catalogue names as a category stays the kind', async () => {
  const found = await withGear.search('climbing gear');
  assert.equal(found.ids, ['rope']);
});

test.run();
