/**
 * A container head ("set", "kit") right after a word naming no product is a kind the shop lacks: the demo's "picnic
 * set" had listed its sheet sets ("None of them has everything you asked for"), "picnic" being only in two tents'
 * descriptions. It now finds nothing and says so. A container whose word before it names products keeps them
 * ("sheet set", "knife set"), and "set" alone its sets. Through the core's caller on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const { app, search } = await shopCaller(products);

test('"picnic set" finds nothing where the shop sells no picnic sets, and says so', async () => {
  assert.ok(products.some((product) => /picnic/iu.test(product.description ?? '')));
  assert.ok(products.some((product) => /\bset\b/iu.test(product.title)));
  const found = await search('picnic set');
  assert.is(found.total, 0, found.chat);
  assert.match(found.chat, /^I couldn't find any picnic set\./);
  assert.match(found.chat, /No product here mentions "picnic set"/);
});

test('a container after a word naming products keeps them: "sheet set", "knife set", "set"', async () => {
  for (const [request, word] of [
    ['sheet set', /sheet set/iu],
    ['knife set', /knife/iu],
    ['set', /\bset\b/iu],
  ] as const) {
    const found = await search(request);
    assert.ok(found.ids.length > 0, `${request}: ${found.chat}`);
    assert.match(byId.get(found.ids[0] ?? '')?.title ?? '', word, request);
  }
});

test.after(() => app.close());
test.run();
