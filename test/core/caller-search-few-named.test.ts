/**
 * When most matches are not what was asked for, the chat says so: "hiking boots under $100" matched one boot and
 * many products that only say "hiking", and the chat went on "Showing hiking boots under $100. I found 5 matches".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'boot', title: 'Talus Hiking Boot', price: 80 },
  { id: 'dear-boot', title: 'Summit Hiking Boot', price: 190 },
  { id: 'sandal', title: 'Hiking Sandal', price: 40 },
  { id: 'socks', title: 'Hiking Socks', price: 15 },
  { id: 'poles', title: 'Hiking Poles', price: 60 },
  { id: 'pack', title: 'Hiking Daypack', price: 70 },
  { id: 'tent', title: 'Dome Tent', price: 150 },
  { id: 'pan', title: 'Cast Iron Frying Pan', price: 60 },
  { id: 'grate', title: 'Cast Iron Grill Grate', price: 35 },
  { id: 'kettle', title: 'Cast Iron Kettle', price: 45 },
];

const { app, search } = await shopCaller(products);

test('few of the matches name what was asked for: the chat says how many', async () => {
  const { ids, chat } = await search('hiking boots under $100');
  assert.is(ids[0], 'boot');
  assert.match(
    chat,
    /I found 5 matches\. Only 1 of them has "hiking boots" in its name; the others match your other words\./,
  );
});

test('counted over every match, and not said when all of them name it', async () => {
  assert.match((await search('hiking boots')).chat, /Only 2 of them have "hiking boots" in their names;/);
  assert.not.match((await search('boots')).chat, /Only|None of them/);
  assert.not.match((await search('dome tent')).chat, /Only|None of them/);
});

test('a head met by a synonym is not counted by the word typed ("skillet" of a frying pan)', async () => {
  const { ids, chat } = await search('cast iron skillet');
  assert.is(ids[0], 'pan');
  assert.not.match(chat, /"skillet" in its name/);
});

test.after(() => app.close());
test.run();
