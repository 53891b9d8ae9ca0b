/**
 * A word describing a person before the word naming them ("for a tall guy", "for a new runner", "i'm a light
 * sleeper": `audience.personDescribers`) says who they are, never what the product is. "i'm a light sleeper, need
 * bedding" had listed lightweight bedding first ("Showing lightweight bedding."), "jacket for a tall guy" said
 * 'No product mentions "tall" or "guy"' over women's jackets. A pair naming a need stays the need's ("hot sleeper":
 * cooling, "heavy runner": cushioned), and a product's own weight stays its ("light running shoes").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (
  id: string,
  title: string,
  category: string,
  features: string[],
  audience?: string,
): Product => ({
  id,
  title,
  category,
  price: 90,
  attributes: { features, ...(audience !== undefined && { audience }) },
});

const { search } = await shopCaller([
  item('duvet-light', 'Lightweight Duvet Cover', 'Home > Bedding', ['lightweight']),
  item('sheets-cool', 'Percale Sheet Set', 'Home > Bedding', ['cooling']),
  item('comforter', 'Down Comforter', 'Home > Bedding', ['warm']),
  item('jacket-men', "Men's Rain Jacket", 'Clothing > Jackets', ['waterproof'], 'men'),
  item('jacket-women', "Women's Rain Jacket", 'Clothing > Jackets', ['waterproof'], 'women'),
  item('shoe-light', 'Swift Lightweight Running Shoe', 'Shoes > Running', ['lightweight']),
  item('shoe-soft', 'Cloud Cushioned Running Shoe', 'Shoes > Running', ['cushioned']),
]);

test('a light sleeper is a person, not lightweight bedding', async () => {
  for (const content of ["i'm a light sleeper, need bedding", 'bedding for a light sleeper']) {
    const { ids, chat } = await search(content);
    assert.equal(ids.length, 3, content);
    assert.match(chat, /^Showing bedding\./, content);
    assert.not.match(chat, /lightweight bedding|mentions/, content);
  }
});

test('a pair naming a need is still the need', async () => {
  assert.match((await search("i'm a hot sleeper, need bedding")).chat, /^Showing cooling bedding\./);
  const { ids, chat } = await search('running shoes for a heavy runner');
  assert.equal(ids[0], 'shoe-soft');
  assert.match(chat, /^Showing cushioned running shoes\./);
});

test('the person stays once their describer goes', async () => {
  const { ids, chat } = await search('jacket for a tall guy');
  assert.equal(ids, ['jacket-men']);
  assert.not.match(chat, /mentions "tall"/);
  assert.not.match((await search('running shoes for a new runner')).chat, /mentions "new"/);
});

test('age, build, study and handedness describe the person too; a beginner names no one', async () => {
  for (const content of [
    'jacket for my elderly dad',
    'jacket for a big and tall man',
    'jacket for a left-handed guy',
  ]) {
    const { ids, chat } = await search(content);
    assert.equal(ids, ['jacket-men'], content);
    assert.not.match(chat, /mentions/, content);
  }
  for (const content of ['running shoes for a beginner', 'running shoes for a college student'])
    assert.not.match((await search(content)).chat, /mentions/, content);
});

test("a product's own weight stays its", async () => {
  const { ids, chat } = await search('light running shoes');
  assert.equal(ids[0], 'shoe-light');
  assert.match(chat, /^Showing lightweight running shoes\./);
});

test.run();
