/**
 * A party said by its members after a product that holds no people ("a jacket for me and my wife"): each wears
 * their own, so the request is for them all. It had listed women's jackets "for your wife" only; a tent for the
 * same party is still room for 2 (caller-search-people-count.test.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, gender: string, rating: number): Product => ({
  id,
  title,
  price: 80,
  rating,
  reviewCount: 100,
  category: 'Clothing > Jackets',
  attributes: { gender },
});

const products: Product[] = [
  jacket('women', "Women's Puffer Jacket", 'women', 4.9),
  jacket('men', "Men's Puffer Jacket", 'men', 4.5),
  jacket('unisex', 'Puffer Jacket', 'unisex', 4.2),
  jacket('kids', "Kids' Puffer Jacket", 'kids', 4.0),
  {
    id: 'tent2',
    title: 'Ridge 2-Person Tent',
    category: 'Outdoor > Tents',
    attributes: { capacity: '2-person', gender: 'unisex' },
  },
  {
    id: 'tent4',
    title: 'Meadow 4-Person Tent',
    category: 'Outdoor > Tents',
    attributes: { capacity: '4-person', gender: 'women' },
  },
];

const { app, search } = await shopCaller(products);
const sorted = (ids: readonly string[]) => [...ids].sort();

test('"a jacket for me and my wife" lists the jackets of both, and says who they are for', async () => {
  for (const content of [
    'jacket for me and my wife',
    'a jacket for my wife and me',
    'jackets for me & my wife',
  ]) {
    const { ids, chat } = await search(content);
    assert.equal(sorted(ids), ['men', 'unisex', 'women'], content);
    assert.match(chat, /^Showing jackets? for (?:you and your wife|your wife and you)\./, content);
  }
  const parents = await search('a jacket for my mom and dad');
  assert.equal(sorted(parents.ids), ['men', 'unisex', 'women']);
  assert.match(parents.chat, /^Showing jacket for your mom and dad\./);
  // A son may wear men's or kids' sizes: with a grown-up, every audience.
  assert.equal(sorted((await search('a jacket for me and my son')).ids), ['kids', 'men', 'unisex', 'women']);
});

test('"his and hers" is the pair him and her: both their jackets, not a search for "hers"', async () => {
  // "his and hers watches" had searched its words: 'No product mentions "hers"', kids' ones among them.
  for (const content of ['his and hers jackets', 'matching his & hers jackets']) {
    const { ids, chat } = await search(content);
    assert.equal(sorted(ids), ['men', 'unisex', 'women'], content);
    assert.match(chat, /^Showing (?:matching )?jackets for him and her\./, `${content}: ${chat}`);
    assert.not.match(chat, /"hers"/, chat);
  }
});

test('one person is still their own audience, and a tent for the party is room for them all', async () => {
  const wife = await search('a jacket for my wife');
  assert.equal(sorted(wife.ids), ['unisex', 'women']);
  assert.match(wife.chat, /^Showing jacket for your wife\./);
  const tent = await search('a tent for me and my wife');
  assert.is(tent.ids[0], 'tent2');
  assert.match(tent.chat, /^Showing tent, for 2 people\./);
  // An animal is no audience: the words stay.
  assert.not.match((await search('a jacket for me and my dog')).chat, /for you and/);
});

test.after(() => app.close());
test.run();
