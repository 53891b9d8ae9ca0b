/**
 * A relaxed colour, audience or brand still counts for ranking: the parser takes "ivory" out of "ivory chinos"
 * as a colour filter; in a catalogue without colour attributes the filter matches nothing and is relaxed, and
 * the shopper's word must come back as a word to rank by (it used to be lost: the search ran on "chinos").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery, relaxationSteps, type Product } from '../../core/index.ts';
import { softenedQuery } from '../../core/search/softened-query.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

// Titles and descriptions only, as many feeds are: no colour, audience or brand fields to filter on.
const products: Product[] = [
  { id: 'navy-chinos', title: 'Slim Fit Chinos', description: 'Classic navy twill chinos.' },
  { id: 'olive-chinos', title: 'Tapered Chinos - Olive', description: 'Stretch twill.' },
  { id: 'ivory-chinos', title: 'Ivory Relaxed Chinos', description: 'Summer twill.' },
  { id: 'ivory-scarf', title: 'Ivory Silk Scarf' },
  { id: 'red-mug', title: 'Red Stoneware Mug' },
  { id: 'girls-cardigan', title: 'Girls Knit Cardigan' },
  { id: 'womens-cardigan', title: "Women's Wrap Cardigan" },
  { id: 'acme-drill', title: 'Acme Cordless Drill' },
  { id: 'other-drill', title: 'Cordless Drill Driver' },
  { id: 'skillet', title: 'Cast Iron Skillet', description: 'Seasoned for everyday cooking.' },
];

const { app, search } = await shopCaller(products);

test('the parser takes the colour out of the text (unchanged behaviour)', () => {
  const query = parseQuery('ivory chinos');
  assert.is(query.text, 'chinos');
  assert.ok(query.filters.colors?.includes('ivory'));
  assert.is(relaxationSteps(query)[0]?.query.text, 'chinos', 'relaxation steps keep the text');
});

test('a relaxed colour comes back as a word to rank by', async () => {
  const { ids, chat } = await search('ivory chinos');
  assert.is(ids[0], 'ivory-chinos');
  assert.ok(ids.includes('navy-chinos'), 'other chinos still match');
  assert.match(chat, /relax/i);
});

test('a relaxed audience comes back as a word to rank by', async () => {
  const { ids } = await search('cardigan for women');
  assert.is(ids[0], 'womens-cardigan');
});

test('only words the shopper typed come back: "for my wife" asks for women without saying it', async () => {
  assert.is((await search("women's cardigan")).ids[0], 'womens-cardigan');
  const { ids, chat } = await search('a gift for my wife who loves cooking');
  assert.equal(ids, ['skillet'], "not every women's product, ranked above the cookware");
  // No product is tagged with an audience: the implied one admits them all, and nothing is relaxed.
  assert.not.match(chat, /relaxed/);
  // The parser marks an audience that only whom it is for implied; a relaxation then adds no word for it.
  const relaxedAudience = (words: string) => {
    const original = parseQuery(words);
    return softenedQuery(original, relaxationSteps(original)[0]!.query).text;
  };
  assert.is(relaxedAudience('for my wife who loves cooking'), 'cooking');
  assert.is(relaxedAudience('womens cooking'), 'women cooking');
  assert.is(relaxedAudience('cooking for ladies'), 'women cooking', 'a word naming women');
  assert.is(relaxedAudience('cooking for my wife, for women'), 'women cooking', 'named as well as implied');
});

test('a gift whose interest nothing serves lists popular products for the person, and says why', async () => {
  const { ids, chat } = await search('a gift for my wife who loves sailing');
  // No product here is tagged with an audience: the implied one admits them all.
  assert.is(ids.length, 10, 'the first page of the whole shop, by popularity');
  assert.match(chat, /^Showing products for your wife, most popular first\./);
  assert.match(chat, /No product mentions "sailing", so these are popular picks instead\./);
  assert.not.match(chat, /Try different words/);
  const plain = await search('sailing');
  assert.equal(plain.ids, [], 'without a gift, words that match nothing still find nothing');
});

test('words that match nothing are not "found" through a relaxed colour', async () => {
  const red = await search('red dress');
  assert.equal(red.ids, [], 'no dress: nothing, not every red product');
  assert.match(red.chat, /couldn't find any/);
  assert.not.match(red.chat, /relax/i);
  assert.is((await search('red mug')).ids[0], 'red-mug');
});

test('words that match nothing are named, and the tip does not blame the colour', async () => {
  const red = await search('red dress under 30');
  assert.equal(red.ids, []);
  assert.match(red.chat, /No product here mentions "dress"\./);
  assert.match(red.chat, /Try different words\./);
  assert.not.match(red.chat, /colour|price range/);
});

test('words that match nothing are named without any constraint too; an exclusion is not blamed on words', async () => {
  const dress = await search('dress');
  assert.equal(dress.ids, []);
  assert.match(dress.chat, /No product here mentions "dress"\. Try different words\./);
  // Every chinos product mentions twill: nothing is left, but "chinos" is no word the shop lacks.
  const twill = await search('chinos without twill');
  assert.equal(twill.ids, []);
  assert.not.match(twill.chat, /mentions/);
});

test('softenedQuery: a dropped negating material ("vegan leather") leaves the text, so real leather is not ranked up', () => {
  const original = parseQuery('vegan leather sneakers');
  assert.ok(original.filters.materials?.includes('vegan leather'));
  const relaxed = softenedQuery(original, relaxationSteps(original)[0]!.query);
  assert.is(relaxed.text, 'sneakers');
  assert.is(relaxed.filters.materials, undefined);
  // A plain material stays a word to rank by.
  const leather = parseQuery('leather sneakers');
  assert.is(softenedQuery(leather, relaxationSteps(leather)[0]!.query).text, 'leather sneakers');
});

test('softenedQuery: asked values of the dropped colour, audience and brand join the text', () => {
  const original = {
    text: 'drill',
    filters: { colors: ['red', 'burgundy'], brands: ['acme'], priceMax: 50 },
    sort: 'relevance' as const,
  };
  const steps = relaxationSteps(original);
  const afterColour = softenedQuery(original, steps[0]!.query);
  assert.is(afterColour.text, 'red drill');
  const afterBrand = softenedQuery(original, steps[1]!.query);
  assert.is(afterBrand.text, 'red acme drill');
  const afterPrice = softenedQuery(original, steps[2]!.query);
  assert.is(afterPrice.text, 'red acme drill', 'a price is no word to rank by');
  assert.is(afterPrice.filters.priceMax, undefined);
  assert.equal(softenedQuery(original, original), original, 'nothing dropped, nothing added');
});

test.after(() => app.close());
test.run();
