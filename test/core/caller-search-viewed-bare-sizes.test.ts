/**
 * A bare number asked of a viewed product in number sizes, where the shop sells no such size, is a size it doesn't
 * come in: "does it come in 12?" of boots in sizes 7 to 11 had been "I can't tell: nothing about … mentions "12""
 * (a bare number is read as a size only when the catalogue sells it, so "in 2 days" keeps its words); now "No: …
 * doesn't come in size 12 (it comes in sizes 7 to 11).". Only a number of the order of its sizes (half the
 * smallest to twice the largest): "in 40" of those boots, or any number of a product in letter sizes, keeps its
 * words. A no to a size says the sizes it comes in. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot as boot } from '../helpers/sized-boots.ts';

const { app, ask } = await shopCaller([
  boot('ridge', 'Ridge Hiking Boot', () => true),
  boot('crag', 'Crag Hiking Boot', (size) => size !== '9'),
  {
    id: 'shell',
    title: 'Storm Shell Jacket',
    category: 'Jackets',
    price: 150,
    attributes: { size: ['S', 'M', 'L'] },
  },
]);

test('a number of the order of its sizes, sold by no product, is a size it does not come in', async () => {
  const ridge =
    /^No: the Ridge Hiking Boot you're viewing doesn't come in size 12 \(it comes in sizes 7 to 11\)\. /;
  assert.match(await ask('does it come in 12?', 'ridge'), ridge);
  assert.match(await ask('do you have it in 12', 'ridge'), ridge);
  assert.match(
    await ask('does it come in 12 or 13?', 'ridge'),
    /^No: .* doesn't come in sizes 12 or 13 \(it comes in sizes 7 to 11\)\. /,
  );
  assert.match(
    await ask('does it come in 4?', 'crag'),
    /^No: the Crag Hiking Boot you're viewing doesn't come in size 4 \(it comes in sizes 7 to 11\)\. /,
  );
});

test('a number of no order of its sizes, or of a product in letter sizes, keeps its words', async () => {
  assert.match(await ask('does it come in 40?', 'ridge'), /mentions "40"/);
  assert.not.match(await ask('does it come in 12?', 'shell'), /size 12/);
  assert.not.match(await ask('can it arrive in 12 days?', 'ridge'), /size 12/);
});

test('a size it comes in is answered as before', async () => {
  assert.match(
    await ask('does it come in 9?', 'crag'),
    /^Yes: the Crag Hiking Boot you're viewing comes in size 9, but not in stock in size 9 right now\./,
  );
});

test.after(() => app.close());
test.run();
