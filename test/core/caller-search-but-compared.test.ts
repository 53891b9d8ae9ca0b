/**
 * A comparative after "but", ending a fresh request ("a fleece but lighter", "a tent but bigger"), through the core's
 * caller on a real SQLite catalogue: it compares with the kind named before it, as "something lighter" does after a
 * list, where it had been searched as words ("Showing fleece but lighter.").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const fleece = (id: string, title: string, features: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price: 80,
  attributes: { features },
});

const products: Product[] = [
  fleece('light', 'Trail Fleece Jacket', ['lightweight']),
  fleece('warm', 'Alpine Fleece Jacket', ['warm']),
  fleece('plain', 'Everyday Fleece Jacket', ['soft']),
  {
    id: 'two',
    title: 'Ridge Tent',
    category: 'Outdoor > Tents',
    price: 150,
    attributes: { capacity: '2-person' },
  },
  {
    id: 'six',
    title: 'Family Tent',
    category: 'Outdoor > Tents',
    price: 250,
    attributes: { capacity: '6-person' },
  },
];

const { app, search } = await shopCaller(products);

test('"a fleece but lighter" asks the feature its superlative spells, before the kind', async () => {
  const lighter = await search('a fleece but lighter');
  assert.equal(lighter.ids, ['light']);
  assert.match(lighter.chat, /^Showing lightweight fleece\./);
  const warmer = await search('something like a fleece but warmer');
  assert.equal(warmer.ids, ['warm']);
  assert.match(warmer.chat, /^Showing warm fleece\./);
});

test('"a tent but bigger" orders by the measure the products state; "but" alone is no comparison', async () => {
  const bigger = await search('a tent but bigger');
  assert.equal(bigger.ids, ['six', 'two']);
  assert.match(bigger.chat, /^Showing tent, biggest first\./);
  assert.not.match((await search('a fleece but not too warm')).chat, /^Showing warm/);
});

test.after(() => app.close());
test.run();
