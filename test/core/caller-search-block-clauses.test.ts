/**
 * A clause keeping something out, through the core's caller on the demo catalogue (core/search/block-clauses.ts):
 * "headphones that block out noise" had been echoed whole ("Showing headphones that block out noise.") and "a tent
 * that keeps me dry" read as quick-drying, relaxed ("Nothing matched every detail"). Each asks for the feature the
 * catalogue names for keeping that thing out, where it tags one.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const byId = new Map(demoProducts().map((product) => [product.id, product]));
const features = (id: string): string[] => [byId.get(id)?.attributes?.features ?? []].flat();

test('keeping a thing out asks for the feature the catalogue names for it', async () => {
  for (const [request, shown, kind, met] of [
    ['headphones that block out noise', 'noise cancelling headphones', /Headphones/, ['noise cancelling']],
    ['headphones to drown out the sound', 'noise cancelling headphones', /Headphones/, ['noise cancelling']],
    ['a jacket that keeps the wind out', 'windproof jacket', /Jacket/, ['windproof']],
    ['a watch that resists scratches', 'scratch-resistant watch', /Watch/, ['scratch-resistant']],
    // A state kept is its thing kept out; the waterproof tents meet "water-resistant".
    ['a tent that keeps me dry', 'water-resistant tent', /Tent/, ['water-resistant', 'waterproof']],
    ['boots that keep my feet dry', 'water-resistant boots', /Boot/, ['water-resistant', 'waterproof']],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.match(chat, new RegExp(`^Showing ${shown}\\.`), `${request}: ${chat}`);
    assert.not.match(chat, /relaxed|None of them|No product|quick-drying/, `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
    for (const id of ids) {
      assert.match(`${byId.get(id)?.title} ${byId.get(id)?.category}`, kind, `${request}: ${id}`);
      assert.ok(
        features(id).some((feature) => (met as readonly string[]).includes(feature)),
        `${request}: ${id}`,
      );
    }
  }
});

test('a condition kept out with no feature naming it asks for the one meeting it', async () => {
  // "a jacket that keeps the cold out" had said "Showing insulated jacket for the out.".
  const { chat } = await demo.search('a jacket that keeps the cold out');
  assert.match(chat, /^Showing warm jacket\./, chat);
});

test('an occasion after a clause is what the product is for', async () => {
  // "a tent that keeps me dry on long hikes" had said "Showing tent." and "None of them has everything"; "a jacket
  // to keep me warm on a hike" "Showing jacket warm." and 'No jacket here mentions "you"'.
  for (const [request, shown] of [
    ['a tent that keeps me dry on long hikes', 'Showing water-resistant tent for long hikes.'],
    ['a jacket to keep me warm on a hike', 'Showing warm jacket for a hike.'],
    ['a jacket to keep me warm while camping', 'Showing warm jacket for camping.'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(shown), `${request}: ${chat}`);
    assert.not.match(chat, /you"|None of them|No product here is/, `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
  }
  // With no kind named, it is an aside: "Showing warm products." (it had said "Showing you warm on a hike.").
  const alone = await demo.search('something to keep me warm on a hike');
  assert.match(alone.chat, /^Showing warm products\./, alone.chat);
});

test('a thing no feature keeps out stays a word', async () => {
  const { chat } = await demo.search('sunglasses that block glare');
  assert.match(chat, /No product mentions "glare"/, chat);
});

test.after(() => demo.app.close());
test.run();
