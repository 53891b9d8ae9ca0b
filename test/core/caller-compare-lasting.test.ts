/**
 * "Which lasts longer?" of products stating no battery life (running shoes, knives): it had been read as battery
 * life alone and said "None of them lists its battery." of shoes. Now, where none states a battery life, it asks
 * their durability (`compare.qualities.durable`): the features, material and details bearing on it. Headphones
 * stating a battery life still compare on it. Through the core's caller on the demo catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { compare } = await shopCaller(demoProducts());

test('running shoes and knives: durability, never a battery', async () => {
  const shoes = await compare(['sku-00038', 'sku-00155'], 'which lasts longer?');
  assert.match(shoes, / on durability\./);
  assert.match(
    shoes,
    /Material: recycled polyester mesh \(Daybreak Cushioned Running Shoe\) and engineered mesh \(Men's Waterproof Trail Running Shoe\)\./,
  );
  assert.not.match(shoes, /battery/);
  const knives = await compare(['sku-00029', 'sku-00143'], 'which one will last longer?');
  assert.match(knives, / on durability\. .*Material: Damascus steel for both\./);
  assert.not.match(knives, /battery/);
});

test('headphones stating a battery life still compare on it', async () => {
  const message = await compare(['sku-00076', 'sku-00102'], 'which lasts longer?');
  assert.match(
    message,
    /Halo Wireless Noise Cancelling Over-Ear… lasts longer: battery life 40 hours against 35 hours\./,
  );
});

test.run();
