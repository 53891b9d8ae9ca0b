/**
 * A person named by what they are a fan of ("a gift for a coffee fan", "something for a star wars fan", "a history
 * buff") is searched as what they love, as "a coffee lover" is: it had searched "fan" too ("Showing coffee fan. …
 * No product mentions "fan""). Where the shop's titles give the pair as a product ("Ceiling Fan"), "remote for a
 * ceiling fan" keeps its fan, and a fan word outside a person's phrase ("extension pole for dusting fans") stays a
 * word. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, price: number): Product => ({ id, title, price });

const { app, search } = await shopCaller([
  product('mug', 'Stoneware Coffee Mug', 14),
  product('beans', 'Dark Roast Coffee Beans', 18),
  product('lego', 'Star Wars Starfighter Building Set', 40),
  product('poster', 'Star Wars Movie Poster', 12),
  product('atlas', 'World History Atlas', 30),
  product('ceiling', 'Hunter 52 in. Ceiling Fan', 150),
  product('remote', 'Universal Ceiling Fan Remote Control', 25),
  product('pole', 'Telescoping Extension Pole', 20),
  product('duster', 'Microfiber Fan Duster', 9),
  product('box', 'Box Fan, 20 in.', 35),
]);

test('a coffee fan, a star wars fan, a history buff: what they love is searched, not "fan"', async () => {
  const cases: [string, string[], string][] = [
    ['gift for a coffee fan', ['mug', 'beans'], 'Showing coffee picks for a coffee fan.'],
    ['something for a star wars fan', ['lego', 'poster'], 'Showing star wars picks for a star wars fan.'],
    ['gifts for star wars fans', ['lego', 'poster'], 'Showing star wars picks for star wars fans.'],
    ['a present for my dad who is a huge coffee fan', ['mug', 'beans'], 'Showing coffee picks for your dad.'],
    ['gift for a history buff', ['atlas'], 'Showing history picks for a history buff.'],
  ];
  for (const [words, ids, said] of cases) {
    const found = await search(words);
    assert.equal(found.ids.slice().sort(), ids.slice().sort(), words);
    assert.ok(found.chat.startsWith(said), `${words}: ${found.chat}`);
    assert.not.match(found.chat, /"fan"|"buff"/, words);
  }
});

test('a fan the shop sells stays the product: "remote for a ceiling fan", "fans" outside a person', async () => {
  const remote = await search('remote for a ceiling fan');
  assert.is(remote.ids[0], 'remote');
  assert.ok(remote.chat.startsWith('Showing remote for a ceiling fan.'), remote.chat);
  const box = await search('cover for a box fan');
  assert.is(box.ids[0], 'box');
  assert.ok(box.chat.startsWith('Showing cover for a box fan.'), box.chat);
  const pole = await search('extension pole for dusting fans');
  assert.ok(pole.ids.includes('duster'), pole.chat);
  assert.ok(pole.chat.startsWith('Showing extension pole for dusting fans.'), pole.chat);
});

test.after(() => app.close());
test.run();
