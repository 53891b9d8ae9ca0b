/** Grey and gray are one colour: a shop's titles write one, its shoppers type either. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const s = storageWith([
  { id: 'gray-stain', title: 'Classic Gray Interior Wood Stain' },
  { id: 'walnut-stain', title: 'Dark Walnut Interior Wood Stain' },
  { id: 'grey-tile', title: 'Slate Grey Floor Tile' },
  { id: 'white-tile', title: 'White Floor Tile' },
] satisfies Product[]);
const ids = async (text: string) =>
  (await s.catalog.search('t', query(text), page(10))).products.map((p) => p.id);

test('either spelling of grey finds the titles written with the other', async () => {
  assert.is((await ids('grey wood stain'))[0], 'gray-stain');
  assert.is((await ids('gray floor tile'))[0], 'grey-tile');
});

test.run();
