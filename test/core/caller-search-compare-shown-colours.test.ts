/**
 * Colours set against each other in a conversation point at the shown products in them: after a search, "compare
 * the black and the navy" and "which is better, the black or the navy?" had searched again (only ordinals pointed
 * at the shown products). Now each colour points at the shown products that are that colour, else at those that
 * come in it by a variant, and they are compared. Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { SearchData } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { coloured } from '../helpers/variant-colours.ts';

const jacket = (id: string, title: string, color: string, variants: string[], rating: number) =>
  coloured(id, title, 'Clothing > Jackets', color, variants, { rating, reviewCount: 100 });

const { app, caller } = await shopCaller([
  jacket('harbor', 'Harbor Rain Jacket', 'black', ['black'], 4.8),
  // Navy by a variant only: "the navy" is the jacket that is navy itself.
  jacket('summit', 'Summit Rain Jacket', 'grey', ['grey', 'navy'], 4.7),
  jacket('shell', 'Trail Shell Jacket', 'navy', ['navy'], 4.6),
  jacket('ridge', 'Ridge Rain Jacket', 'charcoal', ['charcoal', 'olive'], 4.5),
  jacket('ember', 'Ember Rain Jacket', 'red', ['red'], 4.4),
]);

async function search(content: string, sessionId: string) {
  const found = { ids: [] as string[], chat: '', data: undefined as SearchData | undefined };
  for await (const event of await caller.search({ content, sessionId })) {
    if ('data' in event)
      [found.ids, found.data] = [event.data.responsePayload.map((item) => item.id), event.data];
    else found.chat += event.chatStream;
  }
  return found;
}

test('"compare the black and the navy" compares the shown products in those colours, their own first', async () => {
  for (const [session, question] of [
    ['k1', 'compare the black and the navy'],
    ['k2', 'which is better, the black or the navy?'],
    ['k3', 'black vs navy'],
  ]) {
    assert.equal((await search('jackets', session!)).ids.length, 5);
    const compared = await search(question!, session!);
    assert.equal(compared.ids, ['harbor', 'shell'], question);
    assert.ok(compared.data?.comparison !== undefined, question);
    assert.match(
      compared.chat,
      /^Comparing Harbor Rain Jacket \(black\) and Trail Shell Jacket \(navy\) overall\./,
      question,
    );
  }
});

test('a colour no shown product is itself points at those coming in it', async () => {
  await search('jackets', 'k4');
  const compared = await search('which is better, the red or the olive one?', 'k4');
  assert.equal(compared.ids, ['ember', 'ridge']);
  assert.ok(compared.data?.comparison !== undefined);
});

test('a colour no shown product comes in points at nothing: the request is searched as before', async () => {
  await search('jackets', 'k5');
  const purple = await search('compare the black and the purple', 'k5');
  assert.is(purple.data?.comparison, undefined);
  // The cue names no product: it had been "Showing black or purple compare jackets.".
  assert.match(purple.chat, /^Showing black or purple jackets\. /);
  await search('jackets', 'k6');
  // After "in", colours are ones to come in, not pointers.
  const navy = await search('compare jackets in black or navy', 'k6');
  assert.is(navy.data?.comparison, undefined);
  assert.match(navy.chat, /^Showing black or navy jackets\. /);
  for (const [session, question] of [
    ['k8', 'black vs purple'],
    ['k9', "what's the difference between the black and the purple?"],
  ]) {
    await search('jackets', session!);
    assert.match((await search(question!, session!)).chat, /^Showing black or purple jackets\. /, question);
  }
  await search('jackets', 'k7');
  assert.equal((await search('compare the first and the third', 'k7')).ids, ['harbor', 'shell']);
});

test.after(() => app.close());
test.run();
