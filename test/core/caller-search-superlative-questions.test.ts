/**
 * A superlative asked of the conversation's list ("which is the lightest?", "which one is the cheapest?", "what's
 * the best rated one?", "which has the longest battery life?", "which is the warmest?"), through the core's caller.
 * In the demo shop "which is the lightest?" after "backpacks" had opened "Showing lightest products. I found 148
 * matches" with a beach tent first: the kind was lost, "lightest" read as the lightweight feature over the whole
 * shop. It keeps the conversation's query: ordered by the measure, price or rating, the first match named as the
 * answer; where none of the list states the measure, the chat says so and the kind stays.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const inCategory = (ids: string[], category: string) =>
  ids.length > 0 && ids.every((id) => byId.get(id)?.category === category);

test('where the kind states no such measure, the chat says so and the kind stays', async () => {
  for (const [kind, question, category, said] of [
    [
      'backpacks',
      'which is the lightest?',
      'Bags > Backpacks',
      "None of these backpacks states its weight, so I can't tell which is the lightest.",
    ],
    [
      'backpacks',
      'which one is the heaviest?',
      'Bags > Backpacks',
      "None of these backpacks states its weight, so I can't tell which is the heaviest.",
    ],
    [
      'backpacks',
      'which has the longest battery life?',
      'Bags > Backpacks',
      "None of these backpacks states its battery life, so I can't tell which has the longest battery life.",
    ],
    [
      'jackets',
      'which is the warmest?',
      'Clothing > Jackets',
      "None of these jackets states how warm it is, so I can't tell which is the warmest.",
    ],
    [
      'headphones',
      'which is the lightest?',
      'Electronics > Headphones',
      "None of these headphones states its weight, so I can't tell which is the lightest.",
    ],
  ] as const) {
    const session = `unstated-${kind}-${question}`;
    await demo.converse(kind, session);
    const { ids, chat } = await demo.converse(question, session);
    assert.ok(chat.startsWith(said), `${question}: ${chat}`);
    assert.not.match(chat, /products/, question);
    assert.ok(
      inCategory(ids, category),
      `${question}: ${ids.map((id) => byId.get(id)?.category).join(', ')}`,
    );
  }
});

test('not asked as a question, a superlative alone narrows the list by its words', async () => {
  await demo.converse('backpacks', 'alone-1');
  const { ids, chat } = await demo.converse('the lightest', 'alone-1');
  assert.ok(chat.startsWith('Showing lightest backpacks.'), chat);
  assert.ok(inCategory(ids, 'Bags > Backpacks'));
});

test('a question answered by price or rating names the first match first', async () => {
  await demo.converse('backpacks', 'cheapest-1');
  const cheapest = await demo.converse('which one is the cheapest?', 'cheapest-1');
  const backpacks = products.filter((product) => product.category === 'Bags > Backpacks');
  const low = Math.min(...backpacks.map((product) => product.price ?? Infinity));
  const first = byId.get(cheapest.ids[0] ?? '');
  assert.is(first?.price, low);
  assert.ok(
    cheapest.chat.startsWith(
      `The cheapest is the ${first?.brand} ${first?.title} ($${low.toFixed(2)}). Showing backpacks, cheapest first.`,
    ),
    cheapest.chat,
  );
  await demo.converse('backpacks', 'rated-1');
  const rated = await demo.converse("what's the best rated one?", 'rated-1');
  assert.match(
    rated.chat,
    /^The best rated is the [^.]+ \(rated \d(?:\.\d)?\/5 from [\d,]+ reviews\)\. Showing backpacks, best rated first\./,
  );
  // Shown again with "more", the answer is not said again.
  const more = await demo.converse('show me more', 'rated-1');
  assert.match(more.chat, /^Showing backpacks, best rated first\./);
});

test('"which is the best?" is the best rated, as "the best rated" orders the list, the winner named', async () => {
  await demo.converse('backpacks', 'best-rated-1');
  const rated = await demo.converse('the best rated', 'best-rated-1');
  for (const question of ['which is the best?', 'which one is the best?', "what's the best one?"]) {
    const session = `best-${question}`;
    await demo.converse('backpacks', session);
    const { ids, chat } = await demo.converse(question, session);
    assert.equal(ids, rated.ids, question);
    const top = byId.get(ids[0] ?? '');
    assert.ok(
      chat.startsWith(`The best rated is the ${top?.brand} ${top?.title} (rated `) &&
        chat.includes('Showing backpacks, best rated first.'),
      chat,
    );
    assert.not.match(chat, /best backpacks/);
  }
});

test('the answer names the winner once: the picks after it start at the next one', async () => {
  await demo.converse('backpacks', 'picks-1');
  const { ids, chat } = await demo.converse('which one is the cheapest?', 'picks-1');
  const [first, second] = ids.map((id) => byId.get(id));
  assert.ok(chat.startsWith(`The cheapest is the ${first?.brand} ${first?.title}`), chat);
  assert.is(chat.split(`${first?.title}`).length, 2, chat);
  assert.not.match(chat, /Top pick/);
  assert.ok(chat.includes(`Also worth a look: ${second?.brand} ${second?.title}`), chat);
});

test('a measure the kind states orders the list, its first named with its value', async () => {
  await demo.converse('headphones', 'battery-1');
  const { ids, chat } = await demo.converse('which has the longest battery life?', 'battery-1');
  assert.ok(inCategory(ids, 'Electronics > Headphones'));
  const top = byId.get(ids[0] ?? '');
  assert.ok(
    chat.startsWith(
      `The one with the longest battery life is the ${top?.brand} ${top?.title} (${String(top?.attributes?.['batteryLife'])}). Showing headphones, longest battery life first.`,
    ),
    chat,
  );
});

test("a verb's superlative is said as the verb ('sleeps the most'), not as its order", async () => {
  for (const [question, said] of [
    ['which sleeps the most?', 'sleeps the most'],
    ['which one seats the most?', 'seats the most'],
    ['which sleeps more?', 'sleeps the most'],
  ] as const) {
    const session = `verb-${question}`;
    await demo.converse('tents', session);
    const { ids, chat } = await demo.converse(question, session);
    const top = byId.get(ids[0] ?? '');
    assert.ok(inCategory(ids, 'Outdoor > Tents'), question);
    assert.ok(chat.startsWith(`The one that ${said} is the ${top?.brand} ${top?.title} (`), chat);
    assert.not.match(chat, /roomiest capacity is/);
  }
});

test('a verb\'s superlative before a use orders the list narrowed to it: "which sleeps the most for camping?"', async () => {
  await demo.converse('tents', 'verb-use');
  const { ids, chat } = await demo.converse('which sleeps the most for camping?', 'verb-use');
  const top = byId.get(ids[0] ?? '');
  const people = ids.map((id) => parseInt(String(byId.get(id)?.attributes?.['capacity'] ?? '0'), 10));
  assert.ok(inCategory(ids, 'Outdoor > Tents'));
  // The catalogue's tiers stay first (a later tier's match after them), by capacity within the first.
  assert.equal(people[0], Math.max(...people));
  assert.equal(
    people.slice(0, 5),
    [...people.slice(0, 5)].sort((a, b) => b - a),
  );
  assert.ok(chat.startsWith(`The one that sleeps the most is the ${top?.brand} ${top?.title} (`), chat);
  assert.match(chat, /Showing tents for camping, roomiest capacity first\./);
  assert.not.match(chat, /"most"|Showing sleeps/);
});

const speaker = (id: string, weight: string): Product => ({
  id,
  title: `${id} Speaker`,
  category: 'Speakers',
  price: 50,
  attributes: { weight, features: ['waterproof'] },
});
const tent = (id: string): Product => ({
  id,
  title: `${id} Tent`,
  category: 'Tents',
  price: 90,
  attributes: { features: ['lightweight'] },
});

test('"which is the lightest?" orders by weight where the kind states it', async () => {
  const shop = await shopCaller([
    speaker('Pebble', '540 g'),
    speaker('Canyon', '1.2 kg'),
    speaker('Lantern', '300 g'),
    tent('Dome'),
  ]);
  await shop.converse('speakers', 'weights-1');
  const { ids, chat } = await shop.converse('which is the lightest?', 'weights-1');
  assert.equal(ids, ['Lantern', 'Pebble', 'Canyon']);
  assert.ok(
    chat.startsWith('The lightest is the Lantern Speaker (300 g). Showing speakers, lightest first.'),
    chat,
  );
});

test('a hyphenated or multi-word kind none states it of is said in the plural of its last word', async () => {
  const shop = await shopCaller([
    { id: 'plain', title: 'Plain Tee', category: 'Clothing > T-Shirt', price: 20 },
    { id: 'pocket', title: 'Pocket Tee', category: 'Clothing > T-Shirt', price: 25 },
    { id: 'cork', title: 'Cork Mat', category: 'Fitness > Yoga Mat', price: 35 },
    { id: 'foam', title: 'Foam Mat', category: 'Fitness > Yoga Mat', price: 30 },
  ]);
  for (const [kind, said] of [
    ['t-shirt', 'None of these t-shirts states its weight'],
    ['yoga mat', 'None of these yoga mats states its weight'],
  ] as const) {
    await shop.converse(kind, `plural-${kind}`);
    const { chat } = await shop.converse('which is the lightest?', `plural-${kind}`);
    assert.ok(chat.startsWith(said), `${kind}: ${chat}`);
  }
});

test('a superlative asked with a use narrows the list by the use and orders it', async () => {
  await demo.converse('headphones', 'use-best');
  const best = await demo.converse('which is the best one for running?', 'use-best');
  assert.ok(inCategory(best.ids, 'Electronics > Headphones'), best.chat);
  assert.match(
    best.chat,
    /^The best rated is the .+\. Showing headphones for running, best rated first\./,
    best.chat,
  );
  await demo.converse('backpacks', 'use-cheapest');
  const cheapest = await demo.converse('which one is the cheapest for hiking?', 'use-cheapest');
  assert.ok(inCategory(cheapest.ids, 'Bags > Backpacks'), cheapest.chat);
  assert.match(
    cheapest.chat,
    /^The cheapest is the .+ Showing backpacks for hiking, cheapest first\./,
    cheapest.chat,
  );
  await demo.converse('backpacks', 'use-lightest');
  const lightest = await demo.converse('which is the lightest for travel?', 'use-lightest');
  assert.ok(inCategory(lightest.ids, 'Bags > Backpacks'), lightest.chat);
  assert.ok(
    lightest.chat.startsWith(
      "None of these backpacks states its weight, so I can't tell which is the lightest. Showing lightweight backpacks for travel.",
    ),
    lightest.chat,
  );
});

test.run();
