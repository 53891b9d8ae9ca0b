/**
 * An interjection opening a request ("great, show me tents", "thanks! now show me boots", "cool can you find
 * sweaters") is conversational filler, through the core's caller on the demo catalogue: "great, show me tents" had
 * opened "Showing great tents". A word of opinion inside the request ("great tents", "show me great, cheap tents")
 * ranks but is not named either, unless a product shown holds it ("Great Room Area Rug": "great room rug").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search, converse } = await shopCaller(demoProducts());

test('an interjection before a pause or a request is no describer', async () => {
  const asked: [string, RegExp][] = [
    ['great, show me tents', /^Showing tents\./],
    ['Great show me tents', /^Showing tents\./],
    ['thanks! now show me boots', /^Showing boots\./],
    ['thank you, I need a backpack', /^Showing backpack\./],
    ['ok, great, I want a backpack', /^Showing backpack\./],
    ['cool can you find sweaters', /^Showing sweaters\./],
    ['awesome. any sweaters?', /^Showing sweaters\./],
    ['perfect - running shoes under 100', /^Showing running shoes under \$100\./],
    ['nice, give me yoga mats', /^Showing yoga mats\./],
    ['can you give me a tent', /^Showing tent\./],
  ];
  for (const [request, opening] of asked) assert.match((await search(request)).chat, opening, request);
});

test('the product said again as "them" or "it" after a need is no word to match', async () => {
  // They had said "Showing warm boots them." and "Showing bag it for work.".
  assert.match((await search('boots, i need them for snow')).chat, /^Showing warm boots\./);
  assert.match((await search('a bag, i need it for work')).chat, /^Showing bag for work\./);
});

test('in a conversation too', async () => {
  await converse('tents', 'chat');
  assert.match((await converse('great, show me backpacks', 'chat')).chat, /^Showing backpacks\./);
});

test('a word of opinion is no kind to name, unless a product shown holds it', async () => {
  assert.match((await search('great tents')).chat, /^Showing tents\./);
  // Beside a cheap word it asks value (value-asked.ts), never named.
  assert.match(
    (await search('show me great, cheap tents')).chat,
    /^Showing tents under \$[\d.]+, the cheapest third of the prices, best rated first\./,
  );
  const rugs = await shopCaller([
    { id: 'rug', title: 'Great Room Area Rug', price: 120 },
    { id: 'runner', title: 'Hallway Runner Rug', price: 60 },
  ]);
  assert.match((await rugs.search('great room rug')).chat, /^Showing great room rug\./);
  rugs.app.close();
});

test.after(() => app.close());
test.run();
