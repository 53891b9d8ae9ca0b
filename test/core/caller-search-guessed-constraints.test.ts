/**
 * A guessed correction is echoed as typed also when it reads as a constraint and the request was read again with
 * it: in a shop whose category is "Covers", "zapatos para correr" had been "Showing zapatos para cover." (the
 * respelled reading reports no corrections of its own, so the guess was not known). So is each correction in a
 * request with a guessed word of another language, "botas de lether", and the constraint it reads is not named
 * again in the catalogue's word. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search } = await shopCaller([
  { id: 'grill', title: 'Heavy Duty Grill Cover', category: 'Covers', price: 30 },
  { id: 'sofa', title: 'Stretch Sofa Cover', category: 'Covers', price: 45 },
  { id: 'road', title: 'Road Running Shoe', category: 'Shoes > Running', price: 90 },
]);

test('a guess read as a category is echoed as typed', async () => {
  const alone = await search('correr');
  assert.ok(alone.ids.includes('grill'), 'the search still reads it');
  assert.match(alone.chat, /^Showing correr\. /);
  assert.not.match(alone.chat, /cover"/, 'no pick said to match "cover"');
  const spanish = await search('zapatos para correr');
  assert.match(spanish.chat, /^Showing zapatos para correr\. /);
  assert.match((await search('correr shoes')).chat, /^Showing correr shoes\. /);
});

test('a likely slip of a category is echoed as the catalogue spells it', async () => {
  assert.match((await search('covrs')).chat, /^Showing covers\. /);
});

// Boots of leather, and a leather jacket: "botas" is guessed as "boots", "lether" is one slip of "leather".
const boots = await shopCaller([
  {
    id: 'chelsea',
    title: 'Classic Leather Chelsea Boots',
    category: 'Shoes > Boots',
    attributes: { material: 'leather' },
  },
  { id: 'desert', title: 'Suede Desert Boots', category: 'Shoes > Boots', attributes: { material: 'suede' } },
  { id: 'rain', title: 'Rubber Rain Boots', category: 'Shoes > Boots', attributes: { material: 'rubber' } },
  {
    id: 'jacket',
    title: 'Leather Jacket',
    category: 'Clothing > Jackets',
    attributes: { material: 'leather' },
  },
]);

test('beside a word of another language, a slip read as a material is echoed as typed, and named once', async () => {
  // "botas", itself a guess, is no English word: "lether" too is echoed as typed ("Showing botas de leather." before).
  const spanish = await boots.search('botas de lether');
  assert.is(spanish.ids[0], 'chelsea', 'the search still reads both');
  assert.match(spanish.chat, /^Showing botas de lether\. /);
  // The material read from the guess is not named again in the catalogue's word ("leather chaqueta de lether").
  const jacket = await boots.search('chaqueta de lether');
  assert.is(jacket.ids[0], 'jacket');
  assert.match(jacket.chat, /^Showing chaqueta de lether\. /);
  assert.match((await boots.search('lether boots')).chat, /^Showing leather boots\. /);
});

// Boots in colours and materials, none named in a title: the colour "blakc" and "navvy" read leaves the text.
const boot = (id: string, title: string, color: string, material: string): Product => ({
  id,
  title,
  category: 'Shoes > Boots',
  attributes: { color, material },
});
const dyed = await shopCaller([
  boot('black', 'Classic Chelsea Boots', 'black', 'leather'),
  boot('navy', 'Desert Boots', 'navy', 'suede'),
  boot('olive', 'Rain Boots', 'olive', 'rubber'),
]);

test('beside a word of another language, a slip read as a colour is echoed as typed', async () => {
  // The colour leaves the text: it had been named in the catalogue's word, "Showing navy botas.".
  const navy = await dyed.search('navvy botas');
  assert.equal(navy.ids, ['navy'], 'the search still reads both');
  assert.match(navy.chat, /^Showing navvy botas\. /);
  assert.match((await dyed.search('botas blakc')).chat, /^Showing blakc botas\. /);
  // A likely slip among English words is still echoed as the catalogue spells it.
  assert.match((await dyed.search('navvy boots')).chat, /^Showing navy boots\. /);
});

test('beside a word of another language, a material read from a slip and named apart is echoed as typed', async () => {
  // On a page, the products like it are named with the material asked: it had been "Showing leather products …".
  assert.match(await dyed.ask('lether botas', 'navy'), /^Showing lether products like the Desert Boots\. /);
});

test('beside a word of another language, the word few matches name is said as typed too', async () => {
  // "suede" is in no title here: the note had said "None of them has "suede" in its name" after "Showing botas suade.".
  const suede = await dyed.search('botas suade');
  assert.equal(suede.ids, ['navy'], 'the search still reads both');
  assert.match(suede.chat, /^Showing botas suade\. I found 1 match\. None of them has "suade" in its name;/);
  assert.not.match(suede.chat, /"suede"/);
  // A word typed as the catalogue spells it is said so.
  assert.match((await dyed.search('botas suede')).chat, /None of them has "suede" in its name;/);
});

test.after(() => app.close());
test.after(() => boots.app.close());
test.after(() => dyed.app.close());
test.run();
