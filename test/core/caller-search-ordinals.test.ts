/**
 * "the second one" in a conversation (`sessionId`): a pointer at a product the last search showed, read as the
 * page the request leans on ("is the first one waterproof?", "something similar to the last one"), through
 * the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, price: number, features: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price,
  attributes: { material: 'nylon', features },
});

const products: Product[] = [
  jacket('harbor', 'Harbor Rain Jacket', 90, ['waterproof']),
  jacket('ridge', 'Ridge Rain Jacket', 120, []),
  jacket('storm', 'Storm Rain Jacket', 150, ['waterproof']),
  jacket('fleece', 'Alpine Fleece Jacket', 70, ['water-resistant']),
  { id: 'kit', title: 'First Aid Kit', price: 25 },
];

const { app, caller } = await shopCaller(products);

async function search(content: string, sessionId?: string) {
  const found = { ids: [] as string[], chat: '' };
  for await (const event of await caller.search({ content, pageSize: 3, ...(sessionId && { sessionId }) })) {
    if ('data' in event) found.ids = event.data.responsePayload.map((item) => item.id);
    else found.chat += event.chatStream;
  }
  return found;
}

test('a question about "the first one" / "the second one" is answered about that product', async () => {
  const shown = (await search('rain jackets', 's1')).ids;
  assert.equal(shown, ['harbor', 'ridge', 'storm']);
  assert.match(
    (await search('is the first one waterproof?', 's1')).chat,
    /^Yes: the Harbor Rain Jacket is waterproof\./,
  );
  const second = await search('is the second one waterproof', 's1');
  assert.match(
    second.chat,
    /^No: the Ridge Rain Jacket isn't listed as waterproof; these similar products are\./,
  );
  assert.equal(second.ids, ['harbor', 'storm']);
  const more = await search('show me more', 's1');
  assert.equal(more.ids, ['fleece'], 'a question about one of them leaves the list to page through');
});

test('a question opened by "ok", "and" or the pointer itself is answered about that product', async () => {
  await search('rain jackets', 's8');
  assert.match(
    (await search('ok, is the first one waterproof?', 's8')).chat,
    /^Yes: the Harbor Rain Jacket is waterproof\./,
  );
  assert.match(
    (await search('what about the second one, is it waterproof?', 's8')).chat,
    /^No: the Ridge Rain Jacket isn't listed as waterproof/,
  );
  assert.match(
    (await search('the third one - is it waterproof?', 's8')).chat,
    /^Yes: the Storm Rain Jacket is waterproof\./,
  );
  assert.match(
    (await search('and how much is the second one?', 's8')).chat,
    /^The Ridge Rain Jacket costs \$120\./,
  );
});

test('after a question about "the first one", "it" and "more expensive" are about that product', async () => {
  await search('rain jackets', 's9');
  assert.match((await search('what is the first one made of?', 's9')).chat, /^The Harbor Rain Jacket/);
  assert.match(
    (await search('is it waterproof?', 's9')).chat,
    /^Yes: the Harbor Rain Jacket is waterproof\./,
  );
  const pricier = await search('anything more expensive than that one?', 's9');
  assert.match(pricier.chat, /Showing alternatives to the Harbor Rain Jacket over \$90/);
  assert.not.ok(pricier.ids.includes('harbor'));
  // Words of another product start a search of their own, which the next "it" no longer reaches past.
  assert.equal((await search('a cheaper first aid kit', 's9')).ids, ['kit']);
  assert.not.match((await search('is it waterproof?', 's9')).chat, /Harbor/);
});

test('"and the first one?" asks of it what was last asked of another shown product', async () => {
  await search('rain jackets', 's10');
  assert.match((await search('is the second one waterproof?', 's10')).chat, /^No: the Ridge Rain Jacket/);
  assert.match(
    (await search('and the first one?', 's10')).chat,
    /^Yes: the Harbor Rain Jacket is waterproof\./,
  );
  assert.match(
    (await search('what about the third?', 's10')).chat,
    /^Yes: the Storm Rain Jacket is waterproof\./,
    'the question carries on',
  );
  assert.match(
    (await search('how much is the second one?', 's10')).chat,
    /^The Ridge Rain Jacket costs \$120\./,
  );
  assert.match((await search('and the first one?', 's10')).chat, /^The Harbor Rain Jacket costs \$90\./);
  assert.equal((await search('show me more', 's10')).ids, ['fleece'], 'the list shown stays the one to page');
});

test('"something similar to the last one" shows alternatives to it, without it', async () => {
  await search('rain jackets', 's2');
  const { ids, chat } = await search('something similar to the last one', 's2');
  assert.match(chat, /Showing alternatives to the Storm Rain Jacket/);
  assert.not.ok(ids.includes('storm'));
  assert.ok(ids.includes('harbor'));
});

test('a fact asked of "the second one" is answered about that product', async () => {
  await search('rain jackets', 's6');
  assert.match(
    (await search('what is the first one made of?', 's6')).chat,
    /^The Harbor Rain Jacket is made of nylon\./,
  );
  assert.match(
    (await search('how much is the second one?', 's6')).chat,
    /^The Ridge Rain Jacket costs \$120\./,
  );
});

test('on a product page, "the first one" is of the list shown on that page', async () => {
  const onPage = async (content: string) => {
    const found = { ids: [] as string[], chat: '' };
    const request = { content, pageSize: 3, sessionId: 's7', chatMetadata: { productId: 'fleece' } };
    for await (const event of await caller.search(request)) {
      if ('data' in event) found.ids = event.data.responsePayload.map((item) => item.id);
      else found.chat += event.chatStream;
    }
    return found;
  };
  const similar = await onPage('similar ones');
  assert.ok(similar.ids.length > 0 && !similar.ids.includes('fleece'), similar.ids.join());
  const first = similar.ids[0]!;
  const title = products.find((product) => product.id === first)!.title;
  assert.match((await onPage('is the first one waterproof?')).chat, new RegExp(`^(?:Yes|No): the ${title}`));
});

test('a pointer past the shown products says so and shows them again', async () => {
  await search('fleece', 's5');
  const past = await search('the third one', 's5');
  assert.equal(past.ids, ['fleece']);
  assert.match(past.chat, /^There is no third one: I showed 1 product, here it is again\. Showing fleece\./);
  assert.not.match(past.chat, /No product mentions/);
});

test('no pointer without a conversation, past the shown products, or in a name ("first aid kit")', async () => {
  assert.not.match((await search('is the first one waterproof?')).chat, /Harbor Rain Jacket is waterproof/);
  await search('rain jackets', 's3');
  assert.not.match((await search('the fifth one', 's3')).chat, /like the/);
  await search('rain jackets', 's4');
  assert.equal((await search('the first aid kit', 's4')).ids, ['kit']);
});

test.after(() => app.close());
test.run();
