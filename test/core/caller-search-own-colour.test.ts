/**
 * A colour asked ranks the products that are that colour before those only a variant of which comes in it: "blue
 * jacket" had listed a charcoal jacket with a navy variant first (more reviews), before the sky blue jackets;
 * now the blue ones come first, the charcoal one after them, still listed (it does come in navy).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { coloured } from '../helpers/variant-colours.ts';

const jacket = (id: string, title: string, color: string, variants: string[], reviewCount: number): Product =>
  coloured(id, title, 'Clothing > Jackets', color, variants, { price: 120, rating: 4.5, reviewCount });

const { app, search } = await shopCaller([
  jacket('charcoal', 'Ridge Rain Jacket', 'charcoal', ['charcoal', 'navy'], 5000),
  jacket('mustard', 'Cascade Puffer Jacket', 'mustard', ['mustard', 'navy'], 3000),
  jacket('sky', 'Tundra Softshell Jacket', 'sky blue', [], 40),
  jacket('navy', 'Harbor Fleece Jacket', 'navy', ['navy', 'grey'], 10),
  jacket('red', 'Storm Shell Jacket', 'red', [], 9000),
]);

test('"blue jacket": the blue jackets first, then those only a variant of which is blue', async () => {
  const found = await search('blue jacket');
  assert.equal(found.ids.slice(0, 2).sort(), ['navy', 'sky']);
  assert.equal(found.ids.slice(2).sort(), ['charcoal', 'mustard']);
});

test('words that match clearly better still come first: "blue rain jacket"', async () => {
  const found = await search('blue rain jacket');
  assert.equal(found.ids[0], 'charcoal');
});

test.after(() => app.close());
test.run();
