/**
 * A feature denying what its words name ("non-comedogenic") is no answer to a question of those words alone: "is it
 * comedogenic?" of a non-comedogenic cream lists the creams like it (it had listed non-comedogenic ones alone), "is
 * it non-comedogenic?" is a yes (it had said "No: … is non-comedogenic."), and "is it slip resistant?" still asks
 * non-slip. Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, features: string[]): Product => ({
  id,
  title,
  category,
  price: 25,
  attributes: { features },
});
const products: Product[] = [
  item('gel', 'Light Gel Moisturizer', 'Beauty > Skincare', ['non-comedogenic', 'fragrance-free']),
  item('balm', 'Rich Balm Moisturizer', 'Beauty > Skincare', ['rich']),
  item('night', 'Night Moisturizer', 'Beauty > Skincare', ['hydrating']),
  item('mat', 'Flow Yoga Mat', 'Sports > Yoga', ['non-slip', 'reversible']),
  item('thin', 'Travel Yoga Mat', 'Sports > Yoga', ['foldable']),
];
const { app, askOnPage } = await shopCaller(products);

test('"is it comedogenic?" lists the creams like it; "is it non-comedogenic?" is a yes', async () => {
  const found = await askOnPage('is it comedogenic?', undefined, 'gel');
  assert.match(
    found.chat,
    /^No: the Light Gel Moisturizer you're viewing is non-comedogenic\. Showing products like/,
  );
  assert.ok(found.ids.includes('balm'), found.ids.join());
  const non = await askOnPage('is it non-comedogenic?', undefined, 'gel');
  assert.match(non.chat, /^Yes: the Light Gel Moisturizer you're viewing is non-comedogenic\./);
});

test('a qualifier said still asks the denying feature', async () => {
  const found = await askOnPage('is it slip resistant?', undefined, 'mat');
  assert.match(found.chat, /^Yes: the Flow Yoga Mat you're viewing is non-slip\./);
});

test.after(() => app.close());
test.run();
