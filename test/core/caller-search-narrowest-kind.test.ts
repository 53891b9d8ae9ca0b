/**
 * A category word before its parent's names the narrower kind, through the core's caller on a real SQLite catalogue:
 * "running shoes" filters to "Shoes > Running", so once the colour and size thin them out it lists the running shoes
 * left, not the hiking shoes and sandals of "Shoes" after them ("Only 1 of them has "running shoes" in its name").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, kind: string, color: string, size: string[]): Product => ({
  id,
  title,
  description: 'A light shoe for long days on your feet.',
  category: `Shoes > ${kind}`,
  price: 90,
  attributes: { color, size },
});

const products: Product[] = [
  shoe('road', 'Road Running Shoe', 'Running', 'black', ['9', '10']),
  shoe('tempo', 'Tempo Running Shoe', 'Running', 'blue', ['10']),
  shoe('trail', 'Trail Running Shoe', 'Running', 'black', ['7', '8']),
  shoe('hiker', 'Summit Hiking Shoe', 'Hiking', 'black', ['10']),
  shoe('sandal', 'Basecamp Hiking Sandal', 'Hiking', 'black', ['10']),
  shoe('court', 'Court Sneaker Shoe', 'Sneakers', 'black', ['10']),
];

const { search } = await shopCaller(products);

test('"running shoes" lists running shoes only, however few the filters leave', async () => {
  const thinned = await search('black running shoes in size 10');
  assert.equal(thinned.ids, ['road']);
  assert.not.match(thinned.chat, /in its name|in their names/);
  const all = await search('running shoes');
  assert.equal([...all.ids].sort(), ['road', 'tempo', 'trail']);
  // "shoes" alone still lists every shoe.
  assert.is((await search('black shoes in size 10')).total, 4);
});

test.run();
