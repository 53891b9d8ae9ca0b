/**
 * Taking the audience back in a conversation (`sessionId`, "any gender") after relaxation left an audience out:
 * that exclusion was never asked, so it goes unsaid. After "hiking boots for my 12 year old son" and "bigger
 * sizes" (the kids' audience gave way, women's boots left out for him), "any gender" had said "Dropped as you
 * asked: not for women"; now it lists every boot without that. An exclusion the shopper asked is still said. An
 * audience only the son's age implied is said as such ("Dropped as you asked: kids' products only.", not "for
 * kids", which the shopper never said), and the person without the age that implied it: "for your son", as the
 * boots shown are adults' too (it had said "for your 12-year-old son").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, category: string, gender: string, size?: string[]): Product => ({
  id,
  title: `${category.split(' > ').at(-1) ?? ''} ${id}`,
  category,
  price: 60,
  attributes: { gender, ...(size !== undefined && { size }) },
});
const products: Product[] = [
  item('kids-boot', 'Shoes > Hiking Boots', 'kids', ['11', '12', '13', '1', '2', '3', '4', '5']),
  item('men-boot', 'Shoes > Hiking Boots', 'men', ['7', '8', '9', '10', '11', '12']),
  item('women-boot', 'Shoes > Hiking Boots', 'women', ['5', '6', '7', '8', '9']),
  // No men's wallet: a dad's audience gives way to any wallet not for children.
  item('women-wallet', 'Accessories > Wallets', 'women'),
  item('kids-wallet', 'Accessories > Wallets', 'kids'),
];

const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"any gender" after a son\'s "bigger sizes": every boot, no "not for women" said dropped', async () => {
  await converse('hiking boots for my 12 year old son', 'son');
  const bigger = await converse('bigger sizes', 'son');
  assert.equal(bigger.ids, ['men-boot']);
  const { ids, chat } = await converse('any gender', 'son');
  assert.equal(sorted(ids), ['men-boot', 'women-boot']);
  assert.not.match(chat, /not for women/);
  assert.not.match(chat, /Dropped as you asked/);
});

test('"any gender" after a dad\'s wallets relaxed: no "not for kids" said dropped', async () => {
  const first = await converse('a wallet for my dad', 'dad');
  assert.equal(first.ids, ['women-wallet']);
  const { ids, chat } = await converse('any gender', 'dad');
  assert.equal(sorted(ids), ['kids-wallet', 'women-wallet']);
  assert.not.match(chat, /not for kids/);
});

test('an exclusion the shopper asked is still said dropped: "hiking boots not for women", "any gender"', async () => {
  await converse('hiking boots not for women', 'asked');
  const { ids, chat } = await converse('any gender', 'asked');
  assert.equal(sorted(ids), ['kids-boot', 'men-boot', 'women-boot']);
  assert.match(chat, /^Dropped as you asked: not for women\./);
});

test('an audience only the son\'s age implied is named as such when taken back: "kids\' products only"', async () => {
  for (const [n, wide] of ['for everyone', 'any gender'].entries()) {
    await converse('hiking boots for my 12 year old son', `implied-${n}`);
    const { ids, chat } = await converse(wide, `implied-${n}`);
    assert.equal(sorted(ids), ['kids-boot', 'men-boot', 'women-boot'], wide);
    assert.match(chat, /^Dropped as you asked: kids' products only\./, wide);
  }
  // Named by the shopper, it is said as they named it.
  await converse('hiking boots for kids', 'named');
  assert.match((await converse('any gender', 'named')).chat, /^Dropped as you asked: for kids\./);
});

test('the person whose age implied the audience taken back is named without the age', async () => {
  const cases = [
    ['hiking boots for my 12 year old son', 'for everyone', /Showing hiking boots for your son\./],
    ['hiking boots for an 8 year old nephew', 'any gender', /Showing hiking boots for a nephew\./],
    ['hiking boots for a 10 year old', 'for anyone', /Showing hiking boots\./],
  ] as const;
  for (const [first, wide, said] of cases) {
    await converse(first, first);
    const { ids, chat } = await converse(wide, first);
    assert.equal(sorted(ids), ['kids-boot', 'men-boot', 'women-boot'], first);
    assert.match(chat, said, first);
    assert.not.match(chat, /year-old/, first);
    // Later turns keep the person so named.
    assert.not.match((await converse('under 100', first)).chat, /year-old/, first);
  }
  // A person named with no age keeps the audience's word unsaid and the person as named.
  await converse('hiking boots for my wife', 'wife');
  assert.match((await converse('any gender', 'wife')).chat, /Showing hiking boots for your wife\./);
});

test.after(() => app.close());
test.run();
