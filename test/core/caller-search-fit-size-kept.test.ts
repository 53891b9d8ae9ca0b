/**
 * A size is one the shopper must fit: where nothing in the size asked is within the budget, the price gives way,
 * not the size. On the demo shop "king size comforter under 150" (every comforter costs more in King) had said
 * "Nothing matched every detail, so I relaxed: size king." over comforters that may not come in King; now it lists
 * the King comforters, the nearest to the budget in King first ($156.95 in King, though the product starts at
 * $112.95), the duvet covers after them, and says by how much the top pick is over the budget.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const titleOf = (id: string): string => products.find((product) => product.id === id)?.title ?? '';

test('"king size comforter under 150" keeps King, relaxes the price and says by how much', async () => {
  const { ids, chat } = await demo.search('king size comforter under 150');
  assert.match(chat, /I relaxed: under \$150\. The top pick is \$6\.95 over your \$150\./, chat);
  assert.not.match(chat, /relaxed: size king/i, chat);
  assert.match(chat, /Showing comforter in size king/, chat);
  assert.match(titleOf(ids[0]!), /Comforter/, ids.map(titleOf).join(', '));
  const comforters = ids.filter((id) => /comforter/i.test(titleOf(id)));
  assert.equal(ids.slice(0, comforters.length), comforters, ids.map(titleOf).join(', '));
});

const sized = (id: string, title: string, prices: Record<string, number>): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  description: `A ${title.toLowerCase()}.`,
  price: Math.min(...Object.values(prices)),
  attributes: { size: Object.keys(prices) },
  variants: Object.entries(prices).map(([size, price]) => ({
    id: `${id}-${size}`,
    title: `${title}, ${size}`,
    price,
    attributes: { size },
  })),
});

const shop = await shopCaller([
  sized('small-only', 'Harbor Rain Jacket', { S: 40 }),
  sized('dear-in-large', 'Coastal Rain Jacket', { S: 45, L: 90 }),
  sized('near-in-large', 'Summit Rain Jacket', { S: 70, L: 70 }),
]);

test('a size outlasts a price ceiling, and the nearest in that size leads', async () => {
  const { ids, chat } = await shop.search('rain jacket size L under 50');
  // Both come in L; the one from $45 costs $90 in L, so the $70 one is the nearest to the budget.
  assert.equal(ids, ['near-in-large', 'dear-in-large'], chat);
  assert.match(chat, /I relaxed: under \$50\. The top pick is \$20 over your \$50\./, chat);
});

test.run();
