/** Price cues without a currency ("watch up to 150", "from 100 to 200") end to end: parse, filter and chat. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'quartz', title: 'Slim Quartz Watch', price: 67.5 },
  { id: 'diver', title: 'Classic Dive Watch', price: 148.99 },
  { id: 'auto', title: 'Mariner Automatic Watch', price: 429.99, rating: 4.9, reviewCount: 900 },
  { id: 'tent2', title: 'Ridge 2-Person Tent', price: 150 },
  { id: 'tent4', title: 'Meadow 4-Person Tent', price: 320 },
];

const { app, search } = await shopCaller(products);

test('"watch up to 150" leaves out the dearer watches and says the bound', async () => {
  const { ids, chat } = await search('watch up to 150');
  assert.equal([...ids].sort(), ['diver', 'quartz']);
  assert.match(chat, /Showing watch under \$150/);
});

test('"watch from 100 to 200" is a range, not the word "to"', async () => {
  const { ids, chat } = await search('watch from 100 to 200');
  assert.equal(ids, ['diver']);
  assert.not.match(chat, /"to"/);
});

test('"tent up to 4 people" counts people: no price bound', async () => {
  const { ids } = await search('tent up to 4 people');
  assert.ok(ids.includes('tent4'));
});

test.after(() => app.close());
test.run();
