/** Budgets whose numbers share one scale word: "between 1 and 2 hundred", "2 grand", "a couple hundred". */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const tent = (id: string, price: number): Product => ({
  id,
  title: `Basecamp Tent ${id}`,
  category: 'Outdoor > Tents',
  price,
});
const products = [
  tent('t90', 90),
  tent('t150', 150),
  tent('t199', 199),
  tent('t250', 250),
  tent('t2500', 2500),
];

const { search } = await shopCaller(products);

test('"between 1 and 2 hundred" is $100 to $200', async () => {
  // It had searched "tent between 1 and 2 hundred" and found nothing.
  for (const said of [
    'tent between 1 and 2 hundred',
    'tent between one and two hundred',
    'tent 1-2 hundred',
  ]) {
    const found = await search(said);
    assert.equal([...found.ids].sort(), ['t150', 't199'], said);
  }
});

test('"2 grand" is $2000 and "a couple hundred" about $200', async () => {
  const grand = await search('tent under 2 grand');
  assert.not.ok(grand.ids.includes('t2500'), grand.ids.join());
  assert.equal(grand.ids.length, 4);
  const couple = await search('tent for a couple hundred');
  assert.equal(couple.ids, ['t199']);
  const max = await search('tent, a few hundred max');
  assert.equal(max.ids.length, 4);
  assert.match(max.chat, /under \$300/);
});

test.run();
