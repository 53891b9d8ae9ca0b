/**
 * The conditions a product is wanted for ("a jacket for winter", "jacket for rainy days", "cold weather gloves",
 * "snow boots") ask for the feature meeting them, where the shop tags features (`queryDefaults.needs`); a title
 * naming the condition meets it ("Ridge Rain Jacket", "Winter Parka").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseQuery, type Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const jacket = (id: string, title: string, features: string[]): Product => ({
  id,
  title,
  category: 'Clothing > Jackets',
  price: 100,
  attributes: { features },
});

const products: Product[] = [
  jacket('rain', 'Harbor Rain Jacket', ['waterproof', 'lightweight']),
  jacket('shell', 'Trail Shell Jacket', ['water-resistant']),
  jacket('puffer', 'Cascade Puffer Jacket', ['insulated']),
  jacket('fleece', 'Warm Fleece Jacket', ['warm']),
  jacket('light', 'Lightweight Fleece Jacket', ['lightweight', 'breathable']),
  jacket('wind', 'Summit Softshell Jacket', ['windproof']),
  jacket('parka', 'Winter Parka Jacket', []),
  jacket('ridge', 'Ridge Rain Jacket', []),
  {
    ...jacket('tent', 'Alpine Expedition Tent', []),
    category: 'Outdoor > Tents',
    attributes: { season: '4-season' },
  },
];

const { app, search } = await shopCaller(products);
const sorted = async (content: string) => (await search(content)).ids.sort();

test('the cold asks for warm, which insulated products meet too', async () => {
  const warm = ['fleece', 'parka', 'puffer'];
  assert.equal(await sorted('a jacket for winter'), warm);
  assert.equal(await sorted('jacket for cold weather'), warm);
  assert.equal(await sorted('boots for snow, or a jacket for winter'), warm);
  assert.match((await search('jacket for cold weather')).chat, /^Showing warm jacket\./);
});

test('a condition named after "for" must end its phrase: "for hot yoga" names a use', async () => {
  const { ids, chat } = await search('jacket for hot yoga');
  assert.is(ids.length, 8, 'every jacket, no feature asked');
  assert.not.match(chat, /relaxed/);
  const winter = await search('tent for winter');
  assert.equal(winter.ids, ['tent']);
  assert.match(
    winter.chat,
    /^Showing warm tent\./,
    'its season, "4-season", says it is warm: nothing relaxed',
  );
});

test('a condition before an activity asks its feature; the activity stays, said as the use', async () => {
  // "tent for winter camping" had listed three-season camping tents by "camping", "winter" unread.
  const shop = await shopCaller([
    {
      id: 'winter',
      title: 'Summit Mountaineering Tent',
      category: 'Outdoor > Tents',
      attributes: { season: '4-season' },
    },
    {
      id: 'camp',
      title: 'Family Camping Tent',
      category: 'Outdoor > Tents',
      attributes: { season: '3-season' },
    },
    {
      id: 'puffer',
      title: 'Trail Hiking Jacket',
      category: 'Clothing > Jackets',
      attributes: { features: ['insulated'] },
    },
    {
      id: 'shell',
      title: 'Hiking Shell Jacket',
      category: 'Clothing > Jackets',
      attributes: { features: ['breathable'] },
    },
  ]);
  const camping = await shop.search('tent for winter camping');
  assert.equal(camping.ids, ['winter']);
  assert.match(camping.chat, /^Showing warm tent for camping\./);
  assert.equal((await shop.search('tent for winter')).ids, ['winter']);
  const hiking = await shop.search('jacket for winter hiking');
  assert.equal(hiking.ids, ['puffer']);
  assert.match(hiking.chat, /^Showing warm jacket for hiking\./);
  assert.equal(
    (await shop.search('tent for camping')).ids.sort(),
    ['camp', 'winter'],
    'no condition, no feature',
  );
  shop.app.close();
});

test('rain asks for water-resistant, which waterproof products meet too; "rain" of a name stays', async () => {
  assert.equal(await sorted('jacket for rainy days'), ['rain', 'ridge', 'shell'], 'a Rain Jacket is one');
  assert.equal(
    (await search('rain jacket')).ids.slice(0, 2).sort(),
    ['rain', 'ridge'],
    'the name still ranks',
  );
  assert.equal(await sorted('jacket for windy weather'), ['wind']);
});

test('a need alone before a use names no kind: "something warm for a hike" is "warm products for a hike"', async () => {
  // It had said "Showing warm for a hike.".
  assert.match((await search('something warm for a hike')).chat, /^Showing warm products for a hike\./);
  assert.match((await search('warm jacket for a hike')).chat, /^Showing warm jacket for a hike\./);
});

test('a catalogue tagging no features reads the words alone', () => {
  const query = parseQuery('jacket for winter');
  assert.is(query.filters.features, undefined);
  assert.match(query.text, /winter/);
});

test.after(() => app.close());
test.run();
