/**
 * A measure asked of the viewed product that lists no value of it, but a feature meaning it: "how heavy is it?"
 * of a backpack tagged lightweight had been "… lists no weight." alone; the feature is said, as compare says it
 * ("which is lighter?"). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'pack',
    title: 'Padded Laptop Backpack',
    category: 'Backpacks',
    attributes: { features: ['padded', 'lightweight'], capacity: '30L' },
  },
  { id: 'tote', title: 'Canvas Tote', category: 'Bags', attributes: { features: ['foldable'] } },
  {
    id: 'buds',
    title: 'Trail Earbuds',
    category: 'Headphones',
    attributes: { features: ['ultralight', 'wireless'] },
  },
];

const { app, ask } = await shopCaller(products);

test('no weight listed, but a feature meaning it is said', async () => {
  for (const question of ['how heavy is it?', 'what does it weigh?'])
    assert.match(
      await ask(question, 'pack'),
      /^The Padded Laptop Backpack you're viewing lists no weight, but is listed as lightweight\./,
      question,
    );
  assert.match(
    await ask('how heavy are they?', 'buds'),
    /^The Trail Earbuds you're viewing list no weight, but are listed as ultralight\./,
  );
  assert.match(await ask('how heavy is it?', 'tote'), /^The Canvas Tote you're viewing lists no weight\./);
});

test.after(() => app.close());
test.run();
