/**
 * A guessed correction is echoed as typed also when it reads as a constraint and the request was read again with
 * it: in a shop whose category is "Covers", "zapatos para correr" had been "Showing zapatos para cover." (the
 * respelled reading reports no corrections of its own, so the guess was not known). Through the core's caller on a
 * real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search } = await shopCaller([
  { id: 'grill', title: 'Heavy Duty Grill Cover', category: 'Covers', price: 30 },
  { id: 'sofa', title: 'Stretch Sofa Cover', category: 'Covers', price: 45 },
  { id: 'road', title: 'Road Running Shoe', category: 'Shoes > Running', price: 90 },
]);

test('a guess read as a category is echoed as typed', async () => {
  const alone = await search('correr');
  assert.ok(alone.ids.includes('grill'), 'the search still reads it');
  assert.match(alone.chat, /^Showing correr\. /);
  assert.not.match(alone.chat, /cover"/, 'no pick said to match "cover"');
  const spanish = await search('zapatos para correr');
  assert.match(spanish.chat, /^Showing zapatos para correr\. /);
  assert.match((await search('correr shoes')).chat, /^Showing correr shoes\. /);
});

test('a likely slip of a category is echoed as the catalogue spells it', async () => {
  assert.match((await search('covrs')).chat, /^Showing covers\. /);
});

test.after(() => app.close());
test.run();
