/**
 * A follow-up that adds no words keeps the constraints it carries even though the products shown under them hold
 * only part of the words: "rain jackets" → "for kids" (no kids' rain jacket: kids' softshell and fleece jackets) →
 * "in large" → "cheaper ones" had said "I relaxed: for kids" and listed adults' rain jackets; now the kids'
 * jackets, cheapest first. Through the core's caller on the demo catalogue in real SQLite.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { converse } = await shopCaller(products);
const gender = new Map(products.map((product) => [product.id, product.attributes?.['gender']]));
const priceOf = new Map(products.map((product) => [product.id, product.price ?? 0]));

/** A conversation of `turns`, the last turn's answer. */
async function conversation(session: string, turns: string[]) {
  let last = { ids: [] as string[], chat: '' };
  for (const turn of turns) last = await converse(turn, session);
  return last;
}

test('"cheaper ones" after "for kids" and "in large" sorts the kids\' jackets shown', async () => {
  const { ids, chat } = await conversation('large', ['rain jackets', 'for kids', 'in large', 'cheaper ones']);
  assert.ok(ids.length > 0);
  assert.ok(
    ids.every((id) => gender.get(id) === 'kids'),
    ids.join(),
  );
  const prices = ids.map((id) => priceOf.get(id) ?? 0);
  assert.equal(
    prices,
    [...prices].sort((a, b) => a - b),
  );
  assert.match(chat, /^Showing rain jackets for kids, cheapest first\./);
  assert.not.match(chat, /I relaxed: for kids/);
});

test('"cheaper ones" after "blue rain jackets" → "what about for kids" keeps both the kids and the blue', async () => {
  const { ids, chat } = await conversation('blue', [
    'blue rain jackets',
    'what about for kids',
    'cheaper ones',
  ]);
  assert.ok(ids.length > 0);
  assert.ok(
    ids.every((id) => gender.get(id) === 'kids'),
    ids.join(),
  );
  assert.match(chat, /^Showing blue rain jackets for kids, cheapest first\./);
  assert.not.match(chat, /I relaxed/);
});

test('a price bound after "for kids" keeps the kids\' audience', async () => {
  const { ids, chat } = await conversation('under', ['rain jackets', 'for kids', 'under 60']);
  assert.ok(ids.length > 0);
  assert.ok(
    ids.every((id) => gender.get(id) === 'kids' && (priceOf.get(id) ?? 0) <= 60),
    ids.join(),
  );
  assert.not.match(chat, /I relaxed: for kids/);
});

test.run();
