/**
 * A clause whose pronoun disagrees with the conversation's person (`sessionId`), through the core's caller on a
 * real SQLite catalogue: "she could use a backpack" after "a gift for my dad under 60" is about her, backpacks for
 * her under $60, no longer the dad's men's ones (it had said "Showing backpack for your dad under $60."); "she's 8"
 * after "boots for my son" is an 8-year-old girl (it had been "your 8-year-old son"). A pronoun that agrees, or a
 * person of either sex ("my friend"), keeps the person. With no one named before, "she could use a backpack" names
 * her (it had listed every backpack); "his wife needs a backpack" after "a gift for my dad" names his wife (it had
 * kept the dad's picks).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { audienceBoots } from '../helpers/sized-boots.ts';

const item = (id: string, title: string, category: string, price: number, gender?: string): Product => ({
  id,
  title,
  category,
  price,
  attributes: gender === undefined ? {} : { gender },
});

const products: Product[] = [
  ...audienceBoots,
  item('pack', 'Ridge Daypack Backpack', 'Bags > Backpacks', 45),
  item('pack-men', "Men's Trail Backpack", 'Bags > Backpacks', 55, 'men'),
  item('pack-women', "Women's Trail Backpack", 'Bags > Backpacks', 50, 'women'),
  item('pack-dear', "Women's Summit Backpack", 'Bags > Backpacks', 140, 'women'),
  item('wallet', 'Slim Leather Wallet', 'Accessories > Wallets', 35, 'men'),
  item('wallet-her', 'Zip Around Wallet', 'Accessories > Wallets', 30, 'women'),
  item('yoga', 'Harmony Yoga Mat', 'Sports > Yoga', 40, 'women'),
];

const { app, converse } = await shopCaller(products);
const sorted = (ids: string[]) => [...ids].sort();

test('"she could use a backpack" after a dad\'s gift: backpacks for her, within the budget', async () => {
  for (const [n, need] of ['she could use a backpack', 'ok, she needs a backpack'].entries()) {
    await converse('a gift for my dad under 60', `dad-${n}`);
    const { ids, chat } = await converse(need, `dad-${n}`);
    assert.equal(sorted(ids), ['pack', 'pack-women'], need);
    assert.match(chat, /^Showing (?:a )?backpacks? for her under \$60\./, need);
  }
  // The same person's pronoun keeps him.
  await converse('a gift for my dad under 60', 'same');
  const his = await converse('he could use a backpack', 'same');
  assert.equal(sorted(his.ids), ['pack', 'pack-men']);
  assert.match(his.chat, /^Showing (?:a )?backpacks? for your dad under \$60\./);
});

test('"he needs a wallet" after a mom\'s gift is about him: men\'s wallets', async () => {
  await converse('a gift for my mom under 60', 'mom');
  const { ids, chat } = await converse('he needs a wallet', 'mom');
  assert.equal(ids, ['wallet']);
  assert.match(chat, /^Showing (?:a )?wallets? for him under \$60\./);
  assert.not.match(chat, /relaxed/);
  // A person of either sex takes any pronoun.
  await converse('a gift for my friend under 60', 'friend');
  const friend = await converse("she's into yoga", 'friend');
  assert.equal(friend.ids, ['yoga']);
  assert.match(friend.chat, /^Showing yoga picks for your friend under \$60\./);
});

test('an age with the other pronoun is another child: "she\'s 8" after a son or a dad', async () => {
  for (const person of ['my son', 'my dad']) {
    await converse(`boots for ${person}`, person);
    const { ids, chat } = await converse("she's 8", person);
    assert.equal(ids, ['kids'], person);
    assert.match(chat, /^Showing boots for an 8-year-old girl\./, person);
  }
});

test('with no one named before, "she could use a backpack" names her: backpacks for her', async () => {
  await converse('hiking boots', 'boots');
  const hers = await converse('she could use a backpack', 'boots');
  assert.equal(sorted(hers.ids), ['pack', 'pack-dear', 'pack-women']);
  assert.match(hers.chat, /^Showing (?:a )?backpacks? for her\./);
  await converse('hiking boots under 100', 'budget');
  const his = await converse('he needs a wallet', 'budget');
  assert.equal(his.ids, ['wallet']);
  assert.match(his.chat, /^Showing (?:a )?wallets? for him under \$100\./);
});

test('a relation of the person names a new one: "his wife needs a backpack", "her son is 8"', async () => {
  await converse('a gift for my dad under 60', 'wife');
  const wife = await converse('his wife needs a backpack', 'wife');
  assert.equal(sorted(wife.ids), ['pack', 'pack-women']);
  assert.match(wife.chat, /^Showing (?:a )?backpacks? for his wife under \$60\./);
  await converse('a gift for my dad', 'yoga');
  const yoga = await converse('his wife is into yoga', 'yoga');
  assert.equal(yoga.ids, ['yoga']);
  assert.match(yoga.chat, /^Showing yoga picks for his wife\./);
  await converse('hiking boots for my mom under 100', 'son');
  const son = await converse('her son is 8', 'son');
  assert.equal(son.ids, ['kids']);
  assert.match(son.chat, /^Showing hiking boots for her 8-year-old son under \$100\./);
});

test.after(() => app.close());
test.run();
