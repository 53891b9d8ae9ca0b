/**
 * A word no title names a product by, where the titles write closed compounds ending in it: "pack" in a shop whose
 * bags are a "Daypack" and a "Backpack", and whose boots say "pack" only in their descriptions, lists the bags.
 * Where a title writes the word itself, compounds ending in it are other things ("door" is no "Outdoor" chair), and
 * only a compound naming the kind counts, one heading titles ("side" is no "Fireside" mug).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, category: string, description = ''): Product => ({
  id,
  title,
  category,
  description,
});

test('"hiking pack" and "pack" list the daypack and the backpack, not boots that mention packing', async () => {
  const { search, app } = await shopCaller([
    product('boot', 'Ridge Hiking Boot', 'Shoes > Hiking', 'Light enough to pack for any hike.'),
    product('shoe', 'Trail Hiking Shoe', 'Shoes > Hiking', 'Folds flat to pack in a bag.'),
    product('day', 'Nomad 18L Hiking Daypack', 'Bags > Backpacks', 'A light bag for day hikes.'),
    product('back', 'Summit 40L Backpack', 'Bags > Backpacks', 'Roomy, with a hip belt.'),
  ]);
  assert.equal((await search('hiking pack')).ids.slice(0, 1), ['day']);
  assert.equal((await search('pack')).ids.slice(0, 2).sort(), ['back', 'day']);
  app.close();
});

test('a word a title writes itself is not read through compounds ending in it', async () => {
  const { search, app } = await shopCaller([
    product('mat', 'Front Door Mat', 'Home > Mats'),
    product('chair', 'Outdoor Folding Chair', 'Outdoor > Furniture', 'Sits by the back door.'),
  ]);
  assert.equal((await search('door')).ids[0], 'mat');
  assert.equal((await search('door mat')).ids, ['mat']);
  app.close();
});

test('a name ending in the word is no kind of it: "side" is no "Fireside" mug', async () => {
  const { search, app } = await shopCaller([
    product('mug', 'Fireside Coffee Mug', 'Home > Kitchen'),
    product('pillow', 'Cloud Pillow', 'Home > Bedding', 'Made for side sleepers.'),
  ]);
  assert.equal((await search('pillow for side sleepers')).ids, ['pillow']);
  app.close();
});

test.run();
