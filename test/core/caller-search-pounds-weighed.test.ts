/**
 * "pounds" after a price cue in a shop that states no weights is money ("jackets under 80 pounds"), save where no
 * product the request matches could cost so little: "tent under 2 pounds" is a weight, which the chat says it can't
 * check, not a £2 price relaxed.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'dome', title: 'Dome 2-Person Tent', category: 'Outdoor > Tents', price: 48.99 },
  { id: 'ultra', title: 'Ultralight Backpacking Tent', category: 'Outdoor > Tents', price: 304.99 },
  { id: 'fleece', title: 'Fleece Jacket', category: 'Clothing > Jackets', price: 79.95 },
  { id: 'parka', title: 'Down Parka Jacket', category: 'Clothing > Jackets', price: 189 },
];

const { app, search } = await shopCaller(products);

test('"tent under 2 pounds" is a weight no tent states, not under £2', async () => {
  const { ids, chat } = await search('tent under 2 pounds');
  assert.match(
    chat,
    /None of the shop's tents states its weight, so I can't tell which are under 2 pounds\./,
  );
  assert.not.match(chat, /£2|under \$2/);
  assert.equal([...ids].sort(), ['dome', 'ultra']);
});

test('"jackets under 80 pounds" is still money, as is "tent under 2 pounds sterling"', async () => {
  const jackets = await search('jackets under 80 pounds');
  assert.equal(jackets.ids, ['fleece']);
  assert.match(jackets.chat, /I read under £80 as under \$80/);
  assert.match((await search('tent under 2 pounds sterling')).chat, /I read under £2 as under \$2/);
});

test.after(() => app.close());
test.run();
