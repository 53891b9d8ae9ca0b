/**
 * Room for a device asked of the viewed product, through the core's caller on a real SQLite catalogue: "does it
 * fit a 15 inch laptop?" on a backpack whose title names no laptop had dropped the page ("Showing does for laptop,
 * fits 15 inch."), and "does it fit a laptop?" said nothing mentions "fit" of one with a padded laptop sleeve.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const backpack = (
  id: string,
  title: string,
  attributes: Product['attributes'],
  description: string,
): Product => ({
  id,
  title,
  category: 'Bags > Backpacks',
  price: 90,
  description,
  ...(attributes && { attributes }),
});

const products: Product[] = [
  backpack(
    'transit',
    'Transit 45L Travel Backpack',
    { capacity: '45L' },
    'Cut from recycled polyester, this travel backpack has a clamshell opening and a padded sleeve for a laptop or tablet.',
  ),
  backpack(
    'urban',
    'Urban 30L Backpack',
    { capacity: '30L', laptopSize: '16-inch' },
    'A backpack with a padded back panel.',
  ),
  backpack(
    'metro',
    'Metro 20L Backpack',
    { capacity: '20L', laptopSize: '13-inch' },
    'A backpack with a zip front pocket.',
  ),
  {
    id: 'tent',
    title: 'Sierra Backpacking Tent',
    category: 'Outdoor > Tents',
    price: 300,
    attributes: { capacity: '3-person' },
    description: 'Two doors and roomy vestibules.',
  },
];

const { app, askOnPage } = await shopCaller(products);

const page = (content: string, productId: string) => askOnPage(content, undefined, productId);

test('a laptop size asked is compared with its laptop size', async () => {
  assert.match(
    (await page('will it fit a 16 inch laptop?', 'urban')).chat,
    /^Yes: the Urban 30L Backpack you're viewing fits laptops up to 16-inch\. /,
  );
  assert.match(
    (await page('does it fit a 15 inch laptop?', 'metro')).chat,
    /^No: the Metro 20L Backpack you're viewing fits laptops up to 13-inch; these similar products fit 15 inch\. /,
  );
});

test('without a laptop size, its description says whether it takes a laptop', async () => {
  const sized = await page('does it fit a 15 inch laptop?', 'transit');
  assert.match(
    sized.chat,
    /^I can't tell whether it fits 15 inch: the Transit 45L Travel Backpack you're viewing has a padded sleeve for a laptop or tablet, but lists no laptop size\. /,
  );
  assert.match(sized.chat, /Showing products like the Transit 45L Travel Backpack/, 'the page is kept');
  for (const question of ['does it fit a laptop?', 'can it hold a laptop?']) {
    assert.match(
      (await page(question, 'transit')).chat,
      /^Yes: the Transit 45L Travel Backpack you're viewing has a padded sleeve for a laptop or tablet\. /,
      question,
    );
  }
  const tent = await page('does it fit a 15 inch laptop?', 'tent');
  assert.match(tent.chat, /^The Sierra Backpacking Tent you're viewing lists no laptop sleeve\. /);
  assert.ok(tent.ids.includes('tent'), 'products like it, not a search for "does for laptop"');
});

test.after(() => app.close());
test.run();
