/**
 * "is it wood?" on the demo's Full-Tang Damascus Steel Chef's Knife: no knife is wood, so the material gives way and
 * the products like it stay knives (it had answered "… isn't made of wood; these similar products are. Showing wood
 * products like the …" over one maple cutting board, which names "knife" only in its features). Through the core's
 * caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { app, askOnPage } = await shopCaller(products);
const titled = (title: string): string => products.find((product) => product.title === title)!.id;
const title = (id: string): string => products.find((product) => product.id === id)!.title;

test('"is it wood?" of a chef\'s knife says no and lists knives', async () => {
  const found = await askOnPage('is it wood?', undefined, titled("Full-Tang Damascus Steel Chef's Knife"));
  assert.match(
    found.chat,
    "No: the Full-Tang Damascus Steel Chef's Knife you're viewing isn't made of wood.",
  );
  assert.match(found.chat, 'relaxed: material wood');
  assert.not.match(found.chat, 'wood products like');
  assert.not.match(found.chat, 'these similar products are');
  assert.ok(found.ids.length >= 5);
  for (const id of found.ids.slice(0, 5)) assert.match(title(id), /Knife/, id);
});

test('a material some product of its kind has still lists those ("is it maple?" of a cutting board)', async () => {
  const board = titled('Reversible Maple Cutting Board');
  const found = await askOnPage('is it maple?', undefined, board);
  assert.match(found.chat, /^Yes: /);
  assert.is(found.ids[0], board);
});

test.after(() => app.close());
test.run();
