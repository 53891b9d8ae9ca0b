/**
 * A condition compared on ("which is best in winter?", "which is better for rain?") is met by what names the
 * product for it, as the search reads it: a tent whose season is "4-season", a "Rain Jacket" (it had been "None of
 * them lists warm among its features, so none is made for the cold." of a 4-season tent). Through the core's caller
 * on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const tent = (id: string, title: string, season: string, features: string[]): Product => ({
  id,
  title,
  category: 'Tents',
  price: 200,
  attributes: { material: 'ripstop nylon', capacity: '2-person', season, features },
});

const jacket = (id: string, title: string, features: string[]): Product => ({
  id,
  title,
  category: 'Jackets',
  price: 90,
  attributes: { material: 'nylon', features },
});

const { app, compare } = await shopCaller([
  tent('summit', 'Summit Mountaineering Tent', '4-season', ['freestanding', 'windproof']),
  tent('meadow', 'Meadow Backpacking Tent', '3-season', ['freestanding', 'packable']),
  jacket('rain', 'Coastal Rain Jacket', ['breathable']),
  jacket('fleece', 'Harbor Fleece Jacket', ['breathable']),
]);

test('which is best in winter: the 4-season tent, by its season', async () => {
  for (const asked of ['which is best in winter?', 'which is warmer?']) {
    const message = await compare(['meadow', 'summit'], asked);
    assert.match(
      message,
      /For the cold: Summit Mountaineering Tent \(4-season\); Meadow Backpacking Tent lists none of that\./,
      asked,
    );
    assert.not.match(message, /none is made for the cold/, asked);
  }
});

test('which is better for rain: the jacket named for it', async () => {
  const message = await compare(['fleece', 'rain'], 'which is better for rain?');
  assert.match(message, /For rain: Coastal Rain Jacket \(rain\); Harbor Fleece Jacket lists none of that\./);
});

test('an activity is not met by a name: "rain" says nothing of swimming', async () => {
  const message = await compare(['fleece', 'rain'], 'which can I swim in?');
  assert.not.match(message, /Coastal Rain Jacket \(rain\)/);
});

test.after(() => app.close());
test.run();
