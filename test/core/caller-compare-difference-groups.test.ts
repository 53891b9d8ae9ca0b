/**
 * "What's the difference?" of three where two share a value says it once with both: it had said "Material: Damascus
 * steel (Copperleaf Pro …); Damascus steel (Bistro …); stainless steel (Full-Tang …)." Now "Material: Damascus
 * steel (Copperleaf Pro … and Bistro …); stainless steel (Full-Tang …)." Through the core's caller on the demo.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { compare } = await shopCaller(demoProducts());

test('a value two of them share is said once, naming both', async () => {
  const knives = await compare(['sku-00271', 'sku-00342', 'sku-00351'], "what's the difference?");
  assert.match(
    knives,
    /Material: Damascus steel \(Copperleaf Pro 8-Inch Chef's Knife and Bistro 8-Inch Chef's Knife\); stainless steel \(Full-Tang Stainless Steel Chef's Knife\)\./,
  );
  const bedding = await compare(['sku-00018', 'sku-00165', 'sku-00203'], 'how do they differ?');
  assert.match(
    bedding,
    /Material: cotton sateen \(Weekend Cotton Sateen Comforter and All-Season Cotton Sateen Comforter\); washed cotton \(Lightweight Washed Cotton Duvet Cover\)\./,
  );
});

test.run();
