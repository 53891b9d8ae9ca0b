/**
 * How long a product lasts said as a span of the day, through the core's caller on the demo catalogue: "speaker
 * that lasts all day" had read the feature "long-lasting" and found the 1 speaker tagged so (of 10 hours), though
 * the speakers state their battery life in hours. All day is now at least 12 hours, said back as such.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { search } = await shopCaller(products);
const hoursOf = (id: string): number =>
  Number.parseFloat(
    String(products.find((product) => product.id === id)?.attributes?.['batteryLife'] ?? '0'),
  );
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('"speaker that lasts all day": the speakers lasting 12 hours or more, said back', async () => {
  const found = await search('speaker that lasts all day');
  const speakers = products.filter(
    (product) =>
      product.category === 'Electronics > Speakers' &&
      Number.parseFloat(String(product.attributes?.['batteryLife'] ?? '0')) >= 12,
  );
  assert.ok(speakers.length > 1);
  assert.equal([...found.ids].sort(), speakers.map((product) => product.id).sort());
  assert.ok(found.ids.every((id) => categoryOf(id) === 'Electronics > Speakers' && hoursOf(id) >= 12));
  assert.match(found.chat, /^Showing speaker, at least 12 hours\./u);
});

test('"a jacket that lasts all day": jackets state no hours, so no bound of hours', async () => {
  assert.not.match((await search('a jacket that lasts all day')).chat, /hours/u);
});

test.run();
