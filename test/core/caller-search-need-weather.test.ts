/**
 * A condition said as weather to come reads as the condition, in the demo shop: "shoes for when it rains" had said
 * "Showing shoes for when it rains. … No product mentions "when"" over 86 shoes in no useful order, and "jacket for
 * when it gets cold" put a softshell first; now they show water-resistant shoes and warm jackets, as "shoes for rain"
 * and "jacket for the cold" do. A shop tagging no features reads "for rain", to rank by. Through the core's caller on
 * a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const featuresOf = (id: string): string[] => {
  const features = products.find((product) => product.id === id)?.attributes?.['features'];
  return Array.isArray(features) ? features.map(String) : [];
};

for (const [request, echo, met] of [
  ['shoes for when it rains', 'Showing water-resistant shoes.', ['water-resistant', 'waterproof']],
  ["shoes for when it's raining", 'Showing water-resistant shoes.', ['water-resistant', 'waterproof']],
  ['shoes in case it rains', 'Showing water-resistant shoes.', ['water-resistant', 'waterproof']],
  ['jacket for when it gets cold', 'Showing warm jacket.', ['warm', 'insulated', 'thermal', 'heated']],
  [
    "a jacket for when it's really cold out",
    'Showing warm jacket.',
    ['warm', 'insulated', 'thermal', 'heated'],
  ],
  ['boots for when it snows', 'Showing warm boots.', ['warm', 'insulated', 'thermal', 'heated']],
  ["a t-shirt for when it's hot", 'Showing breathable t-shirt.', ['breathable']],
  // Said as its own clause: these had searched "it might rain" and "it rains" as words.
  ['need a jacket, it might rain', 'Showing water-resistant jacket.', ['water-resistant', 'waterproof']],
  ['shoes when it rains', 'Showing water-resistant shoes.', ['water-resistant', 'waterproof']],
] as const)
  test(`weather to come is the condition: "${request}"`, async () => {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(echo), `${request}: ${chat}`);
    assert.not.match(chat, /when|case|mentions/i, chat);
    assert.ok(ids.length > 0, request);
    for (const id of ids)
      assert.ok(
        featuresOf(id).some((feature) => (met as readonly string[]).includes(feature)),
        `${request}: ${id} ${featuresOf(id).join(',')}`,
      );
  });

test('a clause of its own after "and": "i\'m going hiking and it might rain, need a jacket"', async () => {
  const { chat } = await demo.search("i'm going hiking and it might rain, need a jacket");
  assert.ok(chat.startsWith('Showing water-resistant hiking jacket.'), chat);
  assert.not.match(chat, /might|"rain"/);
});

test('where the shop tags no features, the condition ranks: "for rain"', async () => {
  const item = (id: string, title: string): Product => ({ id, title, category: 'Shoes', price: 50 });
  const shop = await shopCaller([item('canvas', 'Canvas Shoe'), item('rain', 'Rain Shoe')]);
  const { ids, chat } = await shop.search('shoes for when it rains');
  assert.equal(ids[0], 'rain');
  assert.match(chat, /^Showing shoes for rain\./);
  assert.not.match(chat, /when/);
});

test.run();
