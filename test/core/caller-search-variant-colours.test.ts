/**
 * A product listed for a colour only one of its variants comes in says so: "red t-shirt for my son" had listed a
 * charcoal kids' tee with a burgundy variant as "it matches "t-shirt"", as if it were red. Now "it matches
 * "t-shirt" and is charcoal, but also comes in burgundy (a shade of red)", whatever its place in the list.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { tee } from '../helpers/variant-colours.ts';

const products: Product[] = [
  tee('burgundy', 'Crew Neck T-Shirt', 'burgundy'),
  tee('charcoal', 'Pocket T-Shirt', 'charcoal', ['charcoal', 'olive', 'burgundy']),
  tee('olive', 'V-Neck T-Shirt', 'olive', ['olive', 'navy']),
  tee('navy', 'Ringer T-Shirt', 'navy'),
];

const { app, search } = await shopCaller(products);

test('a product shown in another colour than the one asked says which of its colours meets it', async () => {
  const { ids, chat } = await search('red t-shirt');
  assert.equal([...ids].sort(), ['burgundy', 'charcoal'], 'burgundy is a red');
  assert.match(
    chat,
    /Pocket T-Shirt, \$20; it matches "t-shirt" and is charcoal, but also comes in burgundy \(a shade of red\)\./,
  );
});

test('also past the top pick, where one reason is said', async () => {
  const { ids, chat } = await search('navy t-shirt');
  assert.equal(ids, ['navy', 'olive']);
  assert.match(chat, /Ringer T-Shirt, \$20; it matches "t-shirt" and comes in navy\./);
  assert.match(chat, /V-Neck T-Shirt, \$20; it matches "t-shirt" and is olive, but also comes in navy\./);
});

test.after(() => app.close());
test.run();
