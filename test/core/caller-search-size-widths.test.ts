/**
 * A width said after a size, through the core's caller on a real SQLite catalogue: "boots size 10.5 wide" and
 * "running shoes 9 wide" show "Showing wide boots in size 10.5." and "Showing wide running shoes in size 9.", as
 * "size 10 wide boots" does; they had said "Showing boots wide in size 10.5." and kept "9" a word to match.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, category: string, size: string[]): Product => ({
  id,
  title,
  category,
  description: id.startsWith('wide') ? 'A roomy, wide fit.' : 'A snug fit.',
  price: 120,
  attributes: { size },
});

const products: Product[] = [
  shoe('wide-boot', 'Trail Boot Wide', 'Shoes > Boots', ['9', '10', '10.5']),
  shoe('boot', 'Trail Boot', 'Shoes > Boots', ['9', '10', '10.5']),
  shoe('wide-runner', 'Tempo Running Shoe Wide', 'Shoes > Running', ['8', '9', '10']),
  shoe('runner', 'Tempo Running Shoe', 'Shoes > Running', ['8', '9', '10']),
  shoe('runner-small', 'Glide Running Shoe', 'Shoes > Running', ['7', '8']),
];

const { search } = await shopCaller(products);

test('a width after a size goes before the name, the size read', async () => {
  for (const [request, said, first] of [
    ['boots size 10.5 wide', 'Showing wide boots in size 10.5.', 'wide-boot'],
    ['size 10 wide boots', 'Showing wide boots in size 10.', 'wide-boot'],
    ['running shoes 9 wide', 'Showing wide running shoes in size 9.', 'wide-runner'],
    [
      'running shoes size 9 wide, under 150',
      'Showing wide running shoes in size 9 under $150.',
      'wide-runner',
    ],
  ] as const) {
    const found = await search(request);
    assert.ok(found.chat.startsWith(said), `${request}: ${found.chat}`);
    assert.is(found.ids[0], first, request);
    assert.not.ok(found.ids.includes('runner-small'), request);
  }
});

test.run();
