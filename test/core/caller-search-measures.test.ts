/** "headphones with at least 30 hours battery" end to end: parse, filter, relax and the offline chat. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAisleApp } from '../../adapters/compose.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import type { Product } from '../../core/index.ts';

const products: Product[] = [
  { id: 'long', title: 'Travel Headphones', price: 120, attributes: { batteryLife: '40 hours' } },
  { id: 'short', title: 'Sport Headphones', price: 60, attributes: { batteryLife: '8 hours' } },
  { id: 'mid', title: 'Studio Headphones', price: 90, attributes: { batteryLife: '30 hours' } },
  { id: 'pack', title: 'Roll-Top Backpack', price: 50, attributes: { capacity: '20L' } },
];

const app = createAisleApp({ dbPath: ':memory:', logger: createMemoryLogger() });
app.storage.tenants.create({ id: 'shop', pageSize: 10 });
app.storage.catalog.upsertMany('shop', products);
const token = (await app.deps.credentials.mintToken('shop', 600)).token;
const caller = app.createCaller({ tenantId: 'shop', authorization: `Bearer ${token}` });

async function search(content: string) {
  let ids: string[] = [];
  let total = 0;
  let chat = '';
  for await (const event of await caller.search({ content })) {
    if ('data' in event) {
      ids = event.data.responsePayload.map((item) => item.id);
      total = event.data.total;
    } else chat += event.chatStream;
  }
  return { ids, total, chat };
}

test('a lower bound keeps the products meeting it, and the chat says what each has', async () => {
  const { ids, total, chat } = await search('headphones with at least 30 hours battery');
  assert.equal([...ids].sort(), ['long', 'mid']);
  assert.is(total, 2);
  assert.match(chat, /Showing headphones battery, at least 30 hours/);
  assert.match(chat, /has 40 hours battery life/);
  assert.not.match(chat, /No product mentions "battery"/);
});

test('an upper bound with a price', async () => {
  const { ids } = await search('headphones under $100 with 10 hours or less battery');
  assert.equal(ids, ['short']);
});

test('a bound no product meets is relaxed by name', async () => {
  const { ids, chat } = await search('backpack over 100L');
  assert.equal(ids, ['pack']);
  assert.match(chat, /relaxed: at least 100L/);
});

test.run();
