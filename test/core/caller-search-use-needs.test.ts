/**
 * A use that asks a feature (`queryDefaults.useNeeds`): "best pan for eggs" had listed every pan ('No product
 * mentions "eggs"', a cast iron pan among the first); it now lists the nonstick ones, "headphones for flying" the
 * noise cancelling ones. Implied: where nothing asked has the feature it goes silently.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const { search } = await shopCaller(products);
const features = (id: string): string[] =>
  (byId.get(id)?.attributes?.['features'] as string[] | undefined) ?? [];

test('"best pan for eggs": nonstick pans only, said so', async () => {
  const { ids, chat } = await search('best pan for eggs');
  assert.ok(ids.length > 0, chat);
  for (const id of ids) assert.ok(features(id).includes('nonstick'), `${id}: ${chat}`);
  assert.match(chat, /^Showing nonstick pan for eggs, best rated first\./);
});

test('"headphones for flying": noise cancelling ones', async () => {
  const { ids, chat } = await search('headphones for flying');
  assert.ok(ids.length > 0, chat);
  for (const id of ids) assert.ok(features(id).includes('noise cancelling'), `${id}: ${chat}`);
});

const item = (id: string, title: string, tagged: string[]): Product => ({
  id,
  title,
  category: 'Home > Kitchen',
  price: 20,
  attributes: { features: tagged },
});

test('where nothing asked has the feature, it goes silently: "spatula for eggs" lists spatulas', async () => {
  const shop = await shopCaller([
    item('turner', 'Slotted Spatula', ['heat-resistant']),
    item('flipper', 'Fish Spatula', ['dishwasher safe']),
    item('skillet', 'Nonstick Skillet', ['nonstick']),
  ]);
  const { ids, chat } = await shop.search('spatula for eggs');
  assert.equal([...ids].sort(), ['flipper', 'turner'], chat);
  assert.not.match(chat, /relaxed|nonstick/, chat);
});

test('only a use ending its phrase: "pan for eggs benedict recipes" asks nothing', async () => {
  const { chat } = await search('pan for eggs benedict recipes');
  assert.not.match(chat, /nonstick/, chat);
});

test('a skin concern asks its feature: "eye cream for dark circles" brightening, "for puffy eyes" depuffing', async () => {
  // Both had listed eye creams whatever their features ('No product mentions "dark" or "circles"'): the use's words
  // of more than one word ending in a plural had not been read.
  const dark = await search('eye cream for dark circles');
  assert.ok(dark.ids.length > 0, dark.chat);
  for (const id of dark.ids) assert.ok(features(id).includes('brightening'), `${id}: ${dark.chat}`);
  const puffy = await search('something for puffy eyes');
  assert.ok(puffy.ids.length > 0, puffy.chat);
  for (const id of puffy.ids) assert.ok(features(id).includes('depuffing'), `${id}: ${puffy.chat}`);
});

test('"something for acne", words no product holds: the products with the feature it implies', async () => {
  // It had found nothing: "I couldn't find any products for acne. No product here mentions "acne"."
  const { ids, chat } = await search('something for acne');
  assert.ok(ids.length > 0, chat);
  for (const id of ids) assert.ok(features(id).includes('non-comedogenic'), `${id}: ${chat}`);
  assert.match(chat, /No product mentions "acne", so these are the non-comedogenic ones\./);
});

test.run();
