/**
 * "best" beside a product: "best running shoes", "best pan" had listed their matches by relevance ("best pan" put a
 * 2.6/5 pan above 4.2 and 4.6 ones, "Showing pan."); the products matching the rest fully are now best rated
 * first, as "cheap yoga mat" lists by price. A title holding the word ("Best Barns") keeps it a name.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { search } = await shopCaller(products);
const rating = new Map(products.map((product) => [product.id, product.rating ?? 0]));

test('"best pan", "the best running shoes": best rated first, said so', async () => {
  for (const request of ['best pan', 'the best running shoes', "what's the best tent?"]) {
    const { ids, chat } = await search(request);
    assert.match(chat, /best rated first\./, request);
    assert.ok((rating.get(ids[0]!) ?? 0) >= 4.5, `${request}: ${ids[0]} ${rating.get(ids[0]!)}`);
    assert.not.match(chat, /"best"/, request);
  }
});

test('a price word or a measure orders the list as before: "best cheap headphones"', async () => {
  const { chat } = await search('best cheap headphones');
  assert.match(chat, /cheapest first\./);
});

test('"best value", "best battery" are no opinion of the product', async () => {
  const battery = await search('best battery headphones');
  assert.not.match(battery.chat, /best rated first/, battery.chat);
  // Value is low prices and quality together (value-asked.ts): the cheapest third, best rated first.
  const value = await search('best value tent');
  assert.match(value.chat, /the cheapest third of the prices, best rated first/, value.chat);
});

const item = (id: string, title: string, rated: number): Product => ({
  id,
  title,
  category: 'Outdoor > Sheds',
  price: 100,
  rating: rated,
  reviewCount: 500,
  attributes: { features: ['durable'] },
});

test('a title holding "best" keeps it a name: "best barns" finds the Best Barns shed first', async () => {
  const shop = await shopCaller([
    item('barn', 'Best Barns Cypress Wood Shed', 3),
    item('red', 'Red Barns Cedar Shed', 5),
    item('pole', 'Pole Barns Kit', 4.8),
  ]);
  const { ids, chat } = await shop.search('best barns');
  assert.equal(ids[0], 'barn', chat);
  assert.not.match(chat, /best rated first/);
});

test.run();
