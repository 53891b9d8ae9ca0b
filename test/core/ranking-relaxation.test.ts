/**
 * A relaxed colour, audience or brand still counts for ranking: the parser takes "white" out of "white jeans"
 * as a colour filter; in a catalogue without colour attributes the filter matches nothing and is relaxed, and
 * the shopper's word must come back as a word to rank by (it used to be lost: the search ran on "jeans").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createAisleApp } from '../../adapters/compose.ts';
import { createMemoryLogger } from '../../adapters/logger.ts';
import { parseQuery, relaxationSteps, type Product } from '../../core/index.ts';
import { softenedQuery } from '../../core/search/search-with-relaxation.ts';

// Titles and descriptions only, as many feeds are: no colour, audience or brand fields to filter on.
const products: Product[] = [
  { id: 'blue-jeans', title: 'Slim Fit Jeans', description: 'Classic blue denim jeans.' },
  { id: 'black-jeans', title: 'Skinny Jeans - Black', description: 'Stretch denim.' },
  { id: 'white-jeans', title: 'White Straight Leg Jeans', description: 'Summer denim.' },
  { id: 'white-tee', title: 'White Cotton T-Shirt' },
  { id: 'girls-dress', title: 'Girls Party Dress' },
  { id: 'womens-dress', title: "Women's Wrap Dress" },
  { id: 'acme-drill', title: 'Acme Cordless Drill' },
  { id: 'other-drill', title: 'Cordless Drill Driver' },
];

const app = createAisleApp({ dbPath: ':memory:', logger: createMemoryLogger() });
app.storage.tenants.create({ id: 'shop', pageSize: 10 });
app.storage.catalog.upsertMany('shop', products);
const token = (await app.deps.credentials.mintToken('shop', 600)).token;
const caller = app.createCaller({ tenantId: 'shop', authorization: `Bearer ${token}` });

async function search(content: string) {
  let ids: string[] = [];
  let chat = '';
  for await (const event of await caller.search({ content })) {
    if ('data' in event) ids = event.data.responsePayload.map((item) => item.id);
    else chat += event.chatStream;
  }
  return { ids, chat };
}

test('the parser takes the colour out of the text (unchanged behaviour)', () => {
  const query = parseQuery('white jeans');
  assert.is(query.text, 'jeans');
  assert.ok(query.filters.colors?.includes('white'));
  assert.is(relaxationSteps(query)[0]?.query.text, 'jeans', 'relaxation steps keep the text');
});

test('a relaxed colour comes back as a word to rank by', async () => {
  const { ids, chat } = await search('white jeans');
  assert.is(ids[0], 'white-jeans');
  assert.ok(ids.includes('blue-jeans'), 'other jeans still match');
  assert.match(chat, /relax/i);
});

test('a relaxed audience comes back as a word to rank by', async () => {
  const { ids } = await search('dress for women');
  assert.is(ids[0], 'womens-dress');
});

test('softenedQuery: asked values of the dropped colour, audience and brand join the text', () => {
  const original = {
    text: 'drill',
    filters: { colors: ['red', 'burgundy'], brands: ['acme'], priceMax: 50 },
    sort: 'relevance' as const,
  };
  const steps = relaxationSteps(original);
  const afterColour = softenedQuery(original, steps[0]!.query);
  assert.is(afterColour.text, 'red drill');
  const afterBrand = softenedQuery(original, steps[1]!.query);
  assert.is(afterBrand.text, 'red acme drill');
  const afterPrice = softenedQuery(original, steps[2]!.query);
  assert.is(afterPrice.text, 'red acme drill', 'a price is no word to rank by');
  assert.is(afterPrice.filters.priceMax, undefined);
  assert.equal(softenedQuery(original, original), original, 'nothing dropped, nothing added');
});

test.after(() => app.close());
test.run();
