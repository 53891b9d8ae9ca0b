/**
 * A feature the compared products list, asked by name ("which is packable?", "which one is water resistant?",
 * "are both machine washable?", "can I machine wash them?"): answered first, with which of them list it (or a
 * stronger one). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, features: string[]): Product => ({
  id,
  title,
  category: 'Jackets',
  price: 90,
  attributes: { features },
});

const { app, compare } = await shopCaller([
  jacket('puffer', 'Coastal Puffer Jacket', ['insulated', 'packable', 'windproof', 'machine washable']),
  jacket('cascade', 'Cascade Puffer Jacket', ['insulated', 'water-resistant', 'machine washable']),
  jacket('shell', 'Harbor Rain Shell', ['waterproof', 'noise cancelling']),
]);

test('which of them lists the feature asked, and which does not', async () => {
  assert.match(
    await compare(['puffer', 'cascade'], 'which is packable?'),
    /^Comparing Coastal Puffer Jacket and Cascade Puffer Jacket on features\. Packable: Coastal Puffer Jacket; Cascade Puffer Jacket doesn't list it\./,
  );
  assert.match(
    await compare(['puffer', 'cascade', 'shell'], 'which one is water resistant?'),
    /Water-resistant: Cascade Puffer Jacket and Harbor Rain Shell \(waterproof\); Coastal Puffer Jacket doesn't list it\./,
    'a stronger feature meets it',
  );
});

test('a feature every one lists, asked in its words or by the start of them', async () => {
  for (const question of ['are both machine washable?', 'can I machine wash them?'])
    assert.match(await compare(['puffer', 'cascade'], question), /\. Both are machine washable\./, question);
  assert.not.match(
    await compare(['puffer', 'cascade'], 'which is warmer?'),
    /Both are|doesn't list it/,
    'a condition, not a feature named',
  );
});

test.after(() => app.close());
test.run();
