/**
 * Products naming the kind asked only by a synonym their title writes before its own noun are counted apart: on the
 * demo shop "king comforter under 160" had said "I found 4 matches." over one comforter and three Duvet Covers
 * ("duvet" is the lexicon's synonym of "comforter", and a cover's "duvet" says what it covers); now "Of these, 1 is
 * a comforter and 3 are duvet covers, listed after it.". Sorted by price, the covers come after the comforters.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());

test('"king comforter under 160" counts the comforter and the covers apart', async () => {
  const { chat } = await demo.search('king comforter under 160');
  assert.match(
    chat,
    /I found 4 matches\. Of these, 1 is a comforter and 3 are duvet covers, listed after it\./,
    chat,
  );
});

const bedding = (id: string, title: string, price: number): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  description: `A ${title.toLowerCase()}.`,
  price,
});

const shop = await shopCaller([
  bedding('cover', 'Linen Duvet Cover', 60),
  bedding('comforter', 'Cotton Sateen Comforter', 220),
  bedding('duvet', 'Goose Down Duvet', 140),
]);

test('by price, a cover naming the synonym before its own noun comes after the comforters', async () => {
  const { ids, chat } = await shop.search('cheapest comforter');
  assert.equal(ids, ['duvet', 'comforter', 'cover'], chat);
  assert.match(chat, /Of these, 2 are comforters and 1 is a duvet cover, listed after them\./, chat);
});

test('a duvet whose head the synonym is counts as one of the kind: nothing is said apart', async () => {
  const { chat } = await shopCaller([
    bedding('comforter', 'Cotton Sateen Comforter', 220),
    bedding('duvet', 'Goose Down Duvet', 140),
  ]).then((only) => only.search('comforter'));
  assert.not.match(chat, /Of these/, chat);
});

test.run();
