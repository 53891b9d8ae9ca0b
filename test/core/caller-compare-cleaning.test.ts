/**
 * "Which is easier to clean?": it had compared "overall" and said nothing of cleaning (pans: "They differ in price,
 * rating, …"). Now it is a quality (`compare.qualities.clean`) answered from what bears on it: the features each
 * lists of those the compared kinds list (a pan's dishwasher safe or nonstick, a comforter's machine washable),
 * then ratings labelled as overall. Through the core's caller on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { compare } = await shopCaller(demoProducts());

test('pans: dishwasher safe and nonstick, each one with its own', async () => {
  const message = await compare(['sku-00150', 'sku-00181'], 'which is easier to clean?');
  assert.match(message, / on how easy they are to clean\./);
  assert.match(
    message,
    /Of the features bearing on it, Artisan Cast Iron Frying Pan lists dishwasher safe and nonstick; Nonstick Hard-Anodized Aluminum Frying… lists nonstick\./,
  );
  assert.match(message, /Reviewers' ratings are overall, not of how easy they are to clean alone: /);
});

test('comforters: machine washable, and the one that lists none said so', async () => {
  const message = await compare(['sku-00005', 'sku-00203'], 'which one is easier to wash?');
  assert.match(
    message,
    /Cotton Sateen Comforter in Sand lists machine washable; All-Season Cotton Sateen Comforter lists none of them\./,
  );
});

test.run();
