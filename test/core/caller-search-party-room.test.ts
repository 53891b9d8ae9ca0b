/**
 * A group named without a count after a product holding people ("tent for a family", "tent for the whole family",
 * "sofa for a big family") asks for room, the roomiest first, as "one for a family" does after "tents"; they had read
 * the family as whom the product is for and listed the best rated, the small ones, first. "gift for my family" and
 * "a backpack for a family" name no product holding people and stay for the family.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const held = (
  id: string,
  category: string,
  title: string,
  attributes: Record<string, string>,
  rating: number,
) => ({ id, title, category, price: 200, rating, reviewCount: 500, attributes }) satisfies Product;

// The small ones are the best rated: only the room asked can put the roomy ones first.
const { search, converse, app } = await shopCaller([
  held('solo', 'Outdoor > Tents', 'Summit Solo Tent', { capacity: '1-person' }, 4.9),
  held('pair', 'Outdoor > Tents', 'Ridge Dome Tent', { capacity: '2-person' }, 4.8),
  held('cabin', 'Outdoor > Tents', 'Basecamp Cabin Tent', { capacity: '8-person' }, 3.9),
  held('dome', 'Outdoor > Tents', 'Meadow Dome Tent', { capacity: '6-person' }, 4.0),
  held('loveseat', 'Home > Sofas', 'Harbor Loveseat Sofa', { capacity: '2-person' }, 4.9),
  held('sectional', 'Home > Sofas', 'Harbor Sectional Sofa', { capacity: '5-person' }, 3.8),
  held('daypack', 'Bags > Backpacks', 'Family Day Pack', { volume: '20 L' }, 4.9),
  held('mug', 'Home > Kitchen', 'Camp Mug Gift Set', { material: 'enamel' }, 4.7),
]);

test('a group after a product holding people asks for room, the roomiest first', async () => {
  for (const [request, first, said] of [
    ['tent for a family', 'cabin', 'Showing tent, roomiest capacity first.'],
    ['tent for the whole family', 'cabin', 'Showing tent, roomiest capacity first.'],
    ['a tent for my family', 'cabin', 'Showing tent, roomiest capacity first.'],
    ['sofa for a big family', 'sectional', 'Showing sofa, roomiest capacity first.'],
  ] as const) {
    const found = await search(request);
    assert.is(found.ids[0], first, request);
    assert.ok(found.chat.startsWith(said), `${request}: ${found.chat}`);
  }
  // As the follow-up reads it after "tents".
  await converse('tents', 'family');
  assert.is((await converse('one for a family', 'family')).ids[0], 'cabin');
});

test('a count after the group, and a product holding no one, stay as they were', async () => {
  const counted = await search('tent for a family of 6');
  assert.is(counted.ids[0], 'dome');
  assert.not.match(counted.chat, /roomiest/);
  for (const request of ['gift for my family', 'backpack for a family'])
    assert.not.match((await search(request)).chat, /roomiest/, request);
});

test.after(() => app.close());
test.run();
