/**
 * A bed size named with its bed is the size: in the demo shop "sheets for a queen bed" opened "Showing sheets bed in
 * size queen." and matched "bed" beside the sheets (it ranked duvets and comforters by their "Bedding" category).
 * Now it shows "Showing sheets in size queen." and the queen sheets; where the bed is all that is asked ("queen bed")
 * or the catalogue names a category by it ("queen bed frame"), "bed" stays. Through the core's caller on a real
 * SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const titleOf = (id: string) => products.find((product) => product.id === id)?.title ?? '';

test('a size named with its bed is the size beside the kind', async () => {
  for (const [request, opening] of [
    ['sheets for a queen bed', 'Showing sheets in size queen.'],
    ['sheets for my queen bed', 'Showing sheets in size queen.'],
    ['sheets for a king-size bed', 'Showing sheets in size king.'],
    ['twin bed sheets', 'Showing sheets in size twin.'],
    ['sheets for twin beds', 'Showing sheets in size twin.'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(opening), `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
    assert.ok(
      ids.every((id) => /\bSheet\b/.test(titleOf(id))),
      `${request}: ${ids.map(titleOf).join(', ')}`,
    );
  }
});

const item = (id: string, title: string, category: string): Product => ({
  id,
  title,
  category,
  price: 90,
  attributes: { size: ['Queen', 'King'] },
});

test('the bed stays where it is the product, or a category the shop names by it', async () => {
  const { search } = await shopCaller([
    item('frame', 'Oak Platform Bed Frame', 'Furniture > Bed Frames'),
    item('bed', 'Upholstered Storage Bed', 'Furniture > Beds'),
    item('photo', 'Walnut Picture Frame', 'Home > Frames'),
  ]);
  const frame = await search('queen bed frame');
  assert.ok(frame.chat.startsWith('Showing bed frame in size queen.'), frame.chat);
  assert.equal(frame.ids[0], 'frame');
  const bed = await search('a queen bed');
  assert.ok(bed.chat.startsWith('Showing bed in size queen.'), bed.chat);
  assert.ok(bed.ids.includes('bed'));
});

test.run();
