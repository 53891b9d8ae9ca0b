/**
 * An activity the recipient does, said as a verb, through the core's caller on a real SQLite catalogue: "something
 * for my boyfriend who runs a lot" lists running picks for him ("Showing running picks for your boyfriend."), as
 * "who likes running" does; it had echoed "Showing runs a lot for your boyfriend.". How often goes with it.
 * For someone unnamed ("shoes for someone who runs") the activity goes before the product ("Showing running
 * shoes."); it had echoed "shoes for someone running" and said no product mentions "someone".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, category: string, gender: string): Product => ({
  id,
  title,
  category,
  price: 50,
  currency: 'USD',
  attributes: { gender },
});

const { app, search } = await shopCaller([
  product('shoe', "Men's Road Running Shoe", 'Shoes > Running', 'men'),
  product('vest', "Men's Running Vest", 'Clothing > Vests', 'men'),
  product('pan', 'Cast Iron Cooking Pan', 'Kitchen > Pans', 'unisex'),
  product('hiker', "Women's Hiking Boot", 'Shoes > Boots', 'women'),
]);

test('a verb naming an activity is the recipient’s interest', async () => {
  for (const request of [
    'something for my boyfriend who runs a lot',
    'a gift for my boyfriend, he runs every weekend',
    'something for my boyfriend who loves running a lot',
  ]) {
    const found = await search(request);
    assert.equal([...found.ids].sort(), ['shoe', 'vest'], request);
    assert.match(found.chat, /^Showing running picks for your boyfriend\./, request);
  }
  assert.match((await search('a gift for my dad who cooks')).chat, /^Showing cooking picks for your dad\./);
});

test('a product asked keeps its words, the activity not said twice', async () => {
  const found = await search('running shoes for my boyfriend who runs a lot');
  assert.equal(found.ids, ['shoe']);
  assert.match(found.chat, /^Showing running shoes for your boyfriend\./);
});

test('someone unnamed who does it is no word to match: the activity goes before the product', async () => {
  for (const request of [
    'shoes for someone who runs',
    'shoes for somebody who runs a lot',
    'shoes for a person who runs',
    'shoes for people who run',
  ]) {
    const found = await search(request);
    assert.equal(found.ids[0], 'shoe', request);
    assert.match(found.chat, /^Showing running shoes\./, request);
    assert.not.match(found.chat, /someone|somebody|person|people/, request);
  }
  const alone = await search('something for someone who hikes');
  assert.equal(alone.ids, ['hiker']);
  assert.not.match(alone.chat, /someone/);
});

test.after(() => app.close());
test.run();
