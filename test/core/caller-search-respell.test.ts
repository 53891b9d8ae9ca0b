/** A misspelt constraint word is read as the catalogue spells it: "waterprof hikng boots", "navvy sweater". */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (id: string, title: string, price: number, features: string[]): Product => ({
  id,
  title,
  category: 'Shoes > Hiking',
  price,
  attributes: { features },
});
const products: Product[] = [
  boot('dry', 'Ridge Waterproof Hiking Boot', 150, ['waterproof']),
  boot('dry-2', 'Talus Hiking Boot', 110, ['waterproof', 'insulated']),
  boot('light', 'Trail Lightweight Hiking Boot', 60, ['lightweight']),
  boot('light-2', 'Summit Hiking Boot', 90, ['breathable']),
  { id: 'navy', title: 'Cable Knit Sweater', attributes: { color: 'navy' } },
  { id: 'grey', title: 'Crew Neck Sweater', attributes: { color: 'grey' } },
];

const { app, search } = await shopCaller(products);

test('a misspelt feature filters as the feature, and the chat spells it right', async () => {
  const { ids, chat } = await search('waterprof hikng boots');
  assert.equal([...ids].sort(), ['dry', 'dry-2']);
  assert.match(chat, /Showing waterproof hiking boots/);
});

test('a misspelt colour is the colour; a misspelt word that is no constraint changes nothing', async () => {
  assert.equal((await search('navvy sweater')).ids, ['navy']);
  assert.match((await search('navvy sweater')).chat, /Showing navy sweater/);
  const summit = await search('summitt boot');
  assert.is(summit.ids[0], 'light-2', 'the text search corrects it');
  assert.match(summit.chat, /Showing summit boot/, 'the same reading, named as the catalogue spells it');
  assert.not.match(summit.chat, /summitt/);
});

test.after(() => app.close());
test.run();
