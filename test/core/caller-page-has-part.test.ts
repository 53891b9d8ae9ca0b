/**
 * "does it have a rain cover?", "does it come with a rain fly?": a thing the viewed product may have, not the
 * condition its first word names. Of the demo's Pathfinder 18L Hiking Daypack (water-resistant, no rain cover in its
 * data) it had said "Yes: … is water-resistant."; of the Sierra Freestanding Backpacking Tent "No: … isn't listed as
 * water-resistant; these similar products are." over water-resistant products. Now no yes or no its data can't give.
 * "is it good for rain?" still asks the condition. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { askOnPage } = await shopCaller(demoProducts());
const ask = async (content: string, id: string) => (await askOnPage(content, undefined, id)).chat;

test('a thing it has or comes with is no condition', async () => {
  const cover = await ask('does it have a rain cover?', 'sku-00051');
  assert.ok(
    cover.startsWith(
      'I can\'t tell: nothing about the Pathfinder 18L Hiking Daypack you\'re viewing mentions "rain" or "cover". ' +
        'Showing products like the Pathfinder 18L Hiking Daypack.',
    ),
    cover,
  );
  const fly = await ask('does it come with a rain fly?', 'sku-00007');
  assert.not.match(fly, /water-resistant/, fly);
  const skirt = await ask('does it come with a snow skirt?', 'sku-00007');
  assert.not.match(skirt, /3-season/, skirt);
});

test('the condition asked is still one', async () => {
  const rain = await ask('is it good for rain?', 'sku-00051');
  assert.ok(
    rain.startsWith("Yes: the Pathfinder 18L Hiking Daypack you're viewing is water-resistant."),
    rain,
  );
  const anything = await ask('does it have anything for rain?', 'sku-00051');
  assert.ok(anything.startsWith('Yes: '), anything);
});

test.run();
