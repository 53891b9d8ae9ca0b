/**
 * A product named in the request ("something like the Harbor Rain Jacket but cheaper", "alternatives to the
 * Coastal Rain Jacket") is read like a viewed page once the catalogue confirms the name as one product's; a name
 * the catalogue does not confirm ("a backpack", "harbor jacket" naming two) leaves the request as it was.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { readNamedReference } from '../../core/search/named-reference.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, price: number): Product => ({
  id,
  title,
  price,
  category: 'Clothing > Jackets',
});
const products: Product[] = [
  jacket('harbor-rain', 'Harbor Rain Jacket', 115),
  jacket('drift-rain', 'Drift Rain Jacket', 90),
  jacket('coastal-rain', 'Coastal Rain Jacket', 130),
  jacket('harbor-fleece', 'Harbor Fleece Jacket', 80),
  { id: 'pack-a', title: 'Nomad Rolltop Backpack', price: 75, category: 'Bags > Backpacks' },
  { id: 'pack-b', title: 'Explorer Laptop Backpack', price: 56, category: 'Bags > Backpacks' },
];

const { app, search } = await shopCaller(products);

test('the name after a cue, and the request with "this" in its place', () => {
  assert.equal(readNamedReference('i want something like the harbor rain jacket but cheaper'), {
    name: 'harbor rain jacket',
    rest: 'i want something like this but cheaper',
  });
  assert.equal(readNamedReference('alternatives to the Coastal Rain Jacket, please'), {
    name: 'Coastal Rain Jacket',
    rest: 'alternatives to this , please',
  });
  assert.is(readNamedReference("I'd like the red one"), undefined, '"like" after "I\'d" is no cue');
  assert.is(readNamedReference('rain jackets'), undefined);
});

test('"something like the Harbor Rain Jacket but cheaper": cheaper jackets, not it', async () => {
  const { ids, chat } = await search('i want something like the harbor rain jacket but cheaper');
  assert.ok(ids.length > 0);
  assert.not.ok(ids.includes('harbor-rain'));
  assert.not.ok(ids.includes('coastal-rain'), 'dearer');
  assert.equal([...ids].sort(), ['drift-rain', 'harbor-fleece'], 'the cheaper jackets');
  assert.match(chat, /^Showing alternatives to the Harbor Rain Jacket under \$115\./);
});

test('"alternatives to the Coastal Rain Jacket": the other rain jackets first', async () => {
  const { ids, chat } = await search('alternatives to the Coastal Rain Jacket');
  assert.not.ok(ids.includes('coastal-rain'));
  assert.equal(ids.slice(0, 2).sort(), ['drift-rain', 'harbor-rain']);
  assert.match(chat, /alternatives to the Coastal Rain Jacket/);
});

test('a name no single product holds leaves the request as it was', async () => {
  const packs = await search('something like a backpack');
  assert.equal(packs.ids.sort(), ['pack-a', 'pack-b']);
  assert.match(packs.chat, /^Showing backpack\./);
  const two = await search('a jacket like the harbor jacket');
  assert.not.match(two.chat, /alternatives/);
  assert.ok(two.ids.includes('harbor-rain') && two.ids.includes('harbor-fleece'));
  const none = await search('jackets like allbirds');
  assert.not.match(none.chat, /alternatives/);
});

test.after(() => app.close());
test.run();
