/**
 * A place the shopper is going to, through the core's caller on the demo catalogue: "I'm going to Iceland in March,
 * what jacket should I get?" shows "Showing jacket." (it had said "Showing Iceland jacket." and "No product here is
 * from Iceland; these are other jackets."), "trip to Japan, need a backpack" "Showing backpack for a trip." (the
 * travel backpacks, which mention trips); an origin ("shoes from italy") and a brand the shop sells stay as they were.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { search } = await shopCaller(products);
const titles = new Map(products.map((product) => [product.id, product.title]));

test('a place the shopper is going to is no name nor brand of a product', async () => {
  for (const [request, said] of [
    ["I'm going to Iceland in March, what jacket should I get?", 'Showing jacket. '],
    ['visiting Scotland next week, need boots', 'Showing boots. '],
    ['trip to Japan, need a backpack', 'Showing backpack for a trip. '],
    ['backpack for a trip to New Zealand', 'Showing backpack for a trip. '],
  ] as const) {
    const { chat } = await search(request);
    assert.ok(chat.startsWith(said), `${request}: ${chat}`);
    // Named only where the chat says the trip chose nothing (trip-aside.ts).
    const rest = chat.replace(
      /I can't tell what the weather will be in [^,;]+, so these aren't chosen for the trip;/u,
      '',
    );
    assert.not.match(rest, /Iceland|Scotland|Japan|Zealand|is from/, request);
  }
  const trip = await search('trip to Japan, need a backpack');
  assert.match(titles.get(trip.ids[0]!) ?? '', /Travel/);
});

test('a trip to a place not named, a clause of its own, is the use', async () => {
  for (const [request, said, asked] of [
    ['going to the beach, need sandals', 'Showing sandals for the beach. ', 'sandals for the beach'],
    ['sandals, going to the beach', 'Showing sandals for the beach. ', 'sandals for the beach'],
    ['heading to the mountains, need boots', 'Showing boots for the mountains. ', 'boots for the mountains'],
  ] as const) {
    const { chat, ids } = await search(request);
    assert.ok(chat.startsWith(said), `${request}: ${chat}`);
    assert.not.match(chat, /going|heading|mentions "(?:need|going)"/u, request);
    assert.equal(ids, (await search(asked)).ids, request);
  }
});

test('an origin, a use and a colour after such words stay as they were', async () => {
  assert.match((await search('shoes from italy')).chat, /No product here is from Italy/);
  assert.ok((await search('jacket in Black')).chat.startsWith('Showing black jacket.'));
});

test.run();
