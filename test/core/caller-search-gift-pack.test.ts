/**
 * A gift asked for by how it comes packed, in a shop selling nothing so named: the demo shop's "gift set" had said
 * "I couldn't find any gift set. No product here mentions "gift set"." and listed nothing; now the shop's most
 * popular products, as for "gift" alone, saying why. A shop that sells gift sets lists them.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"gift set" where the shop sells none lists popular gifts and says why', async () => {
  const { ids, chat } = await demo.search('gift set');
  assert.ok(ids.length > 0, chat);
  assert.match(chat, /^Showing products, most popular first\./, chat);
  assert.match(chat, /No product mentions "gift set", so these are popular picks instead\./, chat);
  assert.match(chat, /tell me who it's for/, chat);
});

test('"gift sets for her" keeps the person, and asks no more who it is for', async () => {
  const { ids, chat } = await demo.search('gift sets for her');
  assert.ok(ids.length > 0, chat);
  assert.match(chat, /popular picks instead/, chat);
  assert.not.match(chat, /tell me who it's for/, chat);
});

const product = (id: string, title: string): Product => ({
  id,
  title,
  category: 'Beauty > Skincare',
  description: `A ${title.toLowerCase()}.`,
  price: 30,
});

test('a shop selling gift sets lists them', async () => {
  const shop = await shopCaller([
    product('set', 'Skincare Gift Set'),
    product('cream', 'Night Cream'),
    product('serum', 'Vitamin C Serum'),
  ]);
  const { ids, chat } = await shop.search('gift set');
  assert.is(ids[0], 'set', chat);
  assert.not.match(chat, /popular picks instead/, chat);
});

test.run();
