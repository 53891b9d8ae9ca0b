/**
 * Superlatives of a measure ("the thickest yoga mat", "speaker with the longest battery life", "which one is the
 * lightest?"): the matches ordered by the attribute that measures it, where the catalogue has one; elsewhere the
 * word is its feature ("lightest": lightweight). Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildVocabulary, parseQuery, type Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const mat = (id: string, thickness: string): Product => ({
  id,
  title: `${id} Yoga Mat`,
  category: 'Yoga',
  attributes: { thickness },
});
const speaker = (id: string, batteryLife: string, weight: string): Product => ({
  id,
  title: `${id} Speaker`,
  category: 'Speakers',
  attributes: { batteryLife, weight },
});

const products: Product[] = [
  mat('Flow', '5 mm'),
  mat('Harmony', '6 mm'),
  mat('Travel', '1.5 mm'),
  speaker('Pebble', '12 hours', '540 g'),
  speaker('Canyon', '2 days', '1.2 kg'),
  speaker('Lantern', '20 hours', '300 g'),
  { id: 'strap', title: 'Yoga Strap', category: 'Yoga', attributes: { length: '8 ft' } },
  { id: 'dome', title: 'Dome Tent', category: 'Tents', attributes: { capacity: '2-person' } },
  { id: 'ridge', title: 'Ridge Tent', category: 'Tents', attributes: { capacity: '4-person' } },
];

const { app, caller } = await shopCaller(products);

async function search(content: string, sessionId?: string) {
  const found = { ids: [] as string[], chat: '' };
  for await (const event of await caller.search({ content, ...(sessionId && { sessionId }) })) {
    if ('data' in event) found.ids = event.data.responsePayload.map((item) => item.id);
    else found.chat += event.chatStream;
  }
  return found;
}

test('"the thickest yoga mat" orders the mats by thickness, and says so', async () => {
  const { ids, chat } = await search('the thickest yoga mat');
  assert.equal(ids.slice(0, 3), ['Harmony', 'Flow', 'Travel']);
  assert.match(chat, /^Showing yoga mat, thickest first\./);
  assert.equal((await search('thinnest yoga mat')).ids.slice(0, 3), ['Travel', 'Flow', 'Harmony']);
});

test('"longest battery life" orders by battery life (2 days is 48 hours); "lightest" by weight', async () => {
  assert.equal((await search('speaker with the longest battery life')).ids, ['Canyon', 'Lantern', 'Pebble']);
  assert.equal((await search('lightest speaker')).ids, ['Lantern', 'Pebble', 'Canyon']);
});

test('"which one is the heaviest?" orders what the conversation showed', async () => {
  await search('speakers', 'sup-1');
  const { ids, chat } = await search('which one is the heaviest?', 'sup-1');
  assert.equal(ids, ['Canyon', 'Pebble', 'Lantern']);
  assert.match(chat, /^The heaviest is the Canyon Speaker \(1\.2 kg\)\. Showing speakers, heaviest first\./);
});

test('where no product gives a weight, "lightest" is the lightweight feature', () => {
  const vocabulary = buildVocabulary([
    { id: 'w', title: 'Slim Watch', attributes: { features: ['lightweight'], caseSize: '38 mm' } },
  ]);
  const query = parseQuery('lightest watch', { vocabulary });
  assert.is(query.measureSort, undefined);
  assert.equal(query.filters.features, ['lightweight']);
});

test('a bound named by its adjective ("at least 6mm thick") holds only that attribute', async () => {
  const { ids, chat } = await search('yoga mat at least 5mm thick');
  assert.equal([...ids].sort(), ['Flow', 'Harmony'], 'not the strap, whose 8 ft length is over 5 mm');
  assert.match(chat, /^Showing yoga mat, at least 5mm thick\./);
});

test('in a conversation, "thicker ones" orders what it showed as "thickest" would', async () => {
  await search('yoga mats', 'cmp-1');
  const { ids, chat } = await search('thicker ones', 'cmp-1');
  assert.equal(ids, ['Harmony', 'Flow', 'Travel']);
  assert.match(chat, /^Showing yoga mats, thickest first\./);
  await search('speakers', 'cmp-2');
  assert.equal((await search('something lighter', 'cmp-2')).ids, ['Lantern', 'Pebble', 'Canyon']);
  await search('speakers', 'cmp-4');
  const longer = await search('ones that last longer', 'cmp-4');
  assert.equal(longer.ids, ['Canyon', 'Lantern', 'Pebble']);
  assert.match(longer.chat, /^Showing speakers, longest battery life first\./);
});

test('"like the first one but bigger" / "a thicker one" compare with that product\'s own measure', async () => {
  assert.equal((await search('dome tent', 'cmp-3')).ids[0], 'dome');
  const { ids, chat } = await search('like the first one but bigger', 'cmp-3');
  assert.equal(ids, ['ridge']);
  assert.match(chat, /^Showing alternatives to the Dome Tent, capacity over 2-person\./);
  let thicker: string[] = [];
  for await (const event of await caller.search({
    content: 'a thicker one',
    chatMetadata: { productId: 'Flow' },
  }))
    if ('data' in event) thicker = event.data.responsePayload.map((item) => item.id);
  assert.equal(thicker, ['Harmony'], 'not the strap, whose 8 ft length is over 5 mm');
});

test.after(() => app.close());
test.run();
