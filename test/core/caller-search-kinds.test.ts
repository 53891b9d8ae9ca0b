/**
 * A kind named with its attribute's noun ("dry skin" of a `skinType`) leaves out the products whose attribute or
 * title names only another kind, through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const cream = (id: string, title: string, skinType: string | undefined, reviewCount: number): Product => ({
  id,
  title,
  description: 'A moisturizer made for dry winter skin and sensitive skin days.',
  category: 'Beauty > Skincare',
  price: 20,
  rating: 4.5,
  reviewCount,
  attributes: skinType === undefined ? {} : { skinType },
});

const { app, search } = await shopCaller([
  cream('oily', 'Hydrating Moisturizer for Oily Skin', 'oily', 5000),
  cream('titled', 'Rich Moisturizer for Oily Skin', undefined, 4000),
  cream('dry', 'Barrier Moisturizer', 'dry', 10),
  cream('every', 'Daily Moisturizer', 'all skin types', 20),
  cream('normal', 'Light Moisturizer', 'normal', 30),
]);

test('"moisturizer for dry skin" lists no moisturizer for another skin type, the dry one first', async () => {
  const { ids, chat } = await search('moisturizer for dry skin');
  assert.equal(ids[0], 'dry');
  assert.equal([...ids].sort(), ['dry', 'every']);
  assert.not.match(chat, /Oily/);
});

test('"moisturizer for dry or normal skin" keeps both kinds', async () => {
  const { ids } = await search('moisturizer for dry or normal skin');
  assert.equal([...ids].sort(), ['dry', 'every', 'normal']);
});

test('"moisturizer" alone lists every kind', async () => {
  const { ids } = await search('moisturizer');
  assert.is(ids.length, 5);
});

test.after(async () => app.close());
test.run();
