/**
 * A request's first 1,000 characters are read (`MAX_CONTENT_READ`): a body of tens of thousands of words or one
 * 20,000-letter word is answered from its beginning, not with an internal error or seconds of parsing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'boots', title: 'Waterproof Hiking Boots', price: 120 },
  { id: 'cheap-boots', title: 'Canvas Boots', price: 9 },
  { id: 'tee', title: 'Cotton Tee', price: 15 },
];

const { app, search } = await shopCaller(products);

test('one very long word is answered from the words before it', async () => {
  const { ids, chat } = await search(`boots ${'x'.repeat(20_000)}`);
  assert.ok(ids.includes('boots'));
  assert.match(chat, /^Showing boots/);
});

test('words past the first 1,000 characters are not read', async () => {
  const words = Array.from({ length: 9000 }, (_, i) => `w${i.toString(36)}`).join(' ');
  assert.equal((await search(`boots ${words}`)).ids.sort(), ['boots', 'cheap-boots']);
  const late = await search(`boots ${'and '.repeat(300)}under $10`);
  assert.equal(late.ids.sort(), ['boots', 'cheap-boots'], 'the price came too late to be read');
  assert.equal((await search(`boots ${'and '.repeat(100)}under $10`)).ids, ['cheap-boots']);
});

test('a character split at the limit is left out whole', async () => {
  const { chat } = await search(`${'🥾'.repeat(15_000)}`);
  assert.not.match(chat, /\uFFFD/);
});

test.after(() => app.close());
test.run();
