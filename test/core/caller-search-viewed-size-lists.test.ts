/**
 * Several sizes asked of the viewed product are one answer: "does it come in sizes 8 and 10?" had been "Yes: …
 * comes in size 8 and comes in size 10." with no word of size 10 sold out; now "Yes: … comes in sizes 8 and 10,
 * but not in stock in size 10 right now.". Stock answers say "size" before a size ("in stock in size 10", not "in
 * 10") and answer for every size asked, not the last one named. "is size 10 in stock?" is asked of it as "is it in
 * stock in size 10?" is (it had got only the search text). A size of the list it doesn't come in is said ("sizes 8
 * and 14" had been a plain "Yes: … comes in sizes 8 and 14."). Bare numbers after "come in" are sizes ("does it
 * come in 8 or 14?" had been "I can't tell: nothing … mentions "14""). Sizes asked with "or" are answered as either:
 * "Yes: … comes in size 8 (not in size 14).", "comes in both sizes 8 and 10" (it had answered "8 or 10" as "8 and
 * 10"). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot as boot } from '../helpers/sized-boots.ts';

const { app, ask } = await shopCaller([
  boot('ridge', 'Ridge Hiking Boot', () => true),
  boot('crag', 'Crag Hiking Boot', (size) => size === '7' || size === '11'),
  boot('peak', 'Peak Hiking Boot', (size) => size !== '10'),
]);

test('a list of sizes asked is one answer, with the sizes of it sold out', async () => {
  assert.match(
    await ask('does it come in sizes 8 and 10?', 'peak'),
    /^Yes: the Peak Hiking Boot you're viewing comes in sizes 8 and 10, but not in stock in size 10 right now\./,
  );
  assert.match(
    await ask('does it come in sizes 8 and 10?', 'crag'),
    /^Yes: the Crag Hiking Boot you're viewing comes in sizes 8 and 10, but not in stock in sizes 8 and 10 right now\./,
  );
  assert.match(
    await ask('does it come in sizes 8 and 10?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing comes in sizes 8 and 10\./,
  );
  assert.match(
    await ask('does it come in size 10?', 'peak'),
    /comes in size 10, but not in stock in size 10 right now\./,
  );
});

test("a list of sizes answers for each: a size it doesn't come in is said so", async () => {
  assert.match(
    await ask('does it come in sizes 8 and 14?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing comes in size 8, but not in size 14\./,
  );
  assert.match(
    await ask('do you have it in sizes 8, 12 and 14?', 'ridge'),
    /^Yes: .* comes in size 8, but not in sizes 12 or 14\./,
  );
  assert.match(
    await ask('does it come in sizes 10 and 14?', 'peak'),
    /^Yes: .* comes in size 10, but not in stock in size 10 right now; it doesn't come in size 14\./,
  );
});

test('bare numbers after "come in" are sizes asked of it', async () => {
  assert.match(
    await ask('does it come in 8 and 14?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing comes in size 8, but not in size 14\./,
  );
  assert.match(
    await ask('does it come in 9?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing comes in size 9\./,
  );
  assert.match(
    await ask('is it in stock in 8 or 10?', 'peak'),
    /^Yes: .* is in stock in size 8, but not in size 10 right now\./,
  );
});

test('sizes asked with "or" are answered as either', async () => {
  assert.match(
    await ask('does it come in 8 or 14?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing comes in size 8 \(not in size 14\)\./,
  );
  assert.match(
    await ask('do you have it in sizes 8, 12 or 14?', 'ridge'),
    /^Yes: .* comes in size 8 \(not in sizes 12 or 14\)\./,
  );
  assert.match(
    await ask('does it come in size 8 or 10?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing comes in both sizes 8 and 10\./,
  );
  assert.match(
    await ask('does it come in size 8 or 10?', 'crag'),
    /^Yes: .* comes in both sizes 8 and 10, but not in stock in either right now\./,
  );
  assert.match(
    await ask('does it come in 10 or 14?', 'peak'),
    /^Yes: .* comes in size 10 \(not in size 14\), but not in stock in size 10 right now\./,
  );
  assert.match(
    await ask('does it come in sizes 12 or 14?', 'ridge'),
    /^No: .* doesn't come in sizes 12 or 14\b/,
  );
});

test('stock answers say "size" before a size, and answer for every size asked', async () => {
  assert.match(
    await ask('is it available in size 10?', 'peak'),
    /^No: .* is out of stock in size 10 right now\./,
  );
  assert.match(await ask('is the 10 in stock?', 'peak'), /^No: .* is out of stock in size 10 right now\./);
  assert.match(
    await ask('is it available in size 8?', 'crag'),
    /^No: .* is out of stock in size 8 right now\./,
  );
  assert.match(
    await ask('is it in stock in sizes 8 and 10?', 'peak'),
    /^Yes: the Peak Hiking Boot you're viewing is in stock in size 8, but not in size 10 right now\./,
  );
  assert.match(
    await ask('is it in stock in sizes 8 and 10?', 'ridge'),
    /^Yes: the Ridge Hiking Boot you're viewing is in stock in sizes 8 and 10\./,
  );
});

test('a stock question naming the size first is answered as one naming "it" first', async () => {
  assert.match(await ask('is size 10 in stock?', 'peak'), /^No: .* is out of stock in size 10 right now\./);
  assert.match(await ask('is size 8 available?', 'crag'), /^No: .* is out of stock in size 8 right now\./);
  assert.match(await ask('is size 10 available?', 'ridge'), /^Yes: .* is in stock in size 10\./);
  assert.match(
    await ask('are sizes 8 and 10 in stock?', 'peak'),
    /^Yes: the Peak Hiking Boot you're viewing is in stock in size 8, but not in size 10 right now\./,
  );
  assert.match(
    await ask('is size 14 in stock?', 'ridge'),
    /^No: .* doesn't come in size 14; it comes in sizes 7, /,
  );
});

test.after(() => app.close());
test.run();
