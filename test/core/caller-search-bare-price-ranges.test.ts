/**
 * A bare range or span right after a kind the shop sells, ending its phrase, is a price band ("boots 100-150",
 * "sneakers in the 100s"); sizes, model numbers and measures keep their numbers.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'trail', title: 'Trail Ankle Boot', category: 'Shoes > Boots', price: 79.99 },
  { id: 'ridge', title: 'Ridge Hiking Boot', category: 'Shoes > Boots', price: 119 },
  { id: 'peak', title: 'Peak Hiking Boot', category: 'Shoes > Boots', price: 149.5 },
  { id: 'alpine', title: 'Alpine Leather Boot', category: 'Shoes > Boots', price: 219 },
  { id: 'court', title: 'Court Low Sneaker', category: 'Shoes > Sneakers', price: 104 },
  { id: 'plaza', title: 'Plaza Knit Sneaker', category: 'Shoes > Sneakers', price: 189.99 },
  { id: 'city', title: 'City Canvas Sneaker', category: 'Shoes > Sneakers', price: 55 },
  {
    id: 'euro',
    title: 'Euro Chelsea Boot',
    category: 'Shoes > Boots',
    price: 99,
    attributes: { size: ['40', '41', '42'] },
  },
  { id: 'bulb', title: 'Bright 100 Watt Bulb', category: 'Lighting > Bulbs', price: 12 },
];

const { app, search } = await shopCaller(products);

test('"boots 100-150" and "boots 100 to 150" are boots from $100 to $150', async () => {
  for (const words of ['boots 100-150', 'boots 100 to 150']) {
    const { ids, chat } = await search(words);
    assert.equal([...ids].sort(), ['peak', 'ridge'], words);
    assert.match(chat, /^Showing boots \$100 to \$150\./, words);
  }
});

test('"sneakers in the 100s" is $100 to $199.99, "in the 50s" $50 to $59.99', async () => {
  const hundreds = await search('sneakers in the 100s');
  assert.equal([...hundreds.ids].sort(), ['court', 'plaza']);
  assert.match(hundreds.chat, /^Showing sneakers \$100 to \$199\.99\./);
  assert.equal((await search('sneakers in the 50s')).ids, ['city']);
});

/** The chat's first sentence, which names any price read ("Showing boots $100 to $150."). */
const shown = async (words: string) => (await search(words)).chat.split('. ')[0] ?? '';

test('sizes, a unit after and no kind before keep their numbers', async () => {
  for (const words of ['boots 40-42', 'boots 8-10', 'bulbs 100-150 watt', '100-150 boots', 'boots 150-100'])
    assert.not.match(await shown(words), /\$/, words);
});

test.after(() => app.close());
test.run();
