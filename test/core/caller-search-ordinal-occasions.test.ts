/**
 * A birthday or an anniversary said by its ordinal: "a nice watch for my husband's 40th" had searched "watch 40th"
 * (the Classic 40 mm Quartz Watch first, for its "40"), "a gift for her 30th" listed an SPF 30 sunscreen first; a
 * child's birthday's ordinal is their age ("headphones for my son's 10th birthday": kids' headphones). Through the
 * core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const demo = await shopCaller(products);

test('the ordinal is no word to match', async () => {
  const watch = await demo.search("a nice watch for my husband's 40th");
  assert.match(watch.chat, 'Showing watch for your 40-year-old husband.');
  assert.not.match(byId.get(watch.ids[0] ?? '')?.title ?? '', /40 mm/u);
  const gift = await demo.search('a gift for her 30th');
  assert.match(gift.chat, 'Showing products for her.');
  assert.not.match(byId.get(gift.ids[0] ?? '')?.title ?? '', /SPF 30/u);
  assert.is(parseQuery('a gift for our 10th anniversary').text, '');
});

test("a child's birthday's ordinal is their age: kids' products", async () => {
  const found = await demo.search("headphones for my son's 10th birthday");
  assert.match(found.chat, 'Showing headphones for your 10-year-old son.');
  assert.ok(found.ids.length > 0);
  for (const id of found.ids) assert.match(byId.get(id)?.title ?? '', /^Kids'/u, id);
});

test('an ordinal that is no occasion stays', () => {
  assert.match(parseQuery('my 2nd pair of running shoes').text, /running shoes/u);
  assert.match(parseQuery('40th anniversary mug').text, /40th/u);
});

test.run();
