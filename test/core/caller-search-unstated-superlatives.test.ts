/**
 * Superlatives and comparatives of a measure the products found do not state, through the core's caller over the
 * demo shop (no product states a weight or a loudness; only speakers a wattage; no tent a battery life): the chat
 * says none states it rather than searching the word ("heaviest tent" had said 'No product mentions "heaviest"',
 * "lightest tent" "Showing lightest tent." over the tents tagged lightweight, which it now names so,
 * "quietest headphones" "None of them has everything you asked for"). On a page, a comparative of what the viewed
 * product states nothing of asks for its feature among products like it ("lighter than this" on a tent had listed
 * bedding "in Light Grey").
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const byId = new Map(products.map((product) => [product.id, product]));
const { search, askOnPage } = await shopCaller(products);
const ofCategory = (ids: string[], category: string) =>
  ids.length > 0 && ids.every((id) => byId.get(id)?.category === category);

test('"heaviest tent": none states its weight, the tents', async () => {
  const found = await search('heaviest tent');
  assert.match(found.chat, /^None of these tents states its weight, so I can't tell which is the heaviest\./);
  assert.not.match(found.chat, /"heaviest"/);
  assert.ok(ofCategory(found.ids, 'Outdoor > Tents'));
});

test('"lightest tent": none states its weight, so the lightweight tents, said so', async () => {
  const found = await search('lightest tent');
  assert.match(
    found.chat,
    /^None of these tents states its weight, so I can't tell which is the lightest\. Showing lightweight tent\./,
  );
  const light = (id: string) =>
    ((byId.get(id)?.attributes?.['features'] as string[] | undefined) ?? []).some((feature) =>
      /lightweight|ultralight/u.test(feature),
    );
  assert.ok(found.ids.length > 0 && found.ids.every(light), found.ids.join(' '));
});

test('"lightest speaker", no speaker tagged lightweight: the speakers, no feature relaxed aloud', async () => {
  const found = await search('lightest speaker');
  assert.match(
    found.chat,
    /^None of these speakers states its weight, so I can't tell which is the lightest\./,
  );
  assert.not.match(found.chat, /relaxed|lightweight/);
  assert.ok(ofCategory(found.ids, 'Electronics > Speakers'));
});

test('"tallest tent": none states its height ("tallest" had been searched)', async () => {
  const found = await search('tallest tent');
  assert.match(found.chat, /^None of these tents states its height, so I can't tell which is the tallest\./);
  assert.not.match(found.chat, /"tallest"/);
  assert.ok(ofCategory(found.ids, 'Outdoor > Tents'));
});

test('"smallest speaker", "biggest speaker": none states its size (not "its capacity")', async () => {
  for (const said of ['smallest', 'biggest']) {
    const found = await search(`${said} speaker`);
    assert.match(
      found.chat,
      new RegExp(`^None of these speakers states its size, so I can't tell which is the ${said}\\.`),
    );
  }
});

test('"longest lasting watch" asks no length: "longest" is how long it lasts', async () => {
  const found = await search('longest lasting watch');
  assert.not.match(found.chat, /its length|Showing lasting/);
});

test('"quietest headphones" and "loudest headphones": none states how loud it is', async () => {
  for (const [asked, said] of [
    ['quietest headphones', 'quietest'],
    ['loudest headphones', 'loudest'],
  ] as const) {
    const found = await search(asked);
    assert.match(
      found.chat,
      // "quietest" goes on to the noise cancelling ones (caller-search-quality-superlative.test.ts).
      new RegExp(`^None of these headphones states how loud it is, so I can't tell which is the ${said}[.:]`),
    );
    assert.ok(ofCategory(found.ids, 'Electronics > Headphones'), asked);
  }
});

test('"longest battery life tent": none states its battery life, the tents', async () => {
  const found = await search('longest battery life tent');
  assert.match(
    found.chat,
    /^None of these tents states its battery life, so I can't tell which has the longest battery life\./,
  );
  assert.ok(ofCategory(found.ids, 'Outdoor > Tents'));
});

test('"lighter than this" and "something lighter" on a tent: lightweight tents like it', async () => {
  const tent = products.find((product) => product.title === '2-Person Ultralight Backpacking Tent')!;
  for (const asked of ['lighter than this', 'something lighter', 'a lighter one']) {
    const found = await askOnPage(asked, undefined, tent.id);
    assert.match(found.chat, /^Showing lightweight products like/, asked);
    assert.ok(ofCategory(found.ids, 'Outdoor > Tents'), asked);
  }
});

test('"something warmer" on a puffer jacket: warm jackets like it, not the word "warmer"', async () => {
  const jacket = products.find((product) => product.title === 'Cascade Puffer Jacket')!;
  const found = await askOnPage('something warmer', undefined, jacket.id);
  assert.match(found.chat, /^Showing warm products like/);
  assert.not.match(found.chat, /"warmer"/);
  assert.ok(ofCategory(found.ids, 'Clothing > Jackets'));
});

test.run();
