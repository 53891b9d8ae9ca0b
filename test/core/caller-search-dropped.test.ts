/**
 * Taking a constraint back in a conversation (`sessionId`): "running shoes" → "under 100" → "remove the price
 * filter" found nothing ('No product mentions "remove", "price" or "filter"'), and "forget the price limit" after
 * hiking boots listed kids' volume-limited headphones. Now the last search is shown without the constraint, and
 * the chat says so; "start over" clears the conversation.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'run-cheap', title: 'Pulse Running Shoe', category: 'Shoes > Running', price: 85, currency: 'USD' },
  { id: 'run-dear', title: 'Tempo Running Shoe', category: 'Shoes > Running', price: 140, currency: 'USD' },
  {
    id: 'run-red',
    title: 'Blaze Running Shoe',
    category: 'Shoes > Running',
    price: 120,
    currency: 'USD',
    attributes: { color: 'red' },
  },
  {
    id: 'boot',
    title: 'Talus Hiking Boot',
    category: 'Shoes > Hiking',
    price: 190,
    currency: 'USD',
    brand: 'Cairnfield',
  },
  {
    id: 'boot-cheap',
    title: 'Basecamp Hiking Boot',
    category: 'Shoes > Hiking',
    price: 95,
    currency: 'USD',
    brand: 'Ridgeway',
  },
  {
    id: 'phones',
    title: "Kids' Volume-Limited Headphones",
    category: 'Electronics > Headphones',
    price: 30,
    currency: 'USD',
    attributes: { features: ['volume-limited'] },
  },
  { id: 'tent', title: 'Ridge 2-Person Tent', category: 'Outdoor > Tents', price: 200, currency: 'USD' },
];

const { app, search, converse } = await shopCaller(products);
/** What the request finds on its own, as the first of a conversation. */
const alone = async (content: string) => (await search(content)).ids;

test('"remove the price filter" shows the last search without its price, and says so', async () => {
  await converse('running shoes', 'price-1');
  assert.not.ok((await converse('under 100', 'price-1')).ids.includes('run-dear'));
  const removed = await converse('remove the price filter', 'price-1');
  assert.equal(removed.ids, await alone('running shoes'));
  assert.ok(removed.ids.includes('run-dear'));
  assert.match(removed.chat, /^Dropped as you asked: under \$100\. Showing running shoes\./);
  // The conversation goes on without it, and says it once.
  const more = await converse('show me more', 'price-1');
  assert.not.match(more.chat, /Dropped/);
  assert.equal((await converse('in red', 'price-1')).ids, ['run-red']);
});

test('"any price is fine", "forget the price limit": the same, never words to match', async () => {
  await converse('running shoes under 100', 'price-2');
  const any = await converse('any price is fine', 'price-2');
  assert.equal(any.ids, await alone('running shoes'));
  await converse('hiking boots', 'price-3');
  await converse('under 150', 'price-3');
  const forget = await converse('forget the price limit', 'price-3');
  assert.equal(forget.ids, await alone('hiking boots'));
  assert.not.ok(forget.ids.includes('phones'), 'no volume-limited headphones');
  assert.match(forget.chat, /^Dropped as you asked: under \$150\. Showing hiking boots\./);
});

test('a colour and a brand are taken back by name', async () => {
  assert.equal((await converse('red running shoes', 'colour-1')).ids, ['run-red']);
  const colour = await converse('any colour', 'colour-1');
  assert.equal(colour.ids, await alone('running shoes'));
  assert.match(colour.chat, /^Dropped as you asked: colour red\./);
  assert.equal((await converse('cairnfield hiking boots', 'brand-1')).ids, ['boot']);
  const brand = await converse('brand doesn’t matter', 'brand-1');
  assert.equal(brand.ids, await alone('hiking boots'));
  assert.match(brand.chat, /^Dropped as you asked: brand Cairnfield\./);
});

test('"any colour but red" leaves that colour out; "I don\'t care about the brand" takes the brand back', async () => {
  await converse('running shoes', 'colour-2');
  const but = await converse('any colour but red', 'colour-2');
  assert.not.ok(but.ids.includes('run-red'), 'red is left out, not asked for');
  assert.ok(but.ids.includes('run-cheap'));
  assert.equal((await converse('cairnfield hiking boots', 'brand-2')).ids, ['boot']);
  const brand = await converse("I don't care about the brand", 'brand-2');
  assert.equal(brand.ids, await alone('hiking boots'));
});

test('"start over" clears the conversation: its own words stand alone', async () => {
  await converse('running shoes under 100', 'reset-1');
  const tents = await converse('start over with tents', 'reset-1');
  assert.equal(tents.ids, ['tent']);
  assert.match(tents.chat, /^Starting over\. Showing tents\./);
  await converse('hiking boots under 100', 'reset-2');
  const cleared = await converse('clear filters', 'reset-2');
  assert.is(cleared.ids.length, products.length, 'nothing of the last search is left');
  assert.match(cleared.chat, /^Starting over\./);
});

test.after(() => app.close());
test.run();
