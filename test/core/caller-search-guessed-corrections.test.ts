/**
 * The chat echoes a corrected word only when the shopper would know it as theirs: one likely slip of what they
 * typed, in a request of the catalogue's language. A guess ("correr" → "cover") is echoed as typed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'grill-cover', title: 'Heavy Duty Grill Cover', category: 'Outdoor > Grill Accessories' },
  { id: 'sofa-cover', title: 'Stretch Sofa Cover', category: 'Home > Slipcovers' },
  { id: 'chef-knife', title: 'Forged Chef Knife', category: 'Kitchen > Knives' },
  { id: 'run-shoe', title: 'Road Running Shoe', category: 'Shoes > Running' },
];

const { app, search } = await shopCaller(products);

test('a correction that is no likely slip is echoed as typed', async () => {
  const { ids, chat } = await search('correr');
  assert.ok(ids.includes('grill-cover'), 'the search still reads it');
  assert.match(chat, /^Showing correr\. /, 'not "Showing cover."');
});

test('beside words of another language, even a likely slip is echoed as typed', async () => {
  const spanish = await search('zapatos para correr');
  assert.match(spanish.chat, /zapatos para correr/);
  // Not the guess; the shop's department "slipcovers" may be named where nothing is found.
  assert.not.match(spanish.chat, /\bcovers?\b/i);
  const french = await search('chaussures pas cher');
  assert.match(french.chat, /chaussures pas cher/);
  assert.not.match(french.chat, /chef/i);
});

test("a likely slip in a request of the catalogue's language is echoed as the catalogue spells it", async () => {
  assert.match((await search('grill covr')).chat, /^Showing grill cover\./);
  assert.match((await search('chef knif')).chat, /^Showing chef knife\./);
  assert.match(
    (await search('gloves for the grill covr')).chat,
    /grill cover/,
    'an English word no product holds',
  );
});

test.after(() => app.close());
test.run();
