/**
 * Colours and materials said of a part of a product that a kind attribute names (core/search/part-phrases.ts),
 * through the core's caller: "chef knife with wooden handle" had read the knife's material wood, found none, and
 * said "I relaxed: material wood"; "watch with a brown leather strap" had shown "brown watch leather strap" (a black
 * watch listed, as it also comes in cognac) though no strap states a colour. Now the handle's and the strap's
 * values are read, and the colour no strap states is said back, not imposed on the watch.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const demo = await shopCaller(products);
const attribute = (id: string, name: string) => String(byId.get(id)?.attributes?.[name] ?? '');

test('"chef knife with wooden handle" lists the knives whose handle is a wood, nothing relaxed', async () => {
  const { ids, chat } = await demo.search('chef knife with wooden handle');
  assert.match(chat, /^Showing chef knife with wooden handle\./);
  assert.not.match(chat, /relaxed|material wood/, chat);
  const knives = ids.filter((id) => attribute(id, 'handle') !== '');
  // The olive wood and pakkawood handles, first; no composite handle.
  assert.equal(knives.map((id) => attribute(id, 'handle')).sort(), [
    'olive wood',
    'pakkawood',
    'pakkawood',
    'pakkawood',
  ]);
  assert.equal(ids.slice(0, knives.length), knives);
});

test('"olive wood handle" lists first the knife whose handle is olive wood, not a wooden cutting board', async () => {
  const { ids, chat } = await demo.search('olive wood handle');
  // It had read the colour olive, relaxed it and the material wood, and put an acacia wood cutting board first.
  assert.match(chat, /^Showing olive wood handle\./);
  assert.not.match(chat, /relaxed/, chat);
  assert.is(attribute(ids[0] ?? '', 'handle'), 'olive wood', chat);
});

test('"watch with a brown leather strap": the leather-strapped watches, and brown said as unstated', async () => {
  const { ids, chat } = await demo.search('watch with a brown leather strap');
  assert.match(chat, /^Showing watch with a leather strap\./);
  assert.match(chat, /No strap here has its colour stated, so I couldn't narrow to brown ones\./);
  assert.not.match(chat, /brown watch|relaxed/, chat);
  const leather = products.filter((product) => product.attributes?.['strap'] === 'leather');
  assert.is(ids.length, leather.length);
  for (const id of ids) assert.is(attribute(id, 'strap'), 'leather', id);
});

test('a material said of a part alone lists first the products whose part is of it, then those made of it', async () => {
  // "wooden handle" had put an acacia wood cutting board first, "leather strap" leather sandals and yoga straps
  // before every leather-strapped watch (the watches' words match less, past the statedPart weight).
  for (const [words, part, values] of [
    ['wooden handle', 'handle', ['olive wood', 'pakkawood']],
    ['knife wooden handle', 'handle', ['olive wood', 'pakkawood']],
    ['dark brown leather strap', 'strap', ['leather']],
  ] as const) {
    const { ids, chat } = await demo.search(words);
    const stating = products.filter((product) =>
      (values as readonly string[]).includes(String(product.attributes?.[part] ?? '')),
    );
    assert.ok(ids.length > stating.length, chat);
    assert.equal(ids.slice(0, stating.length).sort(), stating.map(({ id }) => id).sort(), chat);
  }
  const strap = await demo.search('dark brown leather strap');
  assert.match(strap.chat, /^Showing leather strap\./);
  assert.match(strap.chat, /No strap here has its colour stated, so I couldn't narrow to dark brown ones\./);
  // A kind asked besides the part keeps its own products first: no watch before the leather sandals.
  const sandals = await demo.search('sandal with leather strap');
  assert.match(byId.get(sandals.ids[0] ?? '')?.title ?? '', /Leather Hiking Sandal/);
  assert.not.ok(
    sandals.ids.slice(0, 3).some((id) => attribute(id, 'strap') !== ''),
    sandals.chat,
  );
});

test('any attribute a material or colour value names is a part, its colours read where its values state them', async () => {
  const bag = (id: string, title: string, color: string, lining: string): Product =>
    ({ id, title, price: 40, attributes: { color, material: 'canvas', lining } }) as Product;
  const shop = await shopCaller([
    bag('a', 'Canvas Tote Bag', 'black', 'red cotton'),
    bag('b', 'Canvas Backpack Bag', 'red', 'black polyester'),
    bag('c', 'Canvas Duffel Bag', 'navy', 'red polyester'),
    bag('d', 'Canvas Sling Bag', 'red', 'grey cotton'),
  ]);
  // The lining's colour and material, not the bag's: the black tote lined in red cotton.
  const cotton = await shop.search('canvas bag with red cotton lining');
  assert.equal(cotton.ids, ['a']);
  assert.not.match(cotton.chat, /relaxed/, cotton.chat);
  // Its colour alone: the bags lined in red, whatever their own colour.
  assert.equal((await shop.search('bag with a red lining')).ids.sort(), ['a', 'c']);
  // Its material alone: the cotton linings.
  assert.equal((await shop.search('bag with cotton lining')).ids.sort(), ['a', 'd']);
  shop.app.close();
});

test.run();
