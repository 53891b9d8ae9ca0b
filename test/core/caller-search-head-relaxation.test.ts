/**
 * Constraints that keep products, but none of the kind asked for: "hiking boots under $100" in a shop whose boots
 * all cost more used to list hiking socks. The weakest constraint that brings that kind back is dropped, and
 * named; one that brings it back only below other products is not. A dropped feature's words then only rank: "soft
 * pillow" where no pillow is soft lists the pillows, where the soft t-shirts had followed them.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products: Product[] = [
  { id: 'summit-boot', title: 'Summit Hiking Boot', price: 180, attributes: { features: ['waterproof'] } },
  { id: 'trail-boot', title: 'Trail Hiking Boot', price: 120 },
  { id: 'socks', title: 'Merino Hiking Socks', price: 20, attributes: { features: ['warm'] } },
  { id: 'sweater', title: 'Alpine Warm Sweater', price: 80, attributes: { features: ['warm'] } },
  { id: 'sandal', title: 'Leather Hiking Sandal', price: 60, attributes: { material: 'leather' } },
  { id: 'daypack', title: 'Trail Daypack', price: 70, description: 'A padded hip belt carries the load.' },
  // Says "waterproof" only in its description: no feature tag, no feature its title names.
  { id: 'spray', title: 'Seam Sealer Spray', price: 12, description: 'Keeps a tent waterproof.' },
];

const { app, search } = await shopCaller(products);

test('a price that leaves none of the asked kind is relaxed by name', async () => {
  const { ids, chat } = await search('hiking boots under $100');
  assert.equal(ids.slice(0, 2).sort(), ['summit-boot', 'trail-boot']);
  assert.match(chat, /relaxed: under \$100/);
});

test('the weakest such constraint goes first, alone', async () => {
  const { ids, chat } = await search('warm boots under $150');
  assert.is(ids[0], 'trail-boot', 'the boot within the price, not a warm sweater');
  assert.not.ok(ids.includes('summit-boot'), 'the price still holds');
  assert.match(chat, /relaxed: feature warm\./);
});

test('constraints that keep some of the asked kind stay', async () => {
  const { ids, chat } = await search('hiking boots under $150');
  assert.is(ids[0], 'trail-boot');
  assert.not.ok(ids.includes('summit-boot'));
  assert.not.match(chat, /relaxed/);
});

test('a dropped price bound orders toward it: the cheapest first, or the dearest', async () => {
  const under = await search('hiking boots under $100');
  assert.equal(under.ids.slice(0, 2), ['trail-boot', 'summit-boot']);
  assert.match(under.chat, /^Showing hiking boots, cheapest first\./);
  const over = await search('hiking boots over $500');
  assert.equal(over.ids.slice(0, 2), ['summit-boot', 'trail-boot']);
  assert.match(over.chat, /most expensive first\..*relaxed: over \$500/);
  const range = await search('hiking boots between $300 and $400');
  assert.match(range.chat, /^Showing hiking boots\./, 'a range keeps relevance');
});

test('relaxing goes on past a step that finds none of the asked kind', async () => {
  // Without "waterproof", only a spray is under $50; without the price too, boots; "waterproof" is then taken
  // back, a waterproof boot being there.
  const { ids, chat } = await search('waterproof boots under $50');
  assert.equal(ids, ['summit-boot']);
  assert.match(chat, /I relaxed: under \$50\./);
});

test('a word only in a description is not the kind asked for: "comforter in red" lists comforters', async () => {
  const shop = await shopCaller([
    { id: 'mug', title: 'Stoneware Mug', description: 'A comfortable handle.', attributes: { color: 'red' } },
    { id: 'comforter', title: 'Sateen Comforter', attributes: { color: 'sand' } },
    { id: 'duvet', title: 'Cotton Comforter', attributes: { color: 'navy' } },
  ]);
  const { ids, chat } = await shop.search('comforter in red');
  assert.equal(ids.slice(0, 2).sort(), ['comforter', 'duvet']);
  assert.match(chat, /I relaxed: colour red\./);
  shop.app.close();
});

test('a relaxation whose best match is still not of the asked kind is not made', async () => {
  // Without the leather filter, "belt" is only in a daypack's description, ranked below leather titles.
  const { ids, chat } = await search('leather belt');
  assert.equal(ids, ['sandal']);
  assert.not.match(chat, /relaxed/);
});

test('brought back for the kind, a dropped feature only ranks: "soft pillow" lists the pillows alone', async () => {
  // In the demo shop no pillow is tagged soft: the soft t-shirts and sweaters had followed its 7 pillows (77 matches).
  const demo = await shopCaller(demoProducts());
  const pillows = await demo.search('pillow');
  const { ids, chat } = await demo.search('soft pillow');
  assert.equal([...ids].sort(), [...pillows.ids].sort());
  assert.match(chat, new RegExp(`I found ${pillows.ids.length} matches\\..*I relaxed: feature soft\\.`));
  demo.app.close();
});

test('a constraint that leaves only partial matches is relaxed when that lets a product hold every word', async () => {
  const shop = await shopCaller([
    { id: 'red-hiker', title: 'Scree Hiking Shoe', attributes: { color: 'red' } },
    { id: 'red-sneaker', title: 'Court Sneaker', attributes: { color: 'red' } },
    { id: 'runner', title: 'Horizon Running Shoe', attributes: { color: 'blue' } },
  ]);
  const { ids, chat } = await shop.search('red running shoes');
  assert.is(ids[0], 'runner');
  assert.match(chat, /^Showing running shoes\..*I relaxed: colour red\./);
  assert.not.match(chat, /None of them has everything/);
  shop.app.close();
});

test.after(() => app.close());
test.run();
