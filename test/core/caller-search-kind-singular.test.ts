/**
 * A kind the chat names in the singular is said as one of it, through the core's caller on a real SQLite
 * catalogue: 'No shoe here mentions "wide"' (it had said "No sho here", the first of singularForms' candidate
 * spellings), and a thing named only in the plural as a pair ("No pair of sunglasses here mentions …", never
 * "sunglass"); the one singular said of other plurals (`singularSaid`, pure). A describing word heading the request
 * names no kind: "something warm for camping" had said "No warm here mentions …".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { singularSaid, type Product } from '../../core/index.ts';
import { describedProduct } from '../helpers/described-shop.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  describedProduct('road', 'Tempo Road Running Shoe', 'Shoes > Running', 'A light shoe for daily miles.'),
  describedProduct('trail', 'Ridge Trail Running Shoe', 'Shoes > Running', 'Grippy lugs for muddy trails.'),
  describedProduct('board', 'Maple Cutting Board', 'Home > Kitchen', 'End-grain maple for kitchen prep.'),
  describedProduct('round', 'Solano Round Sunglasses', 'Accessories > Sunglasses', 'Acetate frames, UV400.'),
  describedProduct(
    'aviator',
    'Palisade Aviator Sunglasses',
    'Accessories > Sunglasses',
    'Metal frames, UV400.',
  ),
  describedProduct('tent', 'Cove Beach Tent', 'Outdoor > Tents', 'A wide door for easy shade.'),
  describedProduct('fleece', 'Warm Fleece Jacket', 'Clothing > Jackets', 'A soft layer for cold days.'),
  describedProduct('camp-tent', 'Lakeside Tent', 'Outdoor > Tents', 'Roomy and quick to pitch for camping.'),
  describedProduct('goggles', 'Drift Polarized Ski Goggles', 'Accessories > Goggles', 'Anti-fog, polarized.'),
];

const { app, search } = await shopCaller(products);

test('a describing word no shoe holds is said of a shoe, not a "sho"', async () => {
  const { chat } = await search('wide running shoes');
  assert.match(chat, /No shoe here mentions "wide", so these match your other words\./);
  assert.not.match(chat, /\bsho\b/);
});

test('a thing named only in the plural is said as a pair', async () => {
  const { chat } = await search('polarized sunglasses');
  assert.match(chat, /No pair of sunglasses here mentions "polarized"/);
});

test('a describing word heading the request names no kind: no "No warm here"', async () => {
  const { chat } = await search('something warm for camping');
  assert.not.match(chat, /No warm here/);
});

test('each plural has the one singular a sentence says', () => {
  const said = Object.fromEntries(
    [
      'shoes',
      'running shoes',
      'knives',
      'shelves',
      'gloves',
      'watches',
      'headaches',
      'dresses',
      'cases',
      'lenses',
      'batteries',
      'boxes',
      'wine glasses',
      'jeans',
      'sleeping bag',
      'Shoes',
    ].map((word) => [word, singularSaid(word)]),
  );
  assert.equal(said, {
    shoes: 'shoe',
    'running shoes': 'running shoe',
    knives: 'knife',
    shelves: 'shelf',
    gloves: 'glove',
    watches: 'watch',
    headaches: 'headache',
    dresses: 'dress',
    cases: 'case',
    lenses: 'lens',
    batteries: 'battery',
    boxes: 'box',
    'wine glasses': 'wine glass',
    jeans: 'pair of jeans',
    'sleeping bag': 'sleeping bag',
    Shoes: 'Shoe',
  });
});

test.after(() => app.close());
test.run();
