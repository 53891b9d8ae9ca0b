/**
 * A count of people asks for that many first, through the core's caller on a real SQLite catalogue: "camping tent
 * that sleeps 2" had listed the 6-person "Camping Tents" first, their words matching better, the 2-person tents
 * after; now the 2-person tents come first, the roomier ones after them, nearest first.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { tent } from '../helpers/tents.ts';

const products: Product[] = [
  tent('outpost', 'Outpost Spacious Camping Tent', '6-person', { rating: 4.8 }),
  tent('basecamp', 'Basecamp Family Camping Tent', '6-person', { rating: 4.6 }),
  tent('lakeside', 'Lakeside Camping Tent', '4-person', { rating: 4.5 }),
  tent('ridge', 'Ridge Backpacking Tent', '2-person', { rating: 4.0 }),
  tent('sierra', 'Sierra Mountaineering Tent', '2-person', { rating: 3.9 }),
];

const { search } = await shopCaller(products);

test('"camping tent that sleeps 2" lists the 2-person tents first, then the nearest roomier ones', async () => {
  for (const content of ['camping tent that sleeps 2', 'camping tent for 2 people', 'tent that sleeps 2']) {
    const { ids } = await search(content);
    assert.equal([...ids.slice(0, 2)].sort(), ['ridge', 'sierra'], content);
    assert.is(ids[2], 'lakeside', content);
  }
});

test.run();
