/**
 * A comparison that asks a measure ("which holds more?", "which is louder?", "which is lighter?") answers with the
 * attribute measuring it, every product's value and the one with the most; where none gives the measure, nothing
 * is claimed of it. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (
  id: string,
  title: string,
  category: string,
  attributes: Product['attributes'],
): Product => ({
  id,
  title,
  category,
  price: 100,
  attributes,
});

const { app, compare } = await shopCaller([
  product('transit', 'Transit Backpack', 'Bags > Backpacks', { capacity: '45L', laptopSize: '16-inch' }),
  product('carry', 'Carry-On Backpack', 'Bags > Backpacks', { capacity: '30L', laptopSize: '17-inch' }),
  product('daypack', 'Trail Daypack', 'Bags > Backpacks', { capacity: '18L', features: ['lightweight'] }),
  product('lantern', 'Lantern Speaker', 'Electronics > Speakers', { output: '40W', batteryLife: '12 hours' }),
  product('ripple', 'Ripple Speaker', 'Electronics > Speakers', { output: '30W', batteryLife: '16 hours' }),
  product('ridge', 'Ridge Tent', 'Outdoor > Tents', {
    color: 'orange',
    features: ['ultralight', 'waterproof'],
  }),
  product('meadow', 'Meadow Tent', 'Outdoor > Tents', { color: 'green', features: ['packable'] }),
  product('summit', 'Summit Tent', 'Outdoor > Tents', { color: 'red', features: ['lightweight'] }),
  product('cloud', 'Cloud Yoga Mat', 'Sports > Yoga', { thickness: '6 mm' }),
  product('flow', 'Flow Yoga Mat', 'Sports > Yoga', { thickness: '4 mm' }),
]);

test('"which holds more?" and "which is bigger?" compare the capacity', async () => {
  const more = await compare(['transit', 'carry'], 'which holds more?');
  assert.match(more, 'Comparing Transit Backpack and Carry-On Backpack on capacity.');
  assert.match(more, 'Transit Backpack holds more: capacity 45L against 30L.');
  const bigger = await compare(['daypack', 'carry', 'transit'], 'which is bigger?');
  assert.match(
    bigger,
    'Transit Backpack is the biggest: capacity 45L against 30L (Carry-On Backpack) and 18L',
  );
  // "size" names the laptop size too, but "bigger" compares what "biggest" orders by.
  const sized = await compare(['carry', 'transit'], 'which is bigger in size?');
  assert.match(sized, 'Transit Backpack is bigger: capacity 45L against 30L.');
  const smaller = await compare(['transit', 'carry'], 'which one is smaller?');
  assert.match(smaller, 'Carry-On Backpack is smaller: capacity 30L against 45L.');
});

test('"louder", "longer battery", "thicker" pick the attribute measuring it', async () => {
  const louder = await compare(['ripple', 'lantern'], 'which is louder?');
  assert.match(louder, 'Lantern Speaker is louder: output 40W against 30W.');
  const battery = await compare(['lantern', 'ripple'], 'which has the longer battery?');
  assert.match(battery, 'Ripple Speaker has the longer battery life: 16 hours against 12 hours.');
  const thicker = await compare(['flow', 'cloud'], 'which mat is thicker?');
  assert.match(thicker, 'Cloud Yoga Mat is thicker: thickness 6 mm against 4 mm.');
});

test('"which is lighter?" without weights names the lightweight features and claims no winner', async () => {
  const lighter = await compare(['ridge', 'meadow'], 'which is lighter?');
  assert.match(
    lighter,
    'None of them lists its weight, but Ridge Tent (ultralight) is listed as lightweight',
  );
  assert.not.match(lighter, /is lighter|Colour:/);
  // The feature's own name is said once: it had said "Summit Tent (lightweight) is listed as lightweight".
  const listed = await compare(['summit', 'meadow'], 'which is lighter?');
  assert.match(listed, 'None of them lists its weight, but Summit Tent is listed as lightweight;');
  // "lighter" of a colour asks no weight.
  const colour = await compare(['ridge', 'meadow'], 'which is lighter in colour?');
  assert.not.match(colour, 'weight');
});

test.after(() => app.close());
test.run();
