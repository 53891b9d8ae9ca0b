/**
 * A size range asked of the viewed product is sizes: "does it come in size 8 to 10?" had been "Yes: … comes in
 * size 8 to 10.", now "… comes in sizes 8 to 10."; its sizes all sold out had no note, as a single size sold out
 * has: now "…, but not in stock in sizes 8 to 10 right now"; "is it available in sizes 8 to 10?" answers for each of them
 * (it had answered for 10 alone). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot as boot } from '../helpers/sized-boots.ts';

const { app, ask } = await shopCaller([
  boot('ridge', 'Ridge Hiking Boot', () => true),
  boot('crag', 'Crag Hiking Boot', (size) => size === '7' || size === '11'),
  boot('peak', 'Peak Hiking Boot', (size) => size !== '9'),
]);

test('a size range asked is sizes', async () => {
  assert.match(
    await ask('does it come in size 8 to 10?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing comes in sizes 8 to 10\./,
  );
  assert.match(await ask('does it come in size 9?', 'ridge'), /comes in size 9\./);
});

test('a size range sold out is said so, as a single size is; one size of it sold out too', async () => {
  assert.match(
    await ask('do you have it in size 8-10?', 'crag'),
    /^Yes: the Crag Hiking Boot you're viewing comes in sizes 8 to 10, but not in stock in sizes 8 to 10 right now\./,
  );
  assert.match(
    await ask('does it come in size 8 to 10?', 'peak'),
    /^Yes: the Peak Hiking Boot you're viewing comes in sizes 8 to 10, but not in stock in size 9 right now\./,
  );
  assert.match(await ask('does it come in size 8 to 10?', 'ridge'), /comes in sizes 8 to 10\./);
});

test('"sizes" before a range or a list reads them as "size" does, not as words the product mentions', async () => {
  assert.match(
    await ask('does it come in sizes 8 to 10?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing comes in sizes 8 to 10\./,
  );
  assert.match(
    await ask('do you have it in sizes 8-10?', 'peak'),
    /^Yes: the Peak Hiking Boot you're viewing comes in sizes 8 to 10, but not in stock in size 9 right now\./,
  );
  assert.match(
    await ask('does it come in sizes 8 through 10?', 'crag'),
    /^Yes: the Crag Hiking Boot you're viewing comes in sizes 8 to 10, but not in stock in sizes 8 to 10 right now\./,
  );
  assert.match(await ask('does it come in sizes from 8 to 10?', 'ridge'), /comes in sizes 8 to 10\./);
  assert.match(
    await ask('does it come in sizes 9 or 10?', 'ridge'),
    /^Yes: .* comes in both sizes 9 and 10\./,
  );
  assert.match(await ask('what sizes does it come in?', 'ridge'), /7, 8, 9, 10 (?:and|or) 11/);
});

test('a stock question of a size range answers for every size of it, not the one its words end on', async () => {
  assert.match(
    await ask('is it available in sizes 8 to 10?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing is in stock in sizes 8 to 10\./,
  );
  assert.match(
    await ask('is it available in sizes 8 to 10?', 'peak'),
    /^Yes: the Peak Hiking Boot you're viewing is in stock in sizes 8 and 10, but not in size 9 right now\./,
  );
  assert.match(
    await ask('is it in stock in size 8-10?', 'crag'),
    /^No: the Crag Hiking Boot you're viewing is out of stock in sizes 8 to 10 right now\./,
  );
  assert.match(
    await ask('is it available in sizes 12 to 14?', 'ridge'),
    /^No: the Ridge Hiking Boot you're viewing doesn't come in sizes 12 to 14; it comes in sizes 7, 8, 9, 10 or 11\./,
  );
  assert.match(
    await ask('is it available in size 10?', 'crag'),
    /^No: .* out of stock in size 10 right now\./,
  );
});

test.after(() => app.close());
test.run();
