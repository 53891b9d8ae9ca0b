/**
 * UV protection asked of products that state it as a rating, through the core's caller on the demo catalogue:
 * "sunglasses that block uv" had asked for the tents' and clothes' "sun-protective" and relaxed it, listing every
 * pair of sunglasses. UV400 now meets "uv protection" and "sun-protective" (a built-in implication), so it lists the
 * UV400 sunglasses, and the tents that block UV are still the sun-protective ones.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { search } = await shopCaller(products);
const featuresOf = (id: string): unknown[] => {
  const features = products.find((product) => product.id === id)?.attributes?.['features'];
  return Array.isArray(features) ? features : [];
};
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('"sunglasses that block uv" and "with uv protection": the UV400 sunglasses, nothing relaxed', async () => {
  for (const request of ['sunglasses that block uv', 'sunglasses with uv protection']) {
    const found = await search(request);
    assert.ok(found.ids.length > 0, request);
    assert.ok(
      found.ids.every(
        (id) => categoryOf(id) === 'Accessories > Sunglasses' && featuresOf(id).includes('UV400'),
      ),
      request,
    );
    assert.not.match(found.chat, /relaxed/u, request);
  }
});

test('"tent that blocks uv": the sun-protective tents', async () => {
  const found = await search('tent that blocks uv');
  assert.ok(found.ids.length > 0);
  assert.ok(found.ids.every((id) => featuresOf(id).includes('sun-protective')));
  assert.match(found.chat, /^Showing sun-protective tent\./u);
});

test.run();
