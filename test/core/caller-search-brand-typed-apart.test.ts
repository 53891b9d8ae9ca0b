/**
 * A one-word brand typed as two words is the brand: "headphones by quiet wave" had searched "quiet wave" (every
 * headphone, 'Only 13 of them have "wave" in their names') and "stride well shoes" the words; now "Showing
 * headphones by Quietwave." and the Stridewell shoes. Words that are no brand together stay ("quiet headphones").
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const brandOf = (id: string) => products.find((product) => product.id === id)?.brand;

test('"headphones by quiet wave" lists Quietwave headphones', async () => {
  const { ids, chat } = await demo.search('headphones by quiet wave');
  assert.match(chat, /^Showing headphones by Quietwave\./u);
  assert.ok(ids.length > 0);
  for (const id of ids) assert.is(brandOf(id), 'Quietwave');
});

test('"stride well shoes" and "not quiet wave" read the brand too', async () => {
  const { ids } = await demo.search('stride well shoes');
  assert.ok(ids.length > 0);
  for (const id of ids) assert.is(brandOf(id), 'Stridewell');
  const { ids: others, chat } = await demo.search('headphones, not quiet wave');
  assert.match(chat, 'not by Quietwave');
  for (const id of others) assert.is.not(brandOf(id), 'Quietwave');
});

test('two words that are no brand together stay words', async () => {
  const { chat } = await demo.search('quiet headphones');
  assert.not.match(chat, ' by ');
});

test.run();
