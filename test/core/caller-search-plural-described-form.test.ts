/**
 * A word typed as a plural names things, and a description meets it only as that word: in the demo shop "best rated
 * hiking boots for wide feet" had listed 2 of the 10 hiking boots, the two whose descriptions say "sure footing"
 * (Porter stems "footing" to "foot"), with no word that no boot mentions "wide"; now all 10 hiking boots, best rated
 * first, and 'No boot here mentions "wide"', as the relevance sort now says too. A description writing "foot"
 * ("hugs the foot") still meets "feet". Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const hikingBoots = products.filter((product) => /Hiking Boot$/u.test(product.title)).map(({ id }) => id);
const textOf = (id: string) => {
  const product = byId.get(id);
  return `${product?.title ?? ''} ${product?.description ?? ''}`;
};

test('a sorted request keeps every hiking boot, not the two whose descriptions say "sure footing"', async () => {
  assert.is(hikingBoots.length, 10);
  const { ids, total, chat } = await demo.search('best rated hiking boots for wide feet');
  assert.is(total, 10, chat);
  assert.equal([...ids].sort(), [...hikingBoots].sort());
  const ratings = ids.map((id) => byId.get(id)?.rating ?? 0);
  assert.is(ratings[0], Math.max(...ratings));
  assert.match(chat, 'No boot here mentions "wide", so these match your other words.');
});

test('the relevance sort says the same of "wide"', async () => {
  const { ids, chat } = await demo.search('hiking boots for wide feet');
  assert.match(chat, 'No boot here mentions "wide", so these match your other words.');
  assert.equal([...ids].sort(), [...hikingBoots].sort());
});

test('"feet" is met by a description saying "foot", not by one saying only "footing"', async () => {
  const { ids, total, chat } = await demo.search('best rated shoes for feet');
  assert.ok(total > 0, chat);
  for (const id of ids) {
    assert.match(textOf(id), /\bfoot\b/u, textOf(id));
    assert.not.match(textOf(id), /\bfooting\b/u);
  }
  const footing = products.filter((product) => /\bsure footing\b/u.test(product.description ?? ''));
  assert.ok(footing.length > 0);
  const { ids: anyFeet } = await demo.search('feet');
  for (const product of footing) assert.not.ok(anyFeet.includes(product.id), product.title);
});

test.run();
