/**
 * A kind the shop sells by the very word typed comes first, then the near kinds: "comforter" had listed three
 * "Duvet Cover"s before every comforter ("duvet" is a synonym of "comforter", rarer in the shop than "comfort",
 * the stem "comfortable" shares), though a duvet cover is a cover. A synonym now scores no more than the typed word,
 * and a title holding the synonym only before its own head noun does not hold the query's head; "Down Duvet",
 * whose head the synonym is, still comes before the covers.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, title: string, description: string): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  description,
  price: 120,
  rating: 4.5,
  reviewCount: 300,
});

const comforters = ['comforter-sateen', 'comforter-quilted', 'comforter-organic'];
const covers = ['cover-linen', 'cover-percale', 'cover-washed'];
const products: Product[] = [
  product('comforter-sateen', 'Cotton Sateen Comforter', 'A warm comforter for cold nights.'),
  product('comforter-quilted', 'Quilted Comforter in Sand', 'A box-stitched comforter.'),
  product('comforter-organic', 'Organic Cotton Comforter', 'A light comforter for summer.'),
  product('duvet-down', 'Goose Down Duvet', 'A warm duvet filled with goose down.'),
  product('cover-linen', 'Breathable Linen Duvet Cover', 'A comfortable cover that keeps you cool.'),
  product('cover-percale', 'Percale Duvet Cover in Sky Blue', 'Crisp and comfortable percale.'),
  product('cover-washed', 'Washed Cotton Duvet Cover', 'Soft, comfortable washed cotton for your comfort.'),
  product('pillow', 'Memory Foam Pillow', 'A comfortable pillow that holds its shape.'),
  product('sheets', 'Flannel Sheet Set', 'Comfortable flannel sheets for winter.'),
  product('throw', 'Knit Throw Blanket', 'A comfortable throw for the sofa.'),
  product('topper', 'Mattress Topper', 'Adds comfort to any mattress.'),
  product('slippers', 'Fleece Slippers', 'Comfortable slippers for cold floors.'),
  product('robe', 'Waffle Bath Robe', 'A comfortable robe of waffle cotton.'),
];

const { search } = await shopCaller(products);

test('"comforter" lists the comforters, then the duvet, then the duvet covers', async () => {
  const { ids } = await search('comforter');
  assert.equal(ids.slice(0, 3).sort(), [...comforters].sort());
  assert.is(ids[3], 'duvet-down');
  assert.equal(ids.slice(4, 7).sort(), [...covers].sort());
});

test('"queen comforter" too', async () => {
  const { ids } = await search('queen comforter');
  assert.equal(ids.slice(0, 3).sort(), [...comforters].sort());
});

test('"duvet cover" still lists the duvet covers first', async () => {
  const { ids } = await search('duvet cover');
  assert.equal(ids.slice(0, 3).sort(), [...covers].sort());
});

test.run();
