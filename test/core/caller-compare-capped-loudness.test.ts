/**
 * "Which is quieter?" of headphones stating a max volume: "maxVolume: 85 dB" is how loud a pair can play, not how
 * quiet it is, yet it had been the measure compared ("Comparing Kids' Flow … on max volume. Only Kids' Flow …
 * lists its max volume: 85 dB."; a lower cap said as "is quieter"). Now a cap (`measures.capped`) is no measure of
 * quietness: the quality is answered (noise cancelling) and the cap said as what it is. A noise level stated in dB
 * is still compared, and "which is louder?" still reads the max volume. Through the core's caller.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const product = (id: string, category: string, attributes: Product['attributes']): Product => ({
  id,
  title: `${id} ${category.split(' > ')[1]}`,
  category,
  price: 50,
  available: true,
  attributes,
});

const own = await shopCaller([
  product('Tiny', 'Electronics > Headphones', { maxVolume: '85 dB', features: ['volume-limited'] }),
  product('Blast', 'Electronics > Headphones', { maxVolume: '100 dB', features: ['wireless'] }),
  product('Hush', 'Electronics > Fans', { noiseLevel: '30 dB' }),
  product('Roar', 'Electronics > Fans', { noiseLevel: '45 dB' }),
]);
const demo = await shopCaller(demoProducts());

test('a lower max volume is not said as quieter: the cap is said as what it is', async () => {
  const message = await own.compare(['Tiny', 'Blast'], 'which is quieter?');
  assert.match(message, / on how quiet they are\./);
  assert.match(
    message,
    /Max volume \(how loud it can play, not how much noise it keeps out\): 85 dB \(Tiny Headphones\) and 100 dB \(Blast Headphones\)\./,
  );
  assert.not.match(message, /is quieter|on max volume/);
  // Said once: the differences had said it again, "Max volume: 85 dB (Tiny Headphones); 100 dB (…)".
  assert.is(message.split('Max volume').length, 2);
});

test('a noise level is how quiet it is, and a max volume still answers "which is louder?"', async () => {
  const fans = await own.compare(['Hush', 'Roar'], 'which is quieter?');
  assert.match(fans, /Hush Fans is quieter: noise level 30 dB against 45 dB\./);
  const louder = await own.compare(['Tiny', 'Blast'], 'which is louder?');
  assert.match(louder, /Blast Headphones is louder: max volume 100 dB against 85 dB\./);
});

test("demo: kids' volume-limited headphones beside noise cancelling ones", async () => {
  const message = await demo.compare(['sku-00146', 'sku-00076'], 'which is quieter?');
  assert.match(message, / on how quiet they are\./);
  assert.match(message, /Halo Wireless Noise Cancelling Over-Ear… lists noise cancelling/);
  assert.match(
    message,
    /Max volume \(how loud it can play, not how much noise it keeps out\): 85 dB \(Kids' Flow Wireless Headphones\); Halo Wireless Noise Cancelling Over-Ear… states none\./,
  );
  const both = await demo.compare(['sku-00146', 'sku-00200'], 'which is quieter?');
  assert.match(both, /Max volume \([^)]*\): 85 dB for both\./);
});

test.run();
