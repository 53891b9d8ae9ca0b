/**
 * A relative clause that only names features or materials, through the core's caller on a real SQLite catalogue:
 * "speakers that are waterproof" reads as "waterproof speakers" (the chat echoes those words); it had kept "that
 * are" as words to match, and said "None of them has everything you asked for" of speakers that are waterproof.
 * After a "for" phrase too: "tent for 4 people that is waterproof" is "waterproof tent, for 4 people" (it had
 * echoed "tent waterproof"), "boots for hiking that are waterproof" "waterproof boots for hiking".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const speaker = (id: string, features: string[], description: string): Product => ({
  id,
  title: `Portable Speaker ${id.toUpperCase()}`,
  description,
  category: 'Electronics > Speakers',
  price: 40,
  currency: 'USD',
  attributes: { features },
});

const { app, search } = await shopCaller([
  speaker('a', ['waterproof'], 'A speaker that floats, waterproof to one metre.'),
  speaker('b', ['waterproof', 'rugged'], 'Sealed against rain and sand.'),
  speaker('c', ['rugged'], 'A speaker that survives drops.'),
  speaker('d', [], 'A speaker that fills a room.'),
]);

test('a clause of features reads as those features before the product', async () => {
  for (const request of [
    'speakers that are waterproof',
    'a speaker which is waterproof',
    "speakers that's waterproof",
  ]) {
    const found = await search(request);
    assert.equal([...found.ids].sort(), ['a', 'b'], request);
    assert.match(found.chat, /^Showing waterproof speakers?\. I found 2 matches\./, request);
    assert.not.match(found.chat, /None of them has everything/, request);
  }
});

test('two features joined, and a degree word, stay with the clause', async () => {
  const found = await search('speakers that are waterproof and rugged');
  assert.equal(found.ids, ['b']);
  assert.match(found.chat, /^Showing waterproof and rugged speakers\./);
  assert.match(
    (await search('speakers that are fully waterproof')).chat,
    /^Showing fully waterproof speakers\./,
  );
});

const tent = (id: string, capacity: string, features: string[]): Product => ({
  id,
  title: `Camping Tent ${id.toUpperCase()}`,
  category: 'Outdoor > Tents',
  price: 150,
  currency: 'USD',
  attributes: { capacity, features },
});
const boot = (id: string, features: string[]): Product => ({
  id,
  title: `Hiking Boot ${id.toUpperCase()}`,
  category: 'Shoes > Boots',
  price: 120,
  currency: 'USD',
  attributes: { features },
});
const outdoors = await shopCaller([
  tent('dry4', '4-person', ['waterproof']),
  tent('open4', '4-person', ['ventilated']),
  tent('dry2', '2-person', ['waterproof']),
  boot('dryboot', ['waterproof']),
  boot('airboot', ['breathable']),
]);

test('after a "for" phrase, read or kept, the clause still goes before the product', async () => {
  for (const request of ['tent for 4 people that is waterproof', 'a tent for four that is waterproof']) {
    const found = await outdoors.search(request);
    assert.equal(found.ids, ['dry4'], request);
    assert.match(found.chat, /^Showing waterproof tent, for 4 people\./, request);
  }
  const boots = await outdoors.search('boots for hiking that are waterproof');
  assert.equal(boots.ids[0], 'dryboot');
  assert.match(boots.chat, /^Showing waterproof boots for hiking\./);
});

test.after(() => {
  app.close();
  outdoors.app.close();
});
test.run();
