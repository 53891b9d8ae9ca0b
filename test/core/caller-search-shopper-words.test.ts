/**
 * Shoppers' own words, through the core's caller on a real SQLite catalogue: a British spelling of a feature
 * ("polarised"), a British name of a product ("jumper"), and a gift for "my son" who likes music, which may be a
 * man's or a child's, so untagged speakers are in too.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'pol', title: 'Riviera Sunglasses', category: 'Sunglasses', attributes: { features: ['polarized'] } },
  { id: 'uv', title: 'Dune Sunglasses', category: 'Sunglasses', attributes: { features: ['UV400'] } },
  { id: 'sweater', title: 'Merino Sweater', category: 'Knitwear', attributes: { gender: 'men' } },
  { id: 'kids-phones', title: "Kids' Headphones", category: 'Headphones', attributes: { gender: 'kids' } },
  { id: 'speaker', title: 'Canyon Speaker', category: 'Speakers' },
  { id: 'phones', title: 'Over-Ear Headphones', category: 'Headphones' },
  { id: 'walnut', title: 'Walnut Cutting Board', category: 'Kitchen', attributes: { material: 'walnut' } },
  { id: 'maple', title: 'Maple Cutting Board', category: 'Kitchen', attributes: { material: 'maple' } },
  { id: 'poly', title: 'Poly Cutting Board', category: 'Kitchen', attributes: { material: 'plastic' } },
  { id: 'suede', title: 'Suede Boot', category: 'Boots', attributes: { material: 'suede' } },
  { id: 'mesh', title: 'Mesh Boot', category: 'Boots', attributes: { material: 'nylon mesh' } },
];

const { app, search } = await shopCaller(products);

test('"polarised sunglasses" filters on the polarized feature', async () => {
  assert.equal((await search('polarised sunglasses')).ids, ['pol']);
});

test('a jumper is a sweater', async () => {
  assert.equal((await search('jumper for men')).ids, ['sweater']);
});

test("a gift for my son who likes music: headphones and speakers, not only children's", async () => {
  const { ids } = await search('gift for my son who likes music');
  assert.ok(ids.includes('speaker') && ids.includes('phones') && ids.includes('kids-phones'), ids.join());
});

test('walnut and maple are woods, suede a leather: asked for and left out as such', async () => {
  const wooden = await search('wooden cutting board');
  assert.equal([...wooden.ids].sort(), ['maple', 'walnut']);
  assert.match(wooden.chat, /^Showing wooden cutting board\./);
  assert.equal((await search("boots that aren't leather")).ids, ['mesh']);
});

test.after(() => app.close());
test.run();
