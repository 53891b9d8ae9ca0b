/**
 * Audiences the shopper leaves out: "running shoes not for kids" used to read "for kids" as the audience asked
 * for and list only kids' shoes. A negated audience now leaves out the products tagged with it, and the chat
 * says so; a conversation can leave out the audience it first asked for.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'kids-shoe', title: 'Cadence Running Shoe', price: 50, attributes: { gender: 'kids' } },
  { id: 'women-shoe', title: 'Stride Running Shoe', price: 90, attributes: { gender: 'women' } },
  { id: 'men-shoe', title: 'Tempo Running Shoe', price: 95, attributes: { gender: 'men' } },
  { id: 'plain-shoe', title: 'Daily Running Shoe', price: 70 },
];

const { app, search, converse } = await shopCaller(products);

test('a negated audience leaves its products out, and the chat says so', async () => {
  for (const words of [
    'running shoes not for kids',
    'running shoes but not for kids',
    'running shoes except kids',
    'non-kids running shoes',
  ]) {
    const { ids, chat } = await search(words);
    assert.equal([...ids].sort(), ['men-shoe', 'plain-shoe', 'women-shoe'], words);
    assert.match(chat, /^Showing running shoes, not for kids\./, words);
  }
  const { ids, chat } = await search("running shoes, not women's or kids'");
  assert.equal([...ids].sort(), ['men-shoe', 'plain-shoe']);
  assert.match(chat, /not for women or kids\./);
});

test('a conversation can leave out the audience it asked for', async () => {
  assert.equal((await converse('kids running shoes', 'c1')).ids, ['kids-shoe']);
  const next = await converse('not for kids', 'c1');
  assert.equal([...next.ids].sort(), ['men-shoe', 'plain-shoe', 'women-shoe']);
  assert.match(next.chat, /^Showing running shoes, not for kids\./);
});

test('an audience only implied ("for my wife") admits untagged products, not those tagged for another', async () => {
  const shop = await shopCaller([
    { id: 'women-tee', title: 'Crew Tee', price: 20, attributes: { gender: 'women' } },
    { id: 'men-tee', title: 'Pocket Tee', price: 20, attributes: { gender: 'men' } },
    { id: 'kettle', title: 'Enamel Kettle', price: 30 },
    { id: 'serum', title: 'Glow Serum', price: 25 },
  ]);
  const { ids, chat } = await shop.search('a gift for my wife under 50');
  assert.equal([...ids].sort(), ['kettle', 'serum', 'women-tee']);
  assert.match(chat, /^Showing products for your wife under \$50\./);
  assert.equal((await shop.search("women's products")).ids, ['women-tee'], 'named, it filters as before');
  shop.app.close();
});

test.after(() => app.close());
test.run();
