/**
 * A material named as the opposite of another ("vegan leather", "faux leather", "pu leather") is what a vegan
 * shopper asks for: the synthetic leather the catalogue names, never real leather.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, material: string, extra: Partial<Product> = {}): Product => ({
  id,
  title,
  category: 'Shoes > Hiking',
  description: `A ${material} upper on a grippy sole.`,
  attributes: { material },
  ...extra,
});

const products: Product[] = [
  shoe('synthetic-shoe', 'Highpoint Hiking Shoe', 'synthetic leather'),
  shoe('synthetic-shoe-2', 'Summit Hiking Shoe', 'synthetic leather'),
  shoe('nubuck-boot', 'Waterproof Nubuck Leather Hiking Boot', 'nubuck leather'),
  shoe('leather-boot', 'Timberline Hiking Boot', 'full-grain leather'),
  {
    id: 'vegan-sneaker',
    title: 'Court Slip-On Shoe',
    category: 'Shoes > Sneakers',
    description: 'A vegan canvas shoe; no leather anywhere.',
    attributes: { material: 'canvas', features: ['vegan'] },
  },
  {
    id: 'rain-jacket',
    title: 'Harbor Rain Jacket',
    category: 'Clothing > Jackets',
    description: 'Polyester ripstop shell.',
    attributes: { material: 'polyester' },
  },
  {
    id: 'leather-jacket',
    title: 'Rider Leather Jacket',
    category: 'Clothing > Jackets',
    description: 'Lambskin leather biker jacket.',
    attributes: { material: 'leather' },
  },
];

const { search } = await shopCaller(products);

test('"vegan leather shoes" are the synthetic-leather shoes, with nothing relaxed', async () => {
  // It had relaxed the material ("its best match holds only part of the words": no shoe says "vegan") and listed
  // the vegan canvas sneaker and the leather boots.
  const found = await search('vegan leather shoes');
  assert.equal(found.ids.slice(0, 2).sort(), ['synthetic-shoe', 'synthetic-shoe-2']);
  assert.not.match(found.chat, /relaxed/);
  const pu = await search('pu leather shoes');
  assert.equal(pu.ids.slice(0, 2).sort(), ['synthetic-shoe', 'synthetic-shoe-2']);
  assert.not.match(pu.chat, /from Pu/i, 'a material word is no brand');
});

test('"vegan leather boots" where every boot is real leather shows no real leather', async () => {
  // It had listed the nubuck leather boot first ("relaxed: material synthetic leather").
  const found = await search('vegan leather boots');
  assert.not.ok(found.ids.includes('nubuck-boot'), found.ids.join());
  assert.not.ok(found.ids.includes('leather-boot'), found.ids.join());
});

test('"faux leather jacket" where no jacket is synthetic leather: the jackets without leather', async () => {
  const found = await search('faux leather jacket');
  assert.equal(found.ids, ['rain-jacket']);
  assert.match(found.chat, /relaxed: material synthetic leather/);
  assert.not.match(found.chat, /without leather/, 'the material asked already says so');
});

test.run();
