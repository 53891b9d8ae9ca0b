/** "add a footprint too": "add" asks for one more product, as "buy" and "get" do; "add-on" stays a word. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'tent', title: 'Basecamp 2-Person Tent', category: 'Outdoor > Tents' },
  { id: 'footprint', title: 'Basecamp Tent Footprint', category: 'Outdoor > Tent Accessories' },
  { id: 'add-on', title: 'Add-On Battery Pack', category: 'Electronics > Power' },
  {
    id: 'pack',
    title: 'Trail Battery Pack',
    category: 'Electronics > Power',
    description: 'Add power anywhere.',
  },
];

const { search, converse } = await shopCaller(products);

test('"ok add a footprint too" after tents lists the footprint', async () => {
  // It had said "I couldn't find any add a footprint." (no product mentions "add").
  await converse('tent', 's1');
  const found = await converse('ok add a footprint too', 's1');
  assert.equal(found.ids, ['footprint']);
  assert.not.match(found.chat, /"add"/);
});

test('"add-on battery pack" keeps "add-on"', async () => {
  const found = await search('add-on battery pack');
  assert.equal(found.ids[0], 'add-on');
});

test.run();
