/**
 * The ways a request is opened or framed ("I'd like to buy", "do you guys carry", "help me pick", "let's look
 * at", "make it…"), through the core's caller on a real SQLite catalogue: their words neither rank products whose
 * descriptions hold them nor are echoed by the chat, nor carry into the conversation's later turns.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'explorer',
    title: 'Explorer Rolltop Backpack',
    description: 'A roomy rolltop backpack in black.',
    category: 'Bags > Backpacks',
    price: 105,
    rating: 4.8,
    reviewCount: 900,
    attributes: { color: 'black' },
  },
  {
    id: 'carry-on',
    title: 'Carry-On Travel Backpack',
    description: 'Carry it on any flight.',
    category: 'Bags > Backpacks',
    price: 98,
    rating: 3,
    reviewCount: 40,
    attributes: { color: 'grey' },
  },
  {
    id: 'expandable',
    title: 'Expandable Travel Backpack',
    description:
      "The backpack people like to buy when they want to get one bag: make it your pick if you're thinking " +
      "about getting one, guys. Let's look at why.",
    category: 'Bags > Backpacks',
    price: 145,
    rating: 2.6,
    reviewCount: 30,
    attributes: { color: 'navy' },
  },
  {
    id: 'highpoint',
    title: 'Highpoint Waterproof Hiking Boot',
    description: 'A waterproof leather hiking boot.',
    category: 'Shoes > Hiking',
    price: 180,
    rating: 4.8,
    reviewCount: 500,
    attributes: { color: 'brown', features: ['waterproof'] },
  },
  {
    id: 'talus',
    title: 'Talus Waterproof Hiking Boot',
    description: 'A waterproof hiking boot for winter.',
    category: 'Shoes > Hiking',
    price: 260,
    rating: 4.5,
    reviewCount: 200,
    attributes: { color: 'brown', features: ['waterproof'] },
  },
];

const { app, search, converse } = await shopCaller(products);

test('a framed request lists what its product words alone list, and the chat names only them', async () => {
  const bare = await search('backpack');
  assert.is(bare.ids[0], 'explorer');
  for (const words of [
    "I'd like to buy a backpack",
    'i wanna get a backpack',
    "I'm thinking about getting a backpack",
    'do you guys carry backpacks?',
    'help me pick a backpack',
    "hmm, actually let's look at backpacks",
    'i need a new backpack',
  ]) {
    const { ids, chat } = await search(words);
    assert.equal(ids, bare.ids, words);
    assert.match(chat, /^Showing backpacks?\. /, words);
  }
});

test('"make it…" and "let\'s look at" leave no words for the later turns of a conversation', async () => {
  await converse('waterproof hiking boots', 'boots');
  const cheaper = await converse('actually make it under 200', 'boots');
  assert.equal(cheaper.ids, ['highpoint']);
  assert.match(cheaper.chat, /^Showing waterproof hiking boots under \$200\./);
  assert.match(
    (await converse('in brown', 'boots')).chat,
    /^Showing brown waterproof hiking boots under \$200\./,
  );
  await converse('hiking boots', 'bags');
  await converse("hmm, actually let's look at backpacks", 'bags');
  const black = await converse('in black', 'bags');
  assert.equal(black.ids, ['explorer']);
  assert.match(black.chat, /^Showing black backpacks\./);
});

test('moving a conversation on ("now backpacks", "backpacks too", "I also need") searches only the product words', async () => {
  for (const [words, session] of [
    ['now backpacks', 'on-1'],
    ['ok now show me backpacks', 'on-2'],
    ['backpacks too', 'on-3'],
    ['backpacks as well', 'on-4'],
    ['i also need a backpack', 'on-5'],
  ] as const) {
    await converse('hiking boots', session);
    const moved = await converse(words, session);
    assert.equal(moved.ids[0], 'explorer', words);
    assert.match(moved.chat, /^Showing backpacks?\. /, words);
    assert.not.match(moved.chat, /mentions/, words);
    const black = await converse('in black', session);
    assert.match(black.chat, /^Showing black backpacks?\. /, words);
  }
});

test.after(() => app.close());
test.run();
