/**
 * A clause about the conversation's person, in a later turn, through the core's caller on a real SQLite catalogue:
 * one describing them ("she hates the cold") is read as in a first request, for them and within the budget (with
 * no one named before, it names "her": warm jackets for her after "jackets"; it had found nothing), and one
 * saying what they need ("he needs a new wallet") names another kind of product for them and the same budget.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (
  id: string,
  title: string,
  category: string,
  price: number,
  attributes: Product['attributes'] = {},
): Product => ({ id, title, category, price, attributes });

const products: Product[] = [
  item('scarf', 'Cashmere Scarf', 'Accessories > Scarves', 55, { gender: 'women', features: ['warm'] }),
  item('scarf-dear', 'Alpaca Wrap Scarf', 'Accessories > Scarves', 120, {
    gender: 'women',
    features: ['warm'],
  }),
  item('fleece', 'Storm Fleece Jacket', 'Clothing > Jackets', 80, {
    gender: 'women',
    features: ['warm'],
    size: ['S', 'M', 'L'],
  }),
  item('rain', 'Harbor Rain Jacket', 'Clothing > Jackets', 90, { gender: 'women', features: ['waterproof'] }),
  item('yoga-mat', 'Harmony Yoga Mat', 'Sports > Yoga', 40, { gender: 'women' }),
  item('wallet', 'Slim Leather Wallet', 'Accessories > Wallets', 35, { gender: 'men' }),
  item('wallet-dear', 'Heritage Bifold Wallet', 'Accessories > Wallets', 95, { gender: 'men' }),
  item('wallet-her', 'Zip Around Wallet', 'Accessories > Wallets', 30, { gender: 'women' }),
  item('tie', 'Silk Knit Tie', 'Accessories > Ties', 40, { gender: 'men' }),
  item('pack', 'Ridge Daypack Backpack', 'Bags > Backpacks', 45),
];

const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('a clause describing the person keeps them and the budget, as in a first request', async () => {
  for (const [n, clause] of ['she hates the cold', 'she is always cold'].entries()) {
    await converse('a gift for my mom under 60', `cold-${n}`);
    const warm = await converse(clause, `cold-${n}`);
    assert.equal(warm.ids, ['scarf'], clause);
    assert.match(warm.chat, /^Showing warm picks for your mom under \$60\./, clause);
  }
  // After a product asked, the need is that product's feature, as in "a jacket for my mom who hates the cold".
  await converse('a jacket for my mom under 100', 'jacket');
  const jackets = await converse('she hates the cold', 'jacket');
  assert.equal(jackets.ids, ['fleece']);
  assert.match(jackets.chat, /^Showing warm jackets? for your mom under \$100\./);
});

test('with no one named before, a clause describing "her" by a need names her, the need the product\'s', async () => {
  for (const [n, clause] of ['she hates the cold', 'she is always cold'].entries()) {
    await converse('jackets', `her-${n}`);
    const warm = await converse(clause, `her-${n}`);
    assert.equal(warm.ids, ['fleece'], clause);
    assert.match(warm.chat, /^Showing warm jackets? for her\./, clause);
  }
});

test('a clause describing the person keeps the product asked and its order', async () => {
  await converse('a jacket for my mom', 'size');
  const sized = await converse('she wears size m', 'size');
  assert.equal(sized.ids, ['fleece']);
  assert.match(sized.chat, /^Showing jackets? for your mom in size M\./);
  assert.not.match(sized.chat, /most popular/);
});

test('a need of the person names another kind for them and the same budget', async () => {
  for (const [n, need] of [
    'he needs a new wallet',
    "he's been wanting a wallet",
    'so he could use a wallet',
  ].entries()) {
    await converse('a gift for my dad under 60', `need-${n}`);
    const wallets = await converse(need, `need-${n}`);
    assert.equal(wallets.ids, ['wallet'], need);
    assert.match(wallets.chat, /^Showing (?:a )?wallet for your dad under \$60\./, need);
  }
  // The shopper's own need starts afresh.
  await converse('a gift for my dad under 60', 'own');
  assert.equal(sorted((await converse('i need a new wallet', 'own')).ids), [
    'wallet',
    'wallet-dear',
    'wallet-her',
  ]);
});

test('"he\'s been wanting" names what he wants in a first request too', async () => {
  const first = await converse("a gift for my dad, he's been wanting a wallet", 'first');
  assert.equal(sorted(first.ids), ['wallet', 'wallet-dear']);
});

test.after(() => app.close());
test.run();
