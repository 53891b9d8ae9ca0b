/**
 * "show me more" in a conversation (`sessionId`): the last search's next page, through the core's caller on a
 * real SQLite catalogue; past the last page, the chat says so and stays there.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isMoreRequest, type Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = Array.from({ length: 7 }, (_, i) => ({
  id: `tent-${i + 1}`,
  title: `Ridge ${i + 1}-Person Tent`,
  price: 100 + i,
}));
products.push({ id: 'mug', title: 'Camp Mug', price: 9 });

const { app, caller } = await shopCaller(products);

async function search(
  content: string,
  options: { sessionId?: string; page?: number; pageSize?: number } = {},
) {
  const found = { ids: [] as string[], total: 0, more: false, chat: '' };
  for await (const event of await caller.search({ content, pageSize: 3, ...options })) {
    if ('data' in event) {
      found.ids = event.data.responsePayload.map((item) => item.id);
      found.total = event.data.total;
      found.more = event.data.hasMoreProducts;
    } else found.chat += event.chatStream;
  }
  return found;
}

test('isMoreRequest: asks only for more of what was shown', () => {
  for (const content of [
    'more',
    'show me more',
    'Ok, next page please!',
    'what else?',
    'more please',
    'anything else',
  ])
    assert.ok(isMoreRequest(content), content);
  for (const content of [
    'more tents',
    'show me more expensive ones',
    'next to the bed',
    'more than 4 people',
    '',
  ])
    assert.not.ok(isMoreRequest(content), content);
});

test('"show me more" shows the last search’s next page, then the one after', async () => {
  const first = await search('tents', { sessionId: 's1' });
  const [page2, page3] = [await search('tents', { page: 2 }), await search('tents', { page: 3 })];
  const more = await search('show me more', { sessionId: 's1' });
  assert.equal(more.ids, page2.ids);
  assert.is(more.total, first.total);
  assert.match(more.chat, /Showing tents\. I found 7 matches; here are 3 more \(page 2\)\./);
  const again = await search('more please', { sessionId: 's1' });
  assert.equal(again.ids, page3.ids);
  assert.is(again.more, false);
});

test('past the last page the chat says so, "more" stays past it, and "the last one" is the last shown', async () => {
  await search('tents', { sessionId: 's2', page: 3 });
  for (let i = 0; i < 2; i++) {
    const past = await search('more', { sessionId: 's2' });
    assert.equal(past.ids, []);
    assert.match(past.chat, /^That's all of them: I found 7 matches for tents, and you have seen them all\./);
  }
  const pointed = await search('something similar to the last one', { sessionId: 's2' });
  assert.not.ok(pointed.ids.includes('tent-7'), 'the last product shown, before "more"');
  assert.match(pointed.chat, /alternatives to the Ridge 7-Person Tent/);
  const next = await search('under $103', { sessionId: 's2' });
  assert.equal(next.ids, ['tent-1', 'tent-2', 'tent-3'], 'a follow-up starts from its first page');
});

test('without a conversation, "more" is a search like any other', async () => {
  assert.not.match((await search('show me more')).chat, /here are 3 more/);
});

test('"show me more" or "what else?" with nothing shown before lists every product, not words', async () => {
  const shop = await shopCaller([
    { id: 'tent', title: 'Ridge Tent' },
    { id: 'mug', title: 'Camp Mug', description: 'Holds more coffee.' },
    { id: 'stove', title: 'Camp Stove' },
  ]);
  for (const content of ['show me more', 'what else?', 'help']) {
    const found = await shop.search(content);
    assert.is(found.total, 3, content);
    // "help" is answered as such (caller-search-small-talk-help.test.ts).
    assert.match(
      found.chat,
      content === 'help' ? /^I can find products for you/ : /^Showing products\./,
      content,
    );
  }
  shop.app.close();
});

test.after(() => app.close());
test.run();
