/** "which one is easiest to set up?" of the list: what it asks said unstated, never searched afresh. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'tent-a', title: 'Basecamp 2-Person Tent', category: 'Outdoor > Tents', price: 120 },
  { id: 'tent-b', title: 'Ridge 4-Person Tent', category: 'Outdoor > Tents', price: 180 },
  { id: 'tent-c', title: 'Summit 1-Person Tent', category: 'Outdoor > Tents', price: 150 },
  {
    id: 'popup',
    title: 'Pop-Up Beach Shelter',
    category: 'Outdoor > Shelters',
    description: 'Sets up in seconds.',
  },
];

const { converse } = await shopCaller(products);

test('"which one is easiest to set up?" after tents says none states it and keeps the tents', async () => {
  // It had searched "easiest to set up" over the whole shop ("Showing easiest to set up.", the beach shelter first).
  await converse('tent', 's1');
  const found = await converse('which one is easiest to set up?', 's1');
  assert.match(
    found.chat,
    /^None of these tents states how easy it is to set up, so I can't tell which is the easiest to set up\./,
  );
  assert.equal([...found.ids].sort(), ['tent-a', 'tent-b', 'tent-c']);
});

test.run();
