/**
 * Someone unnamed before a clause about them, through the core's caller on a real SQLite catalogue: "shoes for
 * someone who runs hot", "a blanket for someone who sleeps hot", "a jacket for someone who gets cold easily" and
 * "for somebody who is always cold" read the clause's need as "for my mom who is always cold" does (cooling, warm),
 * with no one named back. They had echoed "someone" as a word no product mentions, or searched it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, category: string, features: string[]): Product => ({
  id,
  title,
  category,
  price: 60,
  currency: 'USD',
  attributes: { features },
});

const { app, search } = await shopCaller([
  product('shoe-cool', 'Breeze Mesh Running Shoe', 'Shoes > Running', ['cooling', 'breathable']),
  product('shoe-trail', 'Ridge Trail Running Shoe', 'Shoes > Running', ['waterproof']),
  product('blanket-cool', 'Chill Weave Blanket', 'Home > Blankets', ['cooling']),
  product('blanket-warm', 'Sherpa Throw Blanket', 'Home > Blankets', ['warm']),
  product('jacket-warm', 'Summit Puffer Jacket', 'Clothing > Jackets', ['insulated']),
  product('jacket-rain', 'Drizzle Shell Jacket', 'Clothing > Jackets', ['waterproof']),
]);

test('a clause about someone unnamed is read for its need, beside the product asked', async () => {
  for (const [request, ids, said] of [
    ['shoes for someone who runs hot', ['shoe-cool'], 'cooling shoes'],
    ['a blanket for someone who sleeps hot', ['blanket-cool'], 'cooling blanket'],
    ['a jacket for someone who gets cold easily', ['jacket-warm'], 'warm jacket'],
    ['a jacket for a person who is always cold', ['jacket-warm'], 'warm jacket'],
  ] as const) {
    const found = await search(request);
    assert.equal(found.ids, ids, request);
    assert.match(found.chat, new RegExp(`^Showing ${said}\\.`), request);
    assert.not.match(found.chat, /someone|somebody|person|always|easily/, request);
  }
});

test('alone, the need is the search, as "something warm" asks it', async () => {
  const found = await search('for somebody who is always cold');
  assert.equal([...found.ids].sort(), ['blanket-warm', 'jacket-warm']);
  assert.match(found.chat, /^Showing warm products\./);
  assert.not.match(found.chat, /somebody|always/);
});

test('someone unnamed who does an activity still searches it', async () => {
  const found = await search('shoes for someone who runs');
  assert.equal(found.ids.length, 2);
  assert.match(found.chat, /^Showing running shoes\./);
});

test.after(() => app.close());
test.run();
