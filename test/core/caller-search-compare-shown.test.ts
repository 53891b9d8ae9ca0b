/**
 * "compare the first two" in a conversation (`sessionId`): the search stream compares products the last search
 * showed instead of searching, through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product, SearchData } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, price: number, rating: number, features: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price,
  rating,
  reviewCount: 200,
  attributes: { material: 'nylon', features },
});

const products: Product[] = [
  jacket('harbor', 'Harbor Rain Jacket', 90, 4.7, ['waterproof']),
  jacket('ridge', 'Ridge Rain Jacket', 120, 4.4, []),
  jacket('storm', 'Storm Rain Jacket', 150, 4.1, ['waterproof']),
  jacket('fleece', 'Alpine Fleece Jacket', 70, 4.0, ['water-resistant']),
];

const { app, caller } = await shopCaller(products);

async function search(content: string, sessionId?: string) {
  const found = { ids: [] as string[], chat: '', data: undefined as SearchData | undefined };
  for await (const event of await caller.search({ content, pageSize: 3, ...(sessionId && { sessionId }) })) {
    if ('data' in event)
      [found.ids, found.data] = [event.data.responsePayload.map((item) => item.id), event.data];
    else found.chat += event.chatStream;
  }
  return found;
}

test('"compare the first two" compares the first two products shown, with their comparison', async () => {
  assert.equal((await search('rain jackets', 'c1')).ids, ['harbor', 'ridge', 'storm']);
  const compared = await search('compare the first two', 'c1');
  assert.equal(compared.ids, ['harbor', 'ridge']);
  assert.is(compared.data?.total, 2);
  assert.is(compared.data?.hasMoreProducts, false);
  const price = compared.data?.comparison?.attributes.find((row) => row.name === 'price');
  assert.equal(price?.values, ['90', '120']);
  assert.match(compared.chat, /Harbor Rain Jacket/);
  assert.match(compared.chat, /Ridge Rain Jacket/);
  assert.match(compared.chat, /cheapest|cheaper|\$90/i);
});

test('ordinals, "the last two" and "which is best?" point at the shown products; the list stays', async () => {
  await search('rain jackets', 'c2');
  // Before any comparison, a cue alone points at the whole page (after one, at the products compared).
  const best = await search('which one is best?', 'c2');
  assert.equal(best.ids, ['harbor', 'ridge', 'storm']);
  assert.match(best.chat, /My pick: Harbor Rain Jacket .*: the best rated and the cheapest/);
  assert.equal((await search('which is better, the first or the third?', 'c2')).ids, ['harbor', 'storm']);
  assert.equal((await search('compare the last two', 'c2')).ids, ['ridge', 'storm']);
  assert.equal(
    (await search('show me more', 'c2')).ids,
    ['fleece'],
    'comparing leaves the list to page through',
  );
});

test('no comparison without a conversation, or of fewer than two shown products', async () => {
  const alone = await search('compare the first two');
  assert.is(alone.data?.comparison, undefined);
  await search('fleece', 'c3');
  const first = await search('compare the first two', 'c3');
  assert.is(first.data?.comparison, undefined);
  await search('rain jackets', 'c4');
  assert.is((await search('compare prices of rain jackets', 'c4')).data?.comparison, undefined);
});

test.after(() => app.close());
test.run();
