/**
 * The weather as the place of use, through the core's caller on a real SQLite catalogue: "in the snow" is a
 * condition (warm), not the shade of white "snow" also names, and a clause of use whose place a reader took ("a
 * jacket to wear in the rain", "tent to use under 100") goes, where its verb had stayed as words to search.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'winter',
    title: 'Summit Tent',
    category: 'Outdoor > Tents',
    price: 300,
    attributes: { season: '4-season' },
  },
  {
    id: 'camp',
    title: 'Family Tent',
    category: 'Outdoor > Tents',
    price: 90,
    attributes: { season: '3-season' },
  },
  {
    id: 'shell',
    title: 'Trail Shell Jacket',
    category: 'Clothing > Jackets',
    price: 120,
    attributes: { features: ['waterproof'], color: 'white' },
  },
  {
    id: 'fleece',
    title: 'Fleece Jacket',
    category: 'Clothing > Jackets',
    price: 60,
    attributes: { features: ['warm'], color: 'snow' },
  },
];

const { app, search } = await shopCaller(products);

test('"in the snow" is the weather, not a colour', async () => {
  const { ids, chat } = await search('tent to use in the snow');
  assert.equal(ids, ['winter']);
  assert.match(chat, /^Showing warm tent\./);
  assert.not.match(chat, /colour|snow/, chat);
  assert.equal((await search('jacket for walking in the snow')).ids, ['fleece']);
});

test('a clause of use whose place was read goes; "to" and a verb alone stay', async () => {
  const rain = await search('a jacket to wear in the rain');
  assert.equal(rain.ids, ['shell']);
  assert.match(rain.chat, /^Showing water-resistant jacket\./);
  const priced = await search('tent to use under 100');
  assert.equal(priced.ids, ['camp']);
  assert.match(priced.chat, /^Showing tent under \$100\./);
  assert.match((await search('easy to use tent')).chat, /easy to use/, 'words describing the product stay');
});

test.after(() => app.close());
test.run();
