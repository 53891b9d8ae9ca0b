/**
 * "will it clog pores?" of a cream whose data says "non-comedogenic": answered no from that word
 * (`queryDefaults.pageContext.avertedBy`), where it had said 'I can't tell: nothing about … mentions "clog" or
 * "pores"'. One saying nothing of it still gets that, over the products like it. Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const cream = (id: string, title: string, features: string[], description = ''): Product => ({
  id,
  title,
  description,
  category: 'Beauty > Skincare',
  price: 25,
  attributes: { features },
});
const products: Product[] = [
  cream('light', 'Light Gel Moisturizer', ['non-comedogenic', 'fragrance-free']),
  cream('rich', 'Rich Night Cream', ['rich'], 'A rich cream. It is non-comedogenic and soothing.'),
  cream('balm', 'Barrier Balm', ['rich']),
];
const { app, askOnPage } = await shopCaller(products);

test('"will it clog pores?" of a non-comedogenic cream says no', async () => {
  const found = await askOnPage('will it clog pores?', undefined, 'light');
  assert.match(found.chat, /^No: the Light Gel Moisturizer you're viewing is non-comedogenic\./);
});

test('said in its description only, it is described so', async () => {
  const found = await askOnPage('will this break me out?', undefined, 'rich');
  assert.match(found.chat, /^No: the Rich Night Cream you're viewing is described as non-comedogenic\./);
});

test('one saying nothing of it gets no verdict, the products like it after', async () => {
  const found = await askOnPage('will it clog pores?', undefined, 'balm');
  assert.match(
    found.chat,
    /^I can't tell: nothing about the Barrier Balm you're viewing mentions "clog" or "pores"\. Showing products like the Barrier Balm\./,
  );
  assert.is(found.ids[0], 'balm');
});

test.after(() => app.close());
test.run();
