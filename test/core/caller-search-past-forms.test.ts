/**
 * A short word the shop does not write is not read as the "-ed" word it begins: "3 by 5 rug" in a shop of
 * rugged speakers and no rugs lists no speakers, and the chat says no product mentions "rug".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'speaker', title: 'Pebble Rugged Bluetooth Speaker', category: 'Electronics > Speakers', price: 40 },
  { id: 'sleeve', title: 'Padded Laptop Sleeve', category: 'Bags > Sleeves', price: 25 },
  { id: 'shoe', title: 'Sprint Running Shoe', category: 'Shoes > Running', price: 80 },
  { id: 'jacket', title: 'Hooded Rain Jacket', category: 'Clothing > Jackets', price: 90 },
];

const { app, search } = await shopCaller(products);

test('a short word the shop lacks matches no "-ed" word it begins, and the chat names it', async () => {
  const rug = await search('3 by 5 rug');
  assert.equal(rug.ids, []);
  assert.match(rug.chat, /No product here mentions "rug"/);
  assert.equal((await search('rugs')).ids, []);
  assert.not.ok((await search('mouse pad')).ids.includes('sleeve'), '"pad" is no "padded"');
});

test('its "-ing" form still matches, and longer words still match their "-ed" forms', async () => {
  assert.equal((await search('run shoe')).ids, ['shoe']);
  assert.equal((await search('jacket with a hood')).ids[0], 'jacket');
  assert.equal((await search('rugged speaker')).ids, ['speaker']);
});

test.after(() => app.close());
test.run();
