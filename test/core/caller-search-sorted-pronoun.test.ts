/**
 * "one" beside a sort names no kind, through the core's caller on a real SQLite catalogue: "cheapest one" lists
 * every product, cheapest first ("Showing products, cheapest first."); it had echoed "Showing one, cheapest first."
 * and listed only the products whose words hold "one" ("Slip-On"). Alone, "one" may still be a name.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, price: number): Product => ({
  id,
  title,
  category: 'Home > Speakers',
  price,
  currency: 'USD',
});

const { app, search } = await shopCaller([
  product('strap', 'Yoga Strap', 9),
  product('one', 'Speaker One', 120),
  product('aio', 'All in One Printer', 150),
  product('lamp', 'Desk Lamp', 40),
]);

test('"cheapest one" is every product, cheapest first', async () => {
  for (const request of ['cheapest one', 'the cheapest one']) {
    const found = await search(request);
    assert.equal(found.ids, ['strap', 'lamp', 'one', 'aio'], request);
    assert.match(found.chat, /^Showing products, cheapest first\./, request);
  }
});

test('alone, or in a name, "one" is still a word to match', async () => {
  assert.equal((await search('one')).ids.includes('one'), true);
  assert.not.ok((await search('one')).ids.includes('strap'));
  assert.equal((await search('cheapest all in one')).ids[0], 'aio');
});

test.after(() => app.close());
test.run();
