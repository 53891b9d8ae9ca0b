/**
 * The offline chat says the shade asked of every pick that is in it, in the pick's own words: "olive t-shirt" had
 * said "comes in olive" of the top pick only, and of the picks after it only that they match "t-shirt", though
 * they too were listed for their colour. Now each says its shade: "comes in olive", "comes in dark olive".
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { tee } from '../helpers/variant-colours.ts';

const rated = (product: Product, reviewCount: number): Product => ({ ...product, rating: 4.5, reviewCount });
const products: Product[] = [
  rated(tee('pocket', 'Pocket T-Shirt', 'olive'), 500),
  rated(tee('crew', 'Crew Neck T-Shirt', 'olive'), 400),
  rated(tee('boxy', 'Boxy T-Shirt', 'dark olive'), 300),
  rated(tee('henley', 'Henley T-Shirt', 'burgundy'), 200),
  rated(tee('ringer', 'Ringer T-Shirt', 'heather burgundy'), 100),
  rated(tee('raglan', 'Raglan T-Shirt', 'navy'), 50),
];

const { app, search, ask } = await shopCaller(products);

/** The sentence of the chat naming `title`. */
const sentenceOf = (chat: string, title: string): string =>
  chat.split(/(?<=\.) /).find((sentence) => sentence.includes(title)) ?? '';

test('"olive t-shirt": each pick says the shade it comes in, past the top pick too', async () => {
  const { ids, chat } = await search('olive t-shirt');
  assert.equal([...ids].sort(), ['boxy', 'crew', 'pocket'], chat);
  assert.match(sentenceOf(chat, 'Pocket T-Shirt'), /; it matches "t-shirt" and comes in olive\.$/, chat);
  assert.match(sentenceOf(chat, 'Crew Neck T-Shirt'), /; it matches "t-shirt" and comes in olive\.$/, chat);
  assert.match(sentenceOf(chat, 'Boxy T-Shirt'), /; it matches "t-shirt" and comes in dark olive\.$/, chat);
});

test('"burgundy t-shirt": the second pick says its own shade, "heather burgundy"', async () => {
  const { ids, chat } = await search('burgundy t-shirt');
  assert.equal([...ids].sort(), ['henley', 'ringer'], chat);
  assert.match(sentenceOf(chat, 'Henley T-Shirt'), /comes in burgundy\.$/, chat);
  assert.match(
    sentenceOf(chat, 'Ringer T-Shirt'),
    /; it matches "t-shirt" and comes in heather burgundy\.$/,
    chat,
  );
});

test('"red t-shirt": a shade met through the family asked is said as on its page, "(a shade of red)"', async () => {
  const { ids, chat } = await search('red t-shirt');
  assert.equal([...ids].sort(), ['henley', 'ringer'], chat);
  // It had said "comes in burgundy", and "comes in heather burgundy", where the page said "(a shade of red)".
  assert.match(sentenceOf(chat, 'Henley T-Shirt'), /comes in burgundy \(a shade of red\)\.$/, chat);
  assert.match(sentenceOf(chat, 'Ringer T-Shirt'), /comes in heather burgundy \(a shade of red\)\.$/, chat);
  assert.match(await ask('does it come in red?', 'henley'), /comes in burgundy \(a shade of red\)\./);
  assert.match(await ask('does it come in red?', 'ringer'), /comes in heather burgundy \(a shade of red\)\./);
});

test.after(() => app.close());
test.run();
