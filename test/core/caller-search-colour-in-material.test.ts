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

test.run();
