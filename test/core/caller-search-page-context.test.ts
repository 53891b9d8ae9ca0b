/**
 * Search read against the page the shopper is viewing (chatMetadata), through the core's caller on a real
 * SQLite catalogue: "something similar", "cheaper", "in red" on a product page, a page title alone, and a
 * product id of another tenant.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAisleApp } from '../../adapters/compose.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import type { Product } from '../../core/index.ts';

const jacket = (id: string, title: string, price: number, color: string, gender: string): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price,
  currency: 'USD',
  available: true,
  attributes: { color, gender, size: ['S', 'M', 'L'] },
});

const app = createAisleApp({ dbPath: ':memory:', logger: createMemoryLogger() });
app.storage.tenants.create({ id: 'shop', pageSize: 10 });
app.storage.catalog.upsertMany('shop', [
  jacket('j-1', 'Coastal Puffer Jacket', 98, 'navy', 'women'),
  jacket('j-2', 'Harbor Puffer Jacket', 70, 'red', 'women'),
  jacket('j-3', 'Summit Down Puffer Jacket', 140, 'black', 'women'),
  jacket('j-4', 'Little Explorer Puffer Jacket', 45, 'blue', 'kids'),
  jacket('j-5', 'Ridge Rain Jacket', 60, 'blue', 'women'),
  jacket('j-6', 'Little Trail Puffer Jacket', 55, 'green', 'kids'),
  { id: 's-1', title: 'Wool Hiking Socks', category: 'Clothing > Socks', price: 15, currency: 'USD' },
  { id: 'm-1', title: 'Coastal Ceramic Mug', category: 'Home > Kitchen', price: 12, currency: 'USD' },
]);
app.storage.tenants.create({ id: 'other', pageSize: 10 });
app.storage.catalog.upsertMany('other', [
  { id: 'x-1', title: 'Secret Lantern', category: 'Outdoor > Lights', price: 30 },
]);
const token = (await app.deps.credentials.mintToken('shop', 24 * 3600)).token;
const caller = app.createCaller({ tenantId: 'shop', authorization: `Bearer ${token}` });

async function search(content: string, chatMetadata: Record<string, string>) {
  let ids: string[] = [];
  let chat = '';
  for await (const event of await caller.search({ content, chatMetadata })) {
    const item = event as { data?: { responsePayload: { id: string }[] }; chatStream?: string };
    if (item.data !== undefined) ids = item.data.responsePayload.map((product) => product.id);
    if (item.chatStream !== undefined) chat += item.chatStream;
  }
  return { ids, chat };
}

const onCoastal = { productId: 'j-1' };

test('"something similar" shows other jackets for the same audience, the viewed one left out', async () => {
  const { ids, chat } = await search('show me something similar', onCoastal);
  assert.equal(ids.slice(0, 2).sort(), ['j-2', 'j-3'], 'the puffer jackets first');
  assert.equal([...ids].sort(), ['j-2', 'j-3', 'j-5']);
  // Its own audience is what "like it" says: no "for women" after its title, as if asked.
  assert.match(chat, /Showing alternatives to the Coastal Puffer Jacket\./);
  assert.not.match(chat, /you're viewing/);
  assert.not.match(chat, /None of them has everything/, 'alternatives never hold all of the title’s words');
});

test('"cheaper" and "more expensive" are bounded by the viewed product’s price', async () => {
  const cheaper = await search('is there a cheaper one?', onCoastal);
  assert.equal([...cheaper.ids].sort(), ['j-2', 'j-5']);
  assert.match(cheaper.chat, /alternatives to the Coastal Puffer Jacket under \$98\./);
  const pricier = await search('a more expensive version', onCoastal);
  assert.equal(pricier.ids, ['j-3']);
  assert.match(pricier.chat, /over \$98\./);
});

test('"cheaper" than the cheapest of its kind keeps its audience: the nearest in price, and the chat says so', async () => {
  // No kids' jacket is cheaper than the $45 one: the other kids' jacket, not the adults' ones, is nearest.
  const kids = await search('something cheaper', { productId: 'j-4' });
  assert.equal(kids.ids, ['j-6']);
  assert.match(kids.chat, /Nothing like it costs less, so this is the nearest in price\./);
  // Nor a women's jacket cheaper than the $60 one: women's jackets by price, not the kids' one under it.
  const women = await search('something cheaper', { productId: 'j-5' });
  assert.equal(women.ids.slice(0, 2), ['j-2', 'j-1']);
});

test('"in red" and "do you have it in navy" refine the viewed product’s search', async () => {
  const red = await search('in red', onCoastal);
  assert.equal(red.ids, ['j-2']);
  assert.match(red.chat, /Showing red products like the Coastal Puffer Jacket\./);
  const navy = await search('do you have it in navy?', onCoastal);
  assert.equal(navy.ids, ['j-1']);
  // A yes/no question about it: answered.
  assert.match(navy.chat, /^Yes: the Coastal Puffer Jacket you're viewing comes in navy\. /);
});

test('"cheapest" on a product page lists its category for its audience by price', async () => {
  const { ids, chat } = await search('cheapest', onCoastal);
  assert.equal(ids, ['j-5', 'j-2', 'j-1', 'j-3'], 'every women’s jacket, not only near-copies of the title');
  assert.match(chat, /Showing products like the Coastal Puffer Jacket, cheapest first\./);
});

test('a request of its own ignores the page', async () => {
  const { ids, chat } = await search('wool socks', onCoastal);
  assert.equal(ids, ['s-1']);
  assert.not.match(chat, /Coastal/);
});

test('a page title alone is read like a request; an unknown product id is no error', async () => {
  const page = { productId: 'not-in-the-catalogue', title: "Women's Jackets | Demo Shop" };
  const { ids, chat } = await search('under $80', page);
  assert.equal([...ids].sort(), ['j-2', 'j-5'], 'women’s jackets under $80, not the kids’ one');
  assert.match(chat, /Showing Jackets for women under \$80\./);
});

test('another tenant’s product id is unknown here: nothing of it is read or shown', async () => {
  const { ids, chat } = await search('something similar', { productId: 'x-1' });
  assert.not.ok(ids.includes('x-1'));
  assert.not.match(chat, /Lantern/);
});

test.run();
