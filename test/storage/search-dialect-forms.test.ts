/**
 * A British or American spelling is the word the catalogue writes, in every form it has: "moisturiser" finds
 * what "moisturizer" finds, in its order, its synonyms included ("face cream"); it had matched any word of the
 * stem alike ("moisturiser for dry skin" ranked a "Moisture-Wicking" T-shirt third in the demo shop) and lost its
 * synonyms. "moisturisers" finds them too, where the catalogue writes only "Moisturizer" (it had found nothing).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { page, query, storageWith } from './support/fixtures.ts';

const products: Product[] = [
  { id: 'moisturizer', title: 'Daily Moisturizer for Dry Skin' },
  { id: 'face-cream', title: 'Rich Face Cream' },
  { id: 'shirt', title: 'Moisture-Wicking Running T-Shirt for Dry Days' },
  { id: 'serum', title: 'Brightening Serum for Dry Skin' },
];
const s = storageWith(products);

const ids = async (text: string) =>
  (await s.catalog.search('t', query(text), page(10))).products.map((product) => product.id);

test('the other spelling finds what the catalogue spelling finds, in its order', async () => {
  for (const [british, american] of [
    ['moisturiser', 'moisturizer'],
    ['moisturiser for dry skin', 'moisturizer for dry skin'],
  ] as const) {
    const found = await ids(british);
    assert.equal(found, await ids(american), british);
    assert.ok(found.includes('face-cream'), `${british}: its synonym`);
  }
});

test('its plural finds the singular the catalogue writes', async () => {
  assert.equal(await ids('moisturisers'), await ids('moisturizers'));
  assert.ok((await ids('moisturisers')).includes('moisturizer'));
});

test.run();
