/**
 * Everyday ways of saying what a shopper does not want, through the core's caller on a real SQLite catalogue:
 * "nothing brown", "avoid wool", "I hate black", "not a fan of leather" leave those out; they never ask for them.
 * "nothing but white" and "help avoid blisters" negate nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (id: string, color: string, material: string): Product => ({
  id,
  title: `${color} ${material} Hiking Boot`,
  category: 'Shoes > Hiking',
  attributes: { color, material, features: ['waterproof'] },
});

const products: Product[] = [
  boot('brown-leather', 'brown', 'leather'),
  boot('black-leather', 'black', 'leather'),
  boot('grey-mesh', 'grey', 'mesh'),
  boot('brown-wool', 'brown', 'wool'),
  {
    id: 'guard',
    title: 'Blister Guard Hiking Boot',
    category: 'Shoes > Hiking',
    attributes: { color: 'tan' },
  },
];

const { app, search } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"nothing brown" leaves brown out instead of asking for it', async () => {
  const found = await search('waterproof hiking boots, nothing brown please');
  assert.equal(sorted(found.ids), ['black-leather', 'grey-mesh']);
  assert.match(found.chat, /without brown/);
});

test('"avoid", "hate" and "not a fan of" are exclusions too', async () => {
  const without = async (request: string) => sorted((await search(request)).ids);
  assert.equal(await without('hiking boots, avoid wool'), [
    'black-leather',
    'brown-leather',
    'grey-mesh',
    'guard',
  ]);
  assert.equal(await without('I hate black, hiking boots'), [
    'brown-leather',
    'brown-wool',
    'grey-mesh',
    'guard',
  ]);
  assert.equal(await without('hiking boots, not a fan of leather'), ['brown-wool', 'grey-mesh', 'guard']);
});

test('"nothing but" and "help avoid" negate nothing', async () => {
  assert.equal((await search('hiking boots, nothing but grey')).ids, ['grey-mesh']);
  const blisters = await search('hiking boots that help avoid blisters');
  assert.equal(blisters.ids[0], 'guard', blisters.ids.join());
});

test.after(() => app.close());
test.run();
