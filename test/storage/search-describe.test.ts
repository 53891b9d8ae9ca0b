/**
 * `describe`: what only the chat says of the matches (`headNamed`, `naming`) comes with a search's page only when
 * the page asks for it, so a search with its AI message hidden does not work it out; cached results give it
 * when a later page asks.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const products: Product[] = [
  { id: 'boot', title: 'Waterproof Hiking Boots' },
  { id: 'pole', title: 'Hiking Poles' },
  { id: 'socks', title: 'Hiking Socks' },
  { id: 'shoe', title: 'Trail Running Shoes' },
];

test('a page asking for the description gets the head named and the naming phrase', async () => {
  const storage = storageWith(products);
  const boots = await storage.catalog.search('t', query('hiking boots'), { ...page(), describe: true });
  assert.equal(boots.headNamed, { word: 'hiking boots', count: 1 });
  const shoes = await storage.catalog.search('t', query('running shoes'), { ...page(), describe: true });
  assert.is(shoes.naming, 'running shoes');
});

test('a page not asking gets neither, and a later page asking still does (the cached result)', async () => {
  const storage = storageWith(products);
  const hidden = await storage.catalog.search('t', query('hiking boots'), page());
  assert.is(hidden.headNamed, undefined);
  assert.is(hidden.naming, undefined);
  assert.is(hidden.total, 3);
  const shown = await storage.catalog.search('t', query('hiking boots'), { ...page(), describe: true });
  assert.equal(shown.headNamed, { word: 'hiking boots', count: 1 });
});

test.run();
