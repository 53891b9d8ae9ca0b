/**
 * A size range asked of the viewed product is sizes: "does it come in size 8 to 10?" had been "Yes: … comes in
 * size 8 to 10.", now "… comes in sizes 8 to 10.". Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const sizes = ['7', '8', '9', '10', '11'];
const boot = (id: string, title: string, inStock: (size: string) => boolean): Product => ({
  id,
  title,
  category: 'Boots',
  price: 120,
  attributes: { size: sizes },
  variants: sizes.map((size) => ({
    id: `${id}-${size}`,
    title: size,
    available: inStock(size),
    attributes: { size },
  })),
});

const { app, ask } = await shopCaller([boot('ridge', 'Ridge Hiking Boot', () => true)]);

test('a size range asked is sizes', async () => {
  assert.match(
    await ask('does it come in size 8 to 10?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing comes in sizes 8 to 10\./,
  );
  assert.match(await ask('does it come in size 9?', 'ridge'), /comes in size 9\./);
});

test.after(() => app.close());
test.run();
