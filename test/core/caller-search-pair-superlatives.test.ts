/**
 * Every superlative the shop answers, asked of a list of exactly two, is said as its comparative: "newest" (or
 * "latest") → "The newer is …", "best rated" → "The better rated is …", "roomiest" → "The roomier is …", "most
 * storage" → "The one with more storage is …" (it had said "The one with the more storage"). Through the core's
 * caller on a real SQLite catalogue of two speakers that state every measure. Asked with no such measure stated,
 * "which has the most storage?" had said "so I can't tell which has the storage."
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

/** A speaker `n` times the first's in every measure, price and rating rising with it. */
const speaker = (id: string, title: string, n: number): Product => ({
  id,
  title,
  category: 'Electronics > Speakers',
  price: 30 + 20 * n,
  rating: 3.6 + 0.5 * n,
  reviewCount: 10 * n,
  createdAt: `202${3 + n}-01-01`,
  attributes: {
    weight: `${300 * n} g`,
    thickness: `${10 * n} mm`,
    length: `${100 * n} mm`,
    volume: `${500 * n} ml`,
    output: `${10 * n} W`,
    'battery life': `${8 * n} hours`,
    storage: `${16 * n} GB`,
  },
});

const jacket = (id: string, title: string, price: number): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price,
  attributes: {},
});

const one = 'the Alpha Speaker';
const two = 'the Beta Speaker';

const { converse } = await shopCaller([
  speaker('alpha', 'Alpha Speaker', 1),
  speaker('beta', 'Beta Speaker', 2),
  jacket('harbor', 'Harbor Jacket', 50),
  jacket('ridge', 'Ridge Jacket', 80),
  jacket('storm', 'Storm Jacket', 90),
]);

test('each superlative asked of two speakers is said as its comparative', async () => {
  for (const [asked, said] of [
    ['which is the cheapest?', `The cheaper is ${one} ($50).`],
    ['which is the most expensive?', `The more expensive is ${two} ($70).`],
    ['which is the best rated?', `The better rated is ${two} (rated 4.6/5 from 20 reviews).`],
    ['which is the best?', `The better rated is ${two}`],
    ['which is the most popular?', `The more popular is ${two}.`],
    ['which is the newest?', `The newer is ${two}.`],
    ['which is the latest?', `The newer is ${two}.`],
    ['which is the most recent?', `The newer is ${two}.`],
    ['which is the lightest?', `The lighter is ${one} (300 g).`],
    ['which is the heaviest?', `The heavier is ${two} (600 g).`],
    ['which is the thickest?', `The thicker is ${two} (20 mm).`],
    ['which is the thinnest?', `The thinner is ${one} (10 mm).`],
    ['which is the longest?', `The longer is ${two} (200 mm).`],
    ['which is the shortest?', `The shorter is ${one} (100 mm).`],
    ['which is the biggest?', `The bigger is ${two} (1000 ml).`],
    ['which is the largest?', `The larger is ${two} (1000 ml).`],
    ['which is the smallest?', `The smaller is ${one} (500 ml).`],
    ['which is the roomiest?', `The roomier is ${two} (1000 ml).`],
    ['which is the loudest?', `The louder is ${two} (20 W).`],
    ['which is the most powerful?', `The more powerful is ${two} (20 W).`],
    ['which has the longest battery life?', `The one with the longer battery life is ${two} (16 hours).`],
    ['which has the most storage?', `The one with more storage is ${two} (32 GB).`],
  ] as const) {
    await converse('speakers', asked);
    const { chat } = await converse(asked, asked);
    assert.ok(chat.startsWith(said), `${asked}: ${chat}`);
  }
});

test('a measure none states: "which has the most storage?" keeps its "most", "more" of two', async () => {
  await converse('jackets', 'storage-3');
  const three = await converse('which has the most storage?', 'storage-3');
  assert.ok(three.chat.includes("so I can't tell which has the most storage."), three.chat);
  await converse('jackets under 85', 'storage-2');
  const pair = await converse('which has the most storage?', 'storage-2');
  assert.ok(pair.chat.includes("so I can't tell which has more storage."), pair.chat);
});

test.run();
