/**
 * "tell me about the second one", "what do you think of it?", "I like the first one": a request about the
 * pointed-at (or viewed) product as a whole keeps it as the subject, shows it with products like it, and the chat
 * describes it from its data, through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  {
    id: 'harbor',
    title: 'Harbor Rain Jacket',
    brand: 'Coastline',
    category: 'Clothing > Jackets',
    price: 90,
    rating: 4.5,
    reviewCount: 120,
    attributes: { material: 'nylon', features: ['waterproof', 'packable'], color: ['navy', 'red'] },
  },
  {
    id: 'ridge',
    title: 'Ridge Rain Jacket',
    category: 'Clothing > Jackets',
    price: 120,
    attributes: { material: 'polyester', features: ['windproof'] },
  },
  {
    id: 'storm',
    title: 'Storm Rain Jacket',
    category: 'Clothing > Jackets',
    price: 150,
    attributes: { material: 'nylon', features: ['waterproof'] },
  },
  {
    id: 'tent',
    title: 'Summit Dome Tent',
    category: 'Outdoor > Tents',
    price: 200,
    attributes: { capacity: '3-person' },
  },
];

const { app, caller, ask } = await shopCaller(products);

async function search(content: string, sessionId: string, pageSize = 3) {
  const found = { ids: [] as string[], chat: '' };
  for await (const event of await caller.search({ content, pageSize, sessionId })) {
    if ('data' in event) found.ids = event.data.responsePayload.map((item) => item.id);
    else found.chat += event.chatStream;
  }
  return found;
}

test('"tell me about the second one" shows that product first and describes it', async () => {
  assert.equal((await search('rain jackets', 'a1')).ids, ['harbor', 'ridge', 'storm']);
  const { ids, chat } = await search('tell me about the second one', 'a1');
  assert.equal(ids[0], 'ridge');
  assert.match(chat, /^The Ridge Rain Jacket costs \$120, is made of polyester and is windproof\./);
});

test('details, opinions and liking of "the first one" keep it as the subject', async () => {
  await search('rain jackets', 'a2');
  for (const asked of [
    'more details on the first one',
    'what do you think of the first one?',
    'I like the first one',
    'the first one looks nice',
  ]) {
    const { ids, chat } = await search(asked, 'a2');
    assert.equal(ids[0], 'harbor', asked);
    assert.match(
      chat,
      /^The Harbor Rain Jacket is by Coastline, costs \$90, is rated 4\.5\/5 from 120 reviews, is made of nylon, is waterproof and packable and comes in navy or red\./,
      asked,
    );
  }
});

test('"more details on the third one", "what do you think of the fourth one?" describe those', async () => {
  assert.equal((await search('anything', 'a3', 4)).ids, ['harbor', 'ridge', 'storm', 'tent']);
  const third = await search('more details on the third one', 'a3', 4);
  assert.equal(third.ids[0], 'storm');
  assert.match(third.chat, /^The Storm Rain Jacket costs \$150, is made of nylon and is waterproof\./);
  const fourth = await search('what do you think of the fourth one?', 'a3', 4);
  assert.equal(fourth.ids, ['tent']);
  assert.match(fourth.chat, /^The Summit Dome Tent costs \$200 and fits 3 people\./);
});

test('"tell me about it" on a product page describes the viewed product', async () => {
  const chat = await ask('tell me about it', 'tent');
  assert.match(chat, /^The Summit Dome Tent you're viewing costs \$200 and fits 3 people\./);
});

test.after(() => app.close());
test.run();
