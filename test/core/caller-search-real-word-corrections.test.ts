/**
 * A real English word the catalogue lacks is corrected only to a word that names products (title, brand or
 * category) holding the request's other words, through the core's caller: in the demo shop "cute bag" was read
 * as "cut bag" ("Showing cut bag", backpacks that "match "cut bag"") because a backpack's description says "Cut
 * from …", and "cute boots" as "cut boots" because hiking boots state a "cut" (mid). The chat now says no product
 * mentions "cute" and shows the bags; a real word's slip in a product's name is still corrected ("insulted wire").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const categoryOf = (id: string) => products.find((product) => product.id === id)?.category ?? '';

test('a describing word no product names is not read as a word only descriptions or specs hold', async () => {
  for (const [request, kind] of [
    ['cute bag', 'Bags'],
    ['cute boots', 'Shoes'],
    ['a cute jacket', 'Clothing > Jackets'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.not.match(chat, /\bcut\b/i, request);
    assert.match(chat, /No product mentions "cute"/, request);
    assert.ok(ids.length > 0, request);
    assert.ok(
      ids.every((id) => categoryOf(id).startsWith(kind)),
      `${request}: ${ids.map(categoryOf).join(', ')}`,
    );
  }
});

const wire: Product[] = [
  { id: 'wire', title: 'Insulated Copper Wire', category: 'Electrical > Wire' },
  { id: 'bare', title: 'Bare Copper Wire', category: 'Electrical > Wire' },
  { id: 'paint', title: 'Epoxy Concrete Floor Paint', category: 'Paint > Floor Paint' },
  { id: 'sealer', title: 'Epoxy Concrete Sealer', category: 'Paint > Sealers' },
  {
    id: 'cutter',
    title: 'Wire Stripper',
    category: 'Tools > Hand Tools',
    description: 'Cut and strip copper wire in one squeeze.',
  },
];

test('a real word slipped in a product’s name is still corrected where the other words name it too', async () => {
  const shop = await shopCaller(wire);
  try {
    const insulated = await shop.search('insulted wire');
    assert.is(insulated.ids[0], 'wire');
    assert.match(insulated.chat, /^Showing insulated wire\./);
    const paint = await shop.search('epoxy concrete pain');
    assert.is(paint.ids[0], 'paint');
    assert.match(paint.chat, /^Showing epoxy concrete paint\./);
    // "cut" is in a wire tool's description only: "cute wire" is not "cut wire".
    assert.not.match((await shop.search('cute wire')).chat, /\bcut\b/);
  } finally {
    shop.app.close();
  }
});

test.after(() => demo.app.close());
test.run();
