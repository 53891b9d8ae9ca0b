/**
 * Asking to hear about something ("tell me about tents", "I need info on tents", "what kind of tents do you have",
 * "what do you have in the way of tents") frames the request: its words are neither searched nor echoed (it had
 * searched "tell" and "about": "Showing tell me about tents."), while "tell me about it" / "tell me about the second
 * one" in a conversation or on a page still describe that product.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'dome',
    title: 'Summit Dome Tent',
    category: 'Outdoor > Tents',
    price: 200,
    rating: 4.6,
    reviewCount: 90,
  },
  { id: 'ridge', title: 'Ridge Backpacking Tent', category: 'Outdoor > Tents', price: 260, rating: 4.2 },
  {
    id: 'chatty',
    title: 'Trailhead Info Daypack',
    description: 'Tell your friends about it: the kind of pack you need info on, whatever the way.',
    category: 'Bags > Backpacks',
    price: 60,
  },
  {
    id: 'bag',
    title: 'Alpine Down Sleeping Bag',
    category: 'Outdoor > Sleeping Bags',
    price: 180,
    attributes: { material: 'down' },
  },
];

const { app, search, converse } = await shopCaller(products);

test('asking about tents lists the tents, as "tents" does, and the chat names only them', async () => {
  const bare = await search('tents');
  assert.equal([...bare.ids].sort(), ['dome', 'ridge']);
  for (const words of [
    'tell me about tents',
    'can you tell me about tents?',
    'what do you know about tents',
    'I need info on tents',
    'i want to know more about tents',
    'hi, any info on tents?',
    'talk to me about tents',
    'what do you have in the way of tents',
    'what kind of tents do you have?',
    "show me what you've got for tents",
    'what are my options for tents',
  ]) {
    const { ids, chat } = await search(words);
    assert.equal(ids, bare.ids, words);
    assert.match(chat, /^Showing tents\. /, words);
    assert.not.match(chat, /mentions|tell|about|info/i, words);
  }
});

test('in a conversation, "tell me about sleeping bags" is a new search; "tell me about the second one" still describes it', async () => {
  await converse('tents', 'c1');
  const bags = await converse('tell me about sleeping bags', 'c1');
  assert.equal(bags.ids, ['bag']);
  assert.match(bags.chat, /^Showing sleeping bags\. /);
  const shown = (await converse('tents', 'c1')).ids;
  const second = await converse('tell me about the second one', 'c1');
  assert.equal(second.ids[0], shown[1]);
  assert.match(second.chat, /^The (?:Summit Dome|Ridge Backpacking) Tent costs \$\d+/);
});

test.after(() => app.close());
test.run();
