/**
 * A use that asks a rating of an attribute ranks the products stating one first: in the demo shop "watch for
 * swimming" and "waterproof watch for swimming" had put quartz watches saying only "water-resistant" (the Women's
 * Atlas Slim 3rd) among the dive watches stating a water resistance of 200–300 m; a swim asks at least 50 m
 * (`queryDefaults.needActivityRatings`). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
/** The watches stating a water resistance of 50 m or more. */
const rated = products.filter(
  (product) =>
    product.category === 'Accessories > Watches' &&
    Number.parseInt(String(product.attributes?.['waterResistance'] ?? '0'), 10) >= 50,
);

test('the watches stating a water resistance for swimming come first', async () => {
  assert.ok(rated.length >= 3, String(rated.length));
  const ratedIds = new Set(rated.map((product) => product.id));
  for (const request of ['watch for swimming', 'waterproof watch for swimming']) {
    const { ids } = await demo.search(request);
    const first = ids.slice(0, rated.length);
    assert.ok(
      first.every((id) => ratedIds.has(id)),
      `${request}: ${first.map((id) => byId.get(id)?.title).join(' | ')}`,
    );
    // Of them, those whose descriptions say swimming lead.
    assert.match(byId.get(ids[0]!)?.description ?? '', /swimming/u);
  }
});

test('a request naming no such use keeps its order', async () => {
  const { ids } = await demo.search('watch');
  assert.ok(
    ids.slice(0, rated.length).some((id) => !rated.some((product) => product.id === id)),
    ids.map((id) => byId.get(id)?.title).join(' | '),
  );
});

test.run();
