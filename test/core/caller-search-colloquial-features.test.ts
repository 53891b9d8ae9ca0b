/**
 * Everyday and superlative words for a feature, and words of opinion, through the core's caller on the demo
 * catalogue. "driest tent" had listed a tent that is not waterproof second ("None of them has everything you asked
 * for"); "something cosy for winter" had said "Showing cosy." with a sheet set and a rain jacket after relaxing
 * warm; "comfy sneakers for standing all day" had said "Showing cushioned comfy sneakers." and "None of them has
 * everything"; "cheap but good running shoes" had said "Showing good running shoes" and "it matches "good running
 * shoes"".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { listedFeatures } from '../helpers/product-features.ts';

const products = demoProducts();
const { app, search, converse } = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const featuresOf = (id: string): string[] => listedFeatures(byId.get(id));
const categoryOf = (id: string): string => byId.get(id)?.category ?? '';

test('"driest" asks for keeping dry: waterproof first, then water-resistant', async () => {
  const tents = await search('driest tent');
  // No tent states how water-resistant it is: said so, over the water-resistant ones (feature-superlatives.ts).
  assert.match(
    tents.chat,
    /^None of these tents states how water-resistant it is, so I can't tell which is the driest\. Showing water-resistant tent\./,
  );
  assert.not.match(tents.chat, /None of them has everything/);
  assert.ok(tents.ids.length > 0);
  for (const id of tents.ids) assert.ok(featuresOf(id).includes('waterproof'), id);

  const jackets = await search('driest jacket');
  const dry = jackets.ids.map((id) => featuresOf(id));
  assert.ok(dry.every((features) => features.includes('waterproof') || features.includes('water-resistant')));
  const firstResistantOnly = dry.findIndex((features) => !features.includes('waterproof'));
  const lastWaterproof = dry.map((features) => features.includes('waterproof')).lastIndexOf(true);
  assert.ok(firstResistantOnly === -1 || lastWaterproof < firstResistantOnly, JSON.stringify(dry));
});

test('"drier" after jackets asks for the same', async () => {
  await converse('jackets', 'drier');
  const { ids } = await converse('something drier', 'drier');
  assert.ok(ids.length > 0);
  for (const id of ids) {
    const features = featuresOf(id);
    assert.ok(features.includes('waterproof') || features.includes('water-resistant'), id);
  }
});

test('"cosy", "cozy" and "snug" are warm', async () => {
  for (const request of [
    'something cosy for winter',
    'something cozy for winter',
    'something snug for winter',
  ]) {
    const { ids, chat } = await search(request);
    assert.match(chat, /^Showing warm products\./, request);
    assert.not.match(chat, /relaxed|in its name/, request);
    for (const id of ids) assert.not.match(categoryOf(id), /Bedding/, request);
    assert.ok(ids.length > 0, request);
  }
  const sweaters = await search('cosy sweater');
  assert.match(sweaters.chat, /^Showing warm sweater\./);
  for (const id of sweaters.ids) assert.ok(featuresOf(id).includes('warm'), id);
  // A snug fit is a fit, not warmth.
  assert.not.match((await search('snug fit sweater')).chat, /warm/);
});

test('a request of a feature alone says it once, as the feature: "it is warm", not "matches "warm" and is warm"', async () => {
  for (const request of ['something cosy for winter', 'waterproof']) {
    const { chat } = await search(request);
    assert.not.match(chat, /it matches "(?:warm|waterproof)"/u, request);
    assert.match(chat, /; it is (?:warm|waterproof)\b/u, request);
  }
  // With words of its own besides the feature, the whole request is still claimed.
  assert.match((await search('warm jacket')).chat, /it matches "warm jacket" and is warm/u);
});

test('"comfy" read as a feature leaves the text; standing all day is a use', async () => {
  const standing = await search('comfy sneakers for standing all day');
  assert.match(standing.chat, /^Showing cushioned sneakers\./);
  assert.not.match(standing.chat, /comfy|None of them has everything/);
  for (const id of standing.ids) assert.ok(featuresOf(id).includes('cushioned'), id);

  const comfy = await search('comfy sneakers');
  assert.match(comfy.chat, /^Showing comfortable sneakers\./);
  assert.not.match(comfy.chat, /comfy/);
  const comfort = ['cushioned', 'padded', 'soft', 'supportive'];
  for (const id of comfy.ids)
    assert.ok(
      featuresOf(id).some((feature) => comfort.includes(feature)),
      id,
    );
});

test('words of opinion are not named as what is shown or matched', async () => {
  // A quality word beside a cheap one asks value (value-asked.ts): the cheapest third, best rated first.
  const { chat } = await search('cheap but good running shoes');
  assert.match(
    chat,
    /^Showing running shoes under \$[\d.]+, the cheapest third of the prices, best rated first\./,
  );
  assert.not.match(chat, /good/);
  assert.match(chat, /it matches "running shoes"/);
  assert.match((await search('nice sweater')).chat, /^Showing sweater\./);
});

test.after(() => app.close());
test.run();
