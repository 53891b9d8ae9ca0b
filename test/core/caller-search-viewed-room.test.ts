/**
 * Room for a thing of a size asked of the viewed product, through the core's caller on a real SQLite catalogue:
 * "will it fit a 7 inch wrist?" of a watch stating only a 41 mm case had said "No: … doesn't fit 7 inch." (the
 * case size, a measure of something else, read as the wrist's room); only an attribute measuring the thing
 * answers yes or no.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { watch } from '../helpers/room-products.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  watch('atlas', 'Atlas 41 mm Smartwatch', { caseSize: '41 mm', strap: 'silicone', batteryLife: '14 days' }),
  watch('mariner', 'Mariner 41 mm Smartwatch', { caseSize: '41 mm', strap: 'silicone' }),
  watch('harbor', 'Harbor Smartwatch', { caseSize: '45 mm', wristSize: '7.5 in' }),
  {
    id: 'metro',
    title: 'Metro 20L Backpack',
    category: 'Bags > Backpacks',
    price: 60,
    attributes: { capacity: '20L', laptopSize: '13-inch' },
    description: 'A backpack with a zip front pocket.',
  },
];

const { app, askOnPage } = await shopCaller(products);

const page = (content: string, productId: string) => askOnPage(content, undefined, productId);

test('a wrist size the watch does not state is no "No": it says what it does state', async () => {
  for (const question of ['will it fit a 7 inch wrist?', 'does it fit 7 inch wrists?']) {
    const { chat } = await page(question, 'atlas');
    assert.match(
      chat,
      /^I can't tell whether it fits 7 inch: the Atlas 41 mm Smartwatch you're viewing lists no wrist size; it has a case size of 41 mm\. /,
      question,
    );
    assert.not.match(chat, /doesn't fit|^No:|^Yes:/, question);
  }
  // A size its case meets is no yes either.
  assert.match(
    (await page('will it fit a 1 inch wrist?', 'atlas')).chat,
    /^I can't tell whether it fits 1 inch: /,
  );
});

test('a wrist size it states answers yes or no', async () => {
  assert.match(
    (await page('will it fit a 7 inch wrist?', 'harbor')).chat,
    /^Yes: the Harbor Smartwatch you're viewing has a wrist size of 7\.5 in\. /,
  );
  assert.match(
    (await page('will it fit an 8 inch wrist?', 'harbor')).chat,
    /^No: the Harbor Smartwatch you're viewing has a wrist size of 7\.5 in\. /,
  );
});

test('a laptop is still answered from its laptop size', async () => {
  assert.match(
    (await page('does it fit a 15 inch laptop?', 'metro')).chat,
    /^No: the Metro 20L Backpack you're viewing fits laptops up to 13-inch/,
  );
  assert.match(
    (await page('will it fit a 13 inch laptop?', 'metro')).chat,
    /^Yes: the Metro 20L Backpack you're viewing fits laptops up to 13-inch\. /,
  );
});

test.after(() => app.close());
test.run();
