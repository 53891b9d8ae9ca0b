/**
 * A shopper on a product's page who dislikes it, or its colour, gets products like it instead; a policy question
 * whose condition sounds like dislike ("can I return it if I don't like it?") is still the policy question; and a
 * feature unlisted but described in the shopper's own words is quoted, not denied.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const comforter = (id: string, title: string, color: string, description: string): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: 150,
  description,
  attributes: { color, material: 'cotton sateen', features: ['all-season'] },
});

const products: Product[] = [
  comforter(
    'sand',
    'Cotton Sateen Comforter in Sand',
    'sand',
    'Made for hot sleepers and cozy winter nights.',
  ),
  comforter('navy', 'Organic Cotton Comforter in Navy', 'navy', 'Soft organic cotton.'),
  comforter('sand-2', 'Haven Cotton Comforter', 'sand', 'A light all-season comforter.'),
  {
    ...comforter('cool', 'Breeze Cooling Comforter', 'white', 'Cool to the touch.'),
    attributes: { color: 'white', features: ['cooling'] },
  },
  { id: 'mug', title: 'Stoneware Coffee Mug', category: 'Home > Kitchen', price: 12 },
];

const { askOnPage } = await shopCaller(products);

test('"i don\'t like it" on a page lists products like it, not the viewed one', async () => {
  // It had searched "i don't" ("I couldn't find any i don't"); "not a fan of this" had left out products saying
  // "fan"; "i hate it" had searched "i hate".
  for (const said of ["i don't like it", 'not a fan of this', 'i hate it', 'not my style']) {
    const found = await askOnPage(said, undefined, 'sand');
    assert.ok(found.ids.length > 0, said);
    assert.not.ok(found.ids.includes('sand'), `${said}: ${found.ids.join()}`);
    assert.not.ok(found.ids.includes('mug'), `${said}: ${found.ids.join()}`);
    assert.match(found.chat, /alternatives to the Cotton Sateen Comforter in Sand/, said);
  }
});

test('"i don\'t like the colour" lists products like it in other colours', async () => {
  // It had said "…, without the." and listed the viewed comforter among the results.
  const found = await askOnPage("i don't like the colour", undefined, 'sand');
  assert.ok(found.ids.includes('navy'), found.ids.join());
  assert.not.ok(found.ids.includes('sand'), found.ids.join());
  assert.not.ok(found.ids.includes('sand-2'), found.ids.join());
  assert.not.match(found.chat, /without the\b/);
});

test('"can i return it if i don\'t like it?" is the returns policy, not alternatives', async () => {
  const found = await askOnPage("can i return it if i don't like it?", undefined, 'sand');
  assert.match(found.chat, /^Returns are a matter of the shop's policy/);
  assert.not.match(found.chat, /alternatives to/);
});

test('"is it good for hot sleepers?" quotes a description saying so, with no "No"', async () => {
  // It had said "No: the Cotton Sateen Comforter in Sand you're viewing isn't listed as cooling." though its
  // description says "Made for hot sleepers…".
  const found = await askOnPage('is it good for hot sleepers?', undefined, 'sand');
  assert.match(found.chat, /isn't listed as cooling, but its description says: "Made for hot sleepers/);
  assert.not.match(found.chat, /^No:/);
  // Without such a sentence, the no stands.
  const navy = await askOnPage('is it good for hot sleepers?', undefined, 'navy');
  assert.match(navy.chat, /^No: the Organic Cotton Comforter in Navy you're viewing isn't listed as cooling/);
});

test.run();
