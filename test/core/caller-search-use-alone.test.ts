/**
 * A request that only names a use ("something for a hike", "something for the beach"), through the core's caller over
 * the demo shop: the chat names it "products for a hike" (core/search/read-draft.ts `useFor`, describe-query.ts). It
 * had said "Showing hike." and "Showing beach.", the "for" dropped as a dangling word.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, search } = await shopCaller(demoProducts());

test('a use alone is named as products for it, as typed, with what else was asked', async () => {
  for (const [request, said] of [
    ['something for a hike', 'Showing products for a hike.'],
    ['something for the beach', 'Showing products for the beach.'],
    ['something for a hike in red', 'Showing red products for a hike.'],
    ['something for hiking under 50', 'Showing products for hiking under $50.'],
    // Asked as a question, or what to wear: "what should I wear for a winter hike?" had said "Showing should I wear
    // for a winter hike.", "anything for a winter hike?" "Showing winter hike.".
    ['anything for a winter hike?', 'Showing products for a winter hike.'],
    ['what do I need for a hike?', 'Showing products for a hike.'],
    ['what should I wear for a winter hike?', 'Showing products for a winter hike.'],
  ] as const) {
    const found = await search(request);
    assert.ok(found.ids.length > 0, request);
    assert.ok(found.chat.startsWith(said), `${request}: ${found.chat}`);
  }
});

test('a kind, a person or more words keep their own names', async () => {
  assert.match(
    (await search('waterproof jacket for a hike')).chat,
    /^Showing waterproof jacket for a hike\./,
  );
  assert.match((await search('something for my dad')).chat, /^Showing products for your dad\./);
  assert.match((await search('a gift for a runner')).chat, /^Showing running picks for a runner\./);
});

test.after(() => app.close());
test.run();
