/**
 * A word that only ranks (a relaxed constraint's, a common one) and has several alternatives (its synonyms) adds to
 * the products the other words matched whether its postings are walked or, far longer than those matches, looked
 * up per match (score-concepts.ts): the same order either way.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, storageWith } from './support/fixtures.ts';

const zebras: Product[] = [
  { id: 'zebra-lamp', title: 'Zebra Print Lamp' },
  { id: 'zebra-sofa', title: 'Zebra Print Sofa' },
  { id: 'zebra-couch', title: 'Zebra Print Couch' },
];
const COLOURS = ['Velvet', 'Linen', 'Leather', 'Tweed', 'Corduroy', 'Boucle', 'Chenille', 'Suede'];
const fillers: Product[] = Array.from({ length: 130 }, (_, i) => ({
  id: `seat-${i}`,
  title: `${COLOURS[i % COLOURS.length]!} ${i % 2 === 0 ? 'Sofa' : 'Couch'} Model ${i + 100}`,
}));

const ids = async (products: readonly Product[]) => {
  const s = storageWith(products);
  const result = await s.catalog.search(
    't',
    { text: 'zebra couch', filters: {}, sort: 'relevance', relaxedWords: ['couch'] },
    page(10),
  );
  return result.products.map((product) => product.id);
};

test('a relaxed word with synonyms ranks the other words matches alike, among few or many products', async () => {
  const few = await ids(zebras);
  assert.is(few.length, 3, 'the relaxed word matches nothing alone');
  assert.is(few[2], 'zebra-lamp', 'a sofa or couch first');
  assert.equal(await ids([...zebras, ...fillers]), few);
});

test.run();
