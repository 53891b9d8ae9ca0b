/**
 * A fact the shopper tells about their own body after a list ("i have wide feet" after "running shoes") belongs to
 * that list: it had searched the whole shop for "i have wide feet" ("No product mentions "have"", yoga straps and
 * beach tents), and the next turn "something under 100" searched "i wide feet under $100". Now the list narrows to
 * the feature suiting the fact where the catalogue tags it ("i have sensitive skin" after "moisturizer":
 * fragrance-free ones), else stays and the chat says none of it states that ("None of these running shoes states
 * its width."). "i'm allergic to wool" after "sweaters" leaves out wool without "i m" echoed. Through the core's
 * caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const item = (id: string, title: string, category: string, features: string[], price = 80): Product => ({
  id,
  title,
  description: `A ${title.toLowerCase()}.`,
  category,
  price,
  attributes: { features, material: /wool/iu.test(title) ? 'wool' : 'cotton' },
});

const { converse } = await shopCaller([
  item('swift', 'Swift Running Shoe', 'Shoes > Running', ['cushioned'], 90),
  item('pace', 'Pace Running Shoe', 'Shoes > Running', ['lightweight'], 120),
  item('tempo', 'Tempo Running Shoe', 'Shoes > Running', ['breathable'], 110),
  item('strap', 'Wide Yoga Strap', 'Sports > Yoga', ['adjustable'], 10),
  item('tent', 'Wide Door Beach Tent', 'Outdoor > Tents', ['sun-protective'], 60),
  item('hike', 'Ridge Hiking Boot', 'Shoes > Hiking', ['supportive', 'waterproof'], 150),
  item('calm', 'Calm Moisturizer', 'Beauty > Skincare', ['fragrance-free'], 30),
  item('rose', 'Rose Moisturizer', 'Beauty > Skincare', ['rich'], 25),
  item('glow', 'Glow Moisturizer', 'Beauty > Skincare', ['brightening'], 28),
  item('merino', 'Merino Wool Sweater', 'Clothing > Sweaters', ['warm']),
  item('cotton', 'Cotton Crew Sweater', 'Clothing > Sweaters', ['soft']),
]);
const RUNNING = ['pace', 'swift', 'tempo'];
const sorted = (ids: string[]) => [...ids].sort();

for (const [session, fact] of [
  ['w1', 'i have wide feet'],
  ['w2', 'my feet are narrow'],
  ['w3', 'ok, i have really wide feet'],
  ['w5', 'i have a wide foot'],
] as const)
  test(`"${fact}" after "running shoes" keeps them and says none states its width`, async () => {
    await converse('i need new running shoes', session);
    const { ids, chat } = await converse(fact, session);
    assert.equal(sorted(ids), RUNNING, chat);
    assert.match(chat, /^Showing running shoes\./, chat);
    assert.match(chat, /None of these running shoes states its width\./, chat);
    assert.not.match(chat, /mentions/, chat);
  });

test("the turn after the fact narrows the running shoes, not the fact's words", async () => {
  await converse('i need new running shoes', 'w4');
  await converse('i have wide feet', 'w4');
  const { ids, chat } = await converse('something under 100', 'w4');
  assert.equal(ids, ['swift'], chat);
  assert.match(chat, /^Showing running shoes under \$100\./, chat);
});

test('"i have flat feet" asks for support where the list has none tagged: the list kept, said unstated', async () => {
  await converse('running shoes', 'f1');
  const { ids, chat } = await converse('i have flat feet', 'f1');
  assert.equal(sorted(ids), RUNNING, chat);
  assert.match(chat, /None of these running shoes states its arch support\./, chat);
  assert.not.match(chat, /relaxed/, chat);
});

test('"i have sensitive skin" after "moisturizer" lists the fragrance-free ones', async () => {
  await converse('moisturizer', 's1');
  const { ids, chat } = await converse('i have sensitive skin', 's1');
  assert.equal(ids, ['calm'], chat);
  assert.match(chat, /^Showing fragrance-free moisturizer\./, chat);
});

test('"i\'m allergic to wool" after "sweaters" leaves out wool, echoing no "i m"', async () => {
  await converse('sweaters', 'a1');
  const { ids, chat } = await converse("i'm allergic to wool", 'a1');
  assert.equal(ids, ['cotton'], chat);
  assert.match(chat, /^Showing sweaters, without wool\./, chat);
});

test.run();
