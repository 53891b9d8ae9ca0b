/**
 * "is the handle wood?" on the demo's Classic 6-Inch Chef's Knife: the material is asked of the handle its
 * attributes name, not of the knife, so the products like it stay knives (it had shown "wood products like the
 * Classic 6-Inch Chef's Knife": one maple cutting board). Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, askOnPage } = await shopCaller(demoProducts());
const products = demoProducts();
const titled = (title: string): string => products.find((product) => product.title === title)!.id;
const title = (id: string): string => products.find((product) => product.id === id)!.title;

test('"is the handle wood?" of a chef\'s knife answers of its handle over knives', async () => {
  const viewed = titled("Classic 6-Inch Chef's Knife");
  const found = await askOnPage('is the handle wood?', undefined, viewed);
  assert.match(found.chat, "The Classic 6-Inch Chef's Knife you're viewing lists handle: pakkawood.");
  assert.not.match(found.chat, 'wood products like');
  // The demo's six chef's knives lead the products like it.
  assert.ok(found.ids.length >= 6);
  for (const id of found.ids.slice(0, 6)) assert.match(title(id), /Chef's Knife/, id);
});

test.after(() => app.close());
test.run();
