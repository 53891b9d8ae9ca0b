/**
 * The viewed product's options asked on its page, through the core's caller on a real SQLite catalogue: "is there
 * a size 11?", "do you have it in XL?", "is there a bigger size?", "is there a bigger bottle?" (they had no answer,
 * or searched for "there a bigger bottle"), and the stock of a size or colour ("is the m in stock?" searched for
 * "m"; "is the teal one available?" of a white sheet set said "Yes: … is in stock.").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const shoe = (id: string, title: string, size: string[]): Product => ({
  id,
  title,
  category: 'Shoes > Running',
  price: 100,
  attributes: { size, features: ['cushioned'] },
});

const sweater = (id: string, title: string, size: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Sweaters',
  price: 90,
  attributes: { color: 'olive', size },
  variants: [
    { id: `${id}-olv`, title: 'Olive', available: true, attributes: { color: 'olive' } },
    { id: `${id}-sky`, title: 'Sky Blue', available: true, attributes: { color: 'sky blue' } },
  ],
});

const products: Product[] = [
  shoe('daybreak', 'Daybreak Cushioned Running Shoe', ['8', '8.5', '9', '9.5', '10', '10.5']),
  shoe('pulse', 'Pulse Cushioned Running Shoe', ['10', '11', '12']),
  sweater('chalet', 'Chalet Crew Neck Sweater', ['XS', 'S', 'M', 'L', 'XL']),
  sweater('lodge', 'Lodge Crew Neck Sweater', ['M', 'L', 'XL', 'XXL']),
  {
    id: 'sunscreen',
    title: 'Mineral Sunscreen SPF 50',
    category: 'Beauty > Sun Care',
    price: 19.99,
    attributes: { volume: ['50 ml', '100 ml'] },
    variants: [
      { id: 'sun-50', title: '50 ml', price: 19.99, available: true, attributes: { volume: '50 ml' } },
      { id: 'sun-100', title: '100 ml', price: 28.99, available: true, attributes: { volume: '100 ml' } },
    ],
  },
  {
    id: 'leggings',
    title: 'Balance Yoga Leggings',
    category: 'Clothing > Leggings',
    price: 60,
    attributes: { color: 'blush', size: ['S', 'M', 'L', 'XL', 'XXL'] },
    variants: [
      { id: 'leg-blush', title: 'Blush', available: true, attributes: { color: 'blush' } },
      { id: 'leg-plum', title: 'Plum', available: true, attributes: { color: 'plum' } },
    ],
  },
  {
    id: 'sheets',
    title: 'Cooling Sateen Sheet Set',
    category: 'Home > Bedding',
    price: 90,
    attributes: { color: 'white', size: ['Full', 'Queen', 'King'] },
    variants: [
      { id: 'sheets-f', title: 'Full', available: true, attributes: { size: 'Full' } },
      { id: 'sheets-q', title: 'Queen', available: false, attributes: { size: 'Queen' } },
      { id: 'sheets-k', title: 'King', available: true, attributes: { size: 'King' } },
    ],
  },
  {
    id: 'teal-sheets',
    title: 'Breathable Sateen Sheet Set',
    category: 'Home > Bedding',
    price: 80,
    attributes: { color: 'teal', size: ['Queen'] },
  },
  {
    id: 'fleece',
    title: 'Ridge Fleece Jacket',
    category: 'Clothing > Jackets',
    price: 70,
    attributes: { color: 'navy', size: ['S', 'M', 'L'] },
    variants: [
      { id: 'fleece-nvy', title: 'Navy', available: true, attributes: { color: 'navy' } },
      { id: 'fleece-gry', title: 'Grey', available: false, attributes: { color: 'grey' } },
    ],
  },
  {
    id: 'blanket',
    title: 'Heather Gray Throw',
    category: 'Home > Bedding',
    price: 40,
    attributes: { color: 'heather gray' },
  },
  { id: 'pillowcase', title: 'Matching Sateen Pillowcase', category: 'Home > Bedding', price: 20 },
];

const { app, ask, askOnPage } = await shopCaller(products);

const page = (content: string, productId: string) => askOnPage(content, undefined, productId);

test('"is there …" and "do you have it in …" ask whether it comes in a size', async () => {
  assert.match(
    await ask('is there a size 11?', 'daybreak'),
    /^No: the Daybreak Cushioned Running Shoe you're viewing doesn't come in size 11 \(it comes in sizes 8 to 10\.5\); these similar products do\. /,
  );
  assert.match(
    await ask('is there a size 9?', 'daybreak'),
    /^Yes: the Daybreak Cushioned Running Shoe you're viewing comes in size 9\. /,
  );
  assert.match(
    await ask('is there an XXL?', 'chalet'),
    /^No: the Chalet Crew Neck Sweater you're viewing doesn't come in size XXL/,
  );
  assert.match(
    await ask('do you have it in XL?', 'chalet'),
    /^Yes: the Chalet Crew Neck Sweater you're viewing comes in size XL\. /,
  );
  assert.match(
    await ask('is there a 100 ml?', 'sunscreen'),
    /^Yes: the Mineral Sunscreen SPF 50 you're viewing comes in 100 ml\. /,
  );
  // Not when it asks for another product.
  const pillowcase = await page('is there a matching pillowcase?', 'sheets');
  assert.equal(pillowcase.ids[0], 'pillowcase');
  assert.not.match(pillowcase.chat, /^(?:Yes|No):/);
});

test('a bigger or smaller option lists those it comes in', async () => {
  for (const question of ['is there a bigger size?', 'do you have this in a larger size?']) {
    assert.match(
      await ask(question, 'chalet'),
      /^Yes: the Chalet Crew Neck Sweater you're viewing comes in sizes S, M, L and XL, larger than XS\. /,
      question,
    );
  }
  assert.match(
    await ask('is there a smaller size?', 'chalet'),
    /^Yes: the Chalet Crew Neck Sweater you're viewing comes in sizes XS, S, M and L, smaller than XL\. /,
  );
  const bottle = await page('is there a bigger bottle?', 'sunscreen');
  assert.match(
    bottle.chat,
    /^Yes: the Mineral Sunscreen SPF 50 you're viewing comes in 100 ml, larger than 50 ml\. /,
  );
  assert.ok(bottle.ids.includes('sunscreen'), 'products like it, not a search for "bottle"');
  assert.match(
    await ask('is there a bigger size?', 'teal-sheets'),
    /^No: the Breathable Sateen Sheet Set you're viewing comes only in size Queen\. /,
  );
});

test('the stock of a size it lists, or a size or colour it does not come in', async () => {
  const medium = await page('is the m in stock?', 'leggings');
  assert.match(medium.chat, /^Yes: the Balance Yoga Leggings you're viewing are in stock in size M\. /);
  assert.ok(medium.ids.includes('leggings'), 'products like it, not a search for "m"');
  assert.match(
    await ask('is the queen available?', 'sheets'),
    /^No: the Cooling Sateen Sheet Set you're viewing is out of stock in size Queen right now\. /,
  );
  assert.match(
    await ask('is the teal one available?', 'sheets'),
    /^No: the Cooling Sateen Sheet Set you're viewing doesn't come in teal; it comes in white\. /,
  );
  assert.match(
    await ask('is the XXL in stock?', 'chalet'),
    /^No: the Chalet Crew Neck Sweater you're viewing doesn't come in size XXL; it comes in sizes XS, S, M, L or XL\. /,
  );
});

test('a size word or a bare shoe size it does not come in is no, with the sizes it does', async () => {
  // Each said "Yes: … is in stock.".
  assert.match(
    await ask('is the small in stock?', 'lodge'),
    /^No: the Lodge Crew Neck Sweater you're viewing doesn't come in size S; it comes in sizes M, L, XL or XXL\. /,
  );
  assert.match(
    await ask('is the 11 in stock?', 'daybreak'),
    /^No: the Daybreak Cushioned Running Shoe you're viewing doesn't come in size 11; it comes in sizes 8, 8\.5, 9, 9\.5, 10 or 10\.5\. /,
  );
  assert.match(
    await ask('is the large one available?', 'daybreak'),
    /^No: the Daybreak Cushioned Running Shoe you're viewing doesn't come in size L; /,
  );
  assert.match(
    await ask('is the 9 in stock?', 'daybreak'),
    /^Yes: the Daybreak Cushioned Running Shoe you're viewing is in stock in size 9\. /,
  );
});

test('a colour asked in another spelling is the one it comes in ("gray" of "Grey")', async () => {
  // "No: … doesn't come in gray; it comes in navy or grey."
  assert.match(
    await ask('is the gray one in stock?', 'fleece'),
    /^No: the Ridge Fleece Jacket you're viewing is out of stock in Grey right now\. /,
  );
  assert.match(
    await ask('is the grey one available?', 'blanket'),
    /^Yes: the Heather Gray Throw you're viewing is in stock in heather gray\. /,
  );
});

test.after(() => app.close());
test.run();
