/**
 * A colour word inside a material the catalogue names, through the core's caller (core/search/colour-in-material.ts):
 * "natural rubber yoga mat" had read the colour natural, found no natural mat, and said "Showing rubber yoga mat.
 * … Nothing matched every detail, so I relaxed: colour natural." Now it asks the material.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, parseQuery, type Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

test('"natural rubber yoga mat" lists the natural rubber mats, nothing relaxed', async () => {
  const demo = await shopCaller(demoProducts());
  const byId = new Map(demoProducts().map((product) => [product.id, product]));
  const { ids, chat } = await demo.search('natural rubber yoga mat');
  assert.match(chat, /^Showing natural rubber yoga mat\./);
  assert.not.match(chat, /relaxed|colour/);
  assert.ok(ids.length > 0);
  for (const id of ids) assert.match(String(byId.get(id)?.attributes?.['material']), /natural rubber/, id);
  demo.app.close();
});

test('only a material of the catalogue of two words or more that is no colour itself', () => {
  const vocabulary = buildVocabulary([
    { id: 'm', title: 'Yoga Mat', attributes: { material: 'natural rubber', color: 'natural' } },
    { id: 'w', title: 'Watch', attributes: { material: 'rose gold', color: 'rose gold' } },
  ] as Product[]);
  const read = (content: string) => parseQuery(content, { vocabulary });
  assert.is(read('natural rubber yoga mat').filters.colors, undefined);
  assert.equal(read('natural yoga mat').filters.colors?.[0], 'natural');
  assert.equal(read('rose gold watch').filters.colors?.[0], 'rose gold');
  // Where the catalogue names no such material, the word is the colour, as before.
  const plain = buildVocabulary([
    { id: 'm', title: 'Yoga Mat', attributes: { material: 'rubber', color: 'natural' } },
  ] as Product[]);
  assert.equal(parseQuery('natural rubber yoga mat', { vocabulary: plain }).filters.colors?.[0], 'natural');
});

test('"olive wood knife" asks the handle the catalogue states as "olive wood", no colour olive', async () => {
  const demo = await shopCaller(demoProducts());
  const byId = new Map(demoProducts().map((product) => [product.id, product]));
  for (const request of ['olive wood knife', 'chef knife with olive wood handle']) {
    const { ids, chat } = await demo.search(request);
    // It had read the colour olive and said "Nothing matched every detail, so I relaxed: colour olive …".
    assert.not.match(chat, /relaxed|colour olive/, `${request}: ${chat}`);
    assert.is(byId.get(ids[0] ?? '')?.attributes?.['handle'], 'olive wood', `${request}: ${chat}`);
  }
  demo.app.close();
});

test('an attribute value naming a material with a colour word is no colour; a colour beside it still is', () => {
  const vocabulary = buildVocabulary([
    { id: 'k', title: 'Chef Knife', attributes: { material: 'steel', color: 'black', handle: 'olive wood' } },
    {
      id: 'c',
      title: 'Paring Knife',
      attributes: { material: 'steel', color: 'olive', handle: 'composite' },
    },
  ] as Product[]);
  const read = (content: string) => parseQuery(content, { vocabulary });
  assert.is(read('olive wood knife').filters.colors, undefined);
  assert.equal(read('olive knife').filters.colors?.[0], 'olive');
  // A value naming no material ("olive drab" of a strap) keeps the colour, as before.
  const drab = buildVocabulary([
    { id: 'w', title: 'Watch', attributes: { color: 'olive', strap: 'olive drab' } },
    { id: 'v', title: 'Field Watch', attributes: { color: 'black', strap: 'black' } },
  ] as Product[]);
  assert.equal(parseQuery('olive drab watch', { vocabulary: drab }).filters.colors?.[0], 'olive');
});

test.run();
