/**
 * A colour and a size asked together of the viewed product, one or both of which it lacks: "does it come in navy in
 * XL?" on the demo's Merino Wool Quarter-Zip Sweater (olive, sizes XS to L) had answered "I can't tell: nothing
 * about … mentions "navy" or "xl"", though its colours and sizes say no. Through the core's caller on a real SQLite
 * catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const sweater = products.find((product) => product.title === 'Merino Wool Quarter-Zip Sweater');
const name = "the Merino Wool Quarter-Zip Sweater you're viewing";

test('neither the colour nor the size: a no naming the colours and sizes it has', async () => {
  assert.ok(sweater !== undefined);
  const { chat } = await demo.askOnPage('does it come in navy in XL?', undefined, sweater.id);
  assert.match(
    chat,
    `No: ${name} doesn't come in navy or in size XL (it comes in olive, in sizes XS, S, M or L).`,
  );
  assert.not.match(chat, "can't tell");
});

test('one of the two: a no saying which it has', async () => {
  assert.ok(sweater !== undefined);
  const olive = await demo.askOnPage('does it come in olive in XL?', undefined, sweater.id);
  assert.match(
    olive.chat,
    `No: ${name} comes in olive, but not in size XL (it comes in sizes XS, S, M or L).`,
  );
  const medium = await demo.askOnPage('do you have it in navy in medium?', undefined, sweater.id);
  assert.match(medium.chat, `No: ${name} comes in size M, but not in navy (it comes in olive).`);
});

test('both: the yes stays as it was', async () => {
  assert.ok(sweater !== undefined);
  const { chat } = await demo.askOnPage('does it come in olive in medium?', undefined, sweater.id);
  assert.match(chat, `Yes: ${name} comes in olive and comes in size M.`);
});

test.run();
