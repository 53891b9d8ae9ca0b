/**
 * Shoppers' shorthand, through the core's caller on a real SQLite catalogue: "blk", "wmns", "lg", "w/", "yrs" are
 * read as the full words are ("black", "women's", size large, "with", a child's age), a brand spelt like one keeps
 * its name, and a one-letter size ending the request ("women M") is a size when the shop sells it. Chat shorthand
 * ("whats ur cheapest tent?" had searched "ur tent") is framing, unless the catalogue writes it as a word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, color: string, gender: string, size: string[]): Product => ({
  id,
  title: `${color} Rain Jacket`,
  category: 'Jackets',
  attributes: { color, gender, size },
});

const products: Product[] = [
  jacket('black-w', 'black', 'women', ['S', 'M']),
  jacket('red-w', 'red', 'women', ['M', 'L']),
  jacket('black-m', 'black', 'men', ['L']),
  {
    id: 'tee-kid',
    title: 'Crew Tee',
    category: 'T-Shirts',
    attributes: { gender: 'kids', size: ['5', '6'] },
  },
  { id: 'tee-adult', title: 'Pocket Tee', category: 'T-Shirts', attributes: { gender: 'men', size: ['M'] } },
  {
    id: 'tent-v',
    title: 'Ridge Tent',
    category: 'Tents',
    description: 'A tent with a large vestibule.',
    price: 320,
  },
  { id: 'tent', title: 'Dome Tent', category: 'Tents', description: 'A simple dome.', price: 180 },
];

const { app, search } = await shopCaller(products);

test('"blk" is black and "wmns" women\'s', async () => {
  const found = await search('wmns blk rain jacket');
  assert.equal(found.ids, ['black-w']);
  assert.match(found.chat, /^Showing black rain jacket for women\./);
});

test('"lg" ending the request is size large', async () => {
  assert.equal([...(await search('rain jacket lg')).ids].sort(), ['black-m', 'red-w']);
});

test('"w/" is "with", also run into the next word', async () => {
  for (const request of ['tent w/ vestibule', 'tent w/vestibule']) {
    const found = await search(request);
    assert.equal(found.ids[0], 'tent-v', request);
    assert.match(found.chat, /^Showing tent with vestibule\./, request);
  }
});

test('"5-6 yrs" is a child\'s age, as "5-6 years" is', async () => {
  for (const request of ['tee 5-6 yrs', 'tee 5-6 years']) {
    const found = await search(request);
    assert.equal(found.ids, ['tee-kid'], request);
    assert.match(found.chat, /^Showing tee for kids\./, request);
  }
});

test('a brand the catalogue spells like a shorthand keeps its name', async () => {
  const tvs = await shopCaller([
    { id: 'lg', title: 'Smart TV', brand: 'LG', category: 'Televisions' },
    { id: 'large', title: 'Large TV', brand: 'Vizio', category: 'Televisions' },
  ]);
  assert.equal((await tvs.search('lg tv')).ids, ['lg']);
  await tvs.app.close();
});

test('shorthand two or more titles write as a word keeps its name', async () => {
  // No brand field (a shop whose titles carry the brand): "LG" in titles is a name, not size large.
  const dryers = await shopCaller([
    { id: 'lg-1', title: 'LG Electronics 7.3 cu. ft. Electric Dryer', category: 'Dryers' },
    { id: 'lg-2', title: 'LG Electronics 7.4 cu. ft. Gas Dryer', category: 'Dryers' },
    { id: 'large', title: 'Large Capacity Electric Dryer', category: 'Dryers' },
    { id: 'blk-1', title: 'Drying Rack', category: 'Laundry', attributes: { color: 'black' } },
  ]);
  assert.equal((await dryers.search('lg dryer')).ids.slice(0, 2).sort(), ['lg-1', 'lg-2']);
  assert.match((await dryers.search('lg dryer')).chat, /^Showing lg dryer/i);
  // A shorthand no title writes is still read as its word.
  assert.equal((await dryers.search('blk drying rack')).ids, ['blk-1']);
  await dryers.app.close();
});

test('a one-letter size ending the request is a size the shop sells, not after a number', async () => {
  const found = await search('rain jacket women M');
  assert.equal([...found.ids].sort(), ['black-w', 'red-w']);
  assert.match(found.chat, /^Showing rain jacket for women in size M\./);
  assert.equal((await search('rain jacket women L')).ids, ['red-w']);
  assert.match((await search('tent 2 M')).chat, /^Showing tent 2 M\./);
});

test('chat shorthand ("ur", "u", "pls", "plz", "thx") is framing, not words to search', async () => {
  for (const request of ['whats ur cheapest tent?', 'do u have tents pls', 'tents plz thx']) {
    const found = await search(request);
    assert.equal([...found.ids].sort(), ['tent', 'tent-v'], request);
    assert.match(found.chat, /^Showing tents?[.,]/, request);
    assert.not.match(found.chat, /\b(?:ur|u|pls|plz|thx)\b/, request);
  }
  assert.match((await search('whats ur cheapest tent?')).chat, /^Showing tent, cheapest first\./);
});

test('chat shorthand the catalogue writes as a word, or joined to the next, stays', async () => {
  const locks = await shopCaller([
    { id: 'u-lock', title: 'Steel U-Lock', category: 'Bike Locks' },
    { id: 'ur-1', title: 'UR Series Chronograph Watch', category: 'Watches' },
    { id: 'ur-2', title: 'UR Series Dive Watch', category: 'Watches' },
    { id: 'watch', title: 'Your Everyday Watch', category: 'Watches' },
  ]);
  const lock = await locks.search('bike u-lock');
  assert.equal(lock.ids, ['u-lock']);
  assert.match(lock.chat, /^Showing bike u-lock\./);
  assert.equal((await locks.search('ur watch')).ids.slice(0, 2).sort(), ['ur-1', 'ur-2']);
  await locks.app.close();
});

test.after(() => app.close());
test.run();
