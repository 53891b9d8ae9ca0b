/**
 * A size range after a size cue ("size 8-10 boots", "sizes 8 to 10", "between size 8 and 10", "sizes S-L") asks for
 * every size from one end to the other, half sizes included; it had read the first end alone and echoed the rest
 * ("Showing -10 boots in size 8.").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const boot = (id: string, sizes: string[]): Product => ({
  id,
  title: `Trail Hiking Boot ${id}`,
  price: 120,
  category: 'Boots',
  attributes: { size: sizes },
});

const products: Product[] = [
  boot('eight', ['7', '8']),
  boot('half', ['9.5']),
  boot('ten', ['10', '11']),
  boot('big', ['11', '12']),
  { id: 'jm', title: 'Ridge Rain Jacket', price: 90, attributes: { size: ['M'] } },
  { id: 'jxl', title: 'Harbor Rain Jacket', price: 95, attributes: { size: ['XL', 'XXL'] } },
  { id: 'kids', title: 'Little Fern Kids Tee', price: 12, attributes: { size: ['8-10', '12-14'] } },
];

const { search } = await shopCaller(products);

for (const words of [
  'size 8-10 boots',
  'hiking boots size 8–10',
  'boots sizes 8 to 10',
  'boots sizes from 8 through 10',
  'boots between size 8 and 10',
  'boots size 8-10 or so',
]) {
  test(`"${words}": every size from 8 to 10, 9.5 too; no "-10" echoed`, async () => {
    const { ids, chat } = await search(words);
    assert.equal([...ids].sort(), ['eight', 'half', 'ten'], chat);
    assert.match(chat, /^Showing [\w ]*boots in sizes 8 to 10\. I found 3 matches\./i);
    assert.not.match(chat, /-10|"10"|\$8/);
  });
}

test('"boots sizes 11-12 or 8": a range and a size in one list', async () => {
  const { ids, chat } = await search('boots sizes 11-12 or 8');
  assert.equal([...ids].sort(), ['big', 'eight', 'ten']);
  assert.match(chat, /^Showing boots in sizes 11 to 12 or 8\./);
});

test('"rain jacket sizes S-L": the letter sizes between, M but not XL', async () => {
  const { ids, chat } = await search('rain jacket sizes S-L');
  assert.equal(ids, ['jm']);
  assert.match(chat, /^Showing rain jacket in sizes S to L\./);
});

test('"kids tee size 8-10": a size the shop writes as the range matches it', async () => {
  const { ids, chat } = await search('kids tee size 8-10');
  assert.equal(ids, ['kids']);
  assert.not.match(chat, /-10/);
});

test.run();
