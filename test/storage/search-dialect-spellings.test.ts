/** British and American spellings meet: a word the catalogue lacks matches its other spelling at full weight. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const products: Product[] = [
  { id: 'moisturizer', title: 'Daily Moisturizer' },
  { id: 'color-kit', title: 'Hair Color Kit' },
  { id: 'center-table', title: 'Oak Center Table' },
  { id: 'cozy-socks', title: 'Cozy Wool Socks' },
  { id: 'flavour-drops', title: 'Lemon Flavour Drops' },
  { id: 'catalogue', title: 'Seed Catalogue' },
  { id: 'gray-rug', title: 'Gray Area Rug' },
];
const s = storageWith(products);

async function search(text: string) {
  const result = await s.catalog.search('t', query(text), page(10));
  return { ids: result.products.map((product) => product.id), unmatched: result.unmatched };
}

test('a British spelling finds the American one, alone or beside other words', async () => {
  assert.equal((await search('moisturiser')).ids, ['moisturizer'], 'a real word alone, no typo correction');
  assert.equal((await search('hair colour')).ids[0], 'color-kit');
  assert.equal((await search('centre table')).ids[0], 'center-table');
  assert.equal((await search('cosy socks')).ids[0], 'cozy-socks');
  assert.equal((await search('grey rug')).ids[0], 'gray-rug');
  assert.is((await search('cosy socks')).unmatched, undefined);
});

test('an American spelling finds the British one', async () => {
  assert.equal((await search('lemon flavor')).ids[0], 'flavour-drops');
  assert.equal((await search('seed catalog')).ids[0], 'catalogue');
});

test('no spelling is made up: unrelated words stay unmatched', async () => {
  assert.equal((await search('oak tour')).unmatched, ['tour'], '"tour" is no spelling of "tor"');
});

test.run();
