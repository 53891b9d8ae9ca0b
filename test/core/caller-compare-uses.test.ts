/**
 * A use asked of a comparison, read in general form ("for a pool party", "on a hike", "for my commute"): grounded
 * in the products' own words first, else in the features bearing on it that each lists. "which is better for a pool
 * party?" of the demo's speakers had been compared "overall", never saying which one is made for it; "for hiking"
 * had said only that none mentions hiking. Through the core's caller on the demo catalogue in real SQLite.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const { app, compare } = await shopCaller(demoProducts());
const speakers = ['sku-00010', 'sku-00019', 'sku-00022'];

test('a pool party: the speaker whose description names it, and what bears on water', async () => {
  const message = await compare(speakers, 'which is better for a pool party?');
  assert.match(message, /Ripple Dustproof Portable Bluetooth… for a pool party\./);
  assert.match(
    message,
    /For a pool party: Ripple 30W Portable Bluetooth Speaker \("Ready for movie nights and pool parties\."\)\./,
  );
  assert.match(message, /Of the features bearing on it, all of them list waterproof\./);
  assert.not.match(message, / overall\./);
});

test('the beach, said after a verb of use: the speaker made for beach days', async () => {
  const message = await compare(speakers, 'which one should I take to the beach?');
  assert.match(message, /for the beach\./);
  assert.match(message, /For the beach: Lantern Waterproof Portable Bluetooth… \("A dependable choice/);
});

test('hiking, mentioned by none: the features bearing on carrying it, each as listed', async () => {
  for (const asked of ['which is better for hiking?', 'which would you take on a hike?']) {
    const message = await compare(speakers, asked);
    assert.match(
      message,
      /None of them mentions (?:hiking|a hike) in its details; of the features bearing on it, Lantern Waterproof Portable Bluetooth… and Ripple 30W Portable Bluetooth Speaker list rugged; Ripple Dustproof Portable Bluetooth… lists compact\./,
      message,
    );
  }
});

test('a use none bears on by any feature listed: said so, nothing claimed', async () => {
  const earbuds = ['sku-00067', 'sku-00133'];
  const message = await compare(earbuds, 'which is better for the gym?');
  assert.match(
    message,
    /None of them mentions the gym in its details, nor lists sweat-resistant or secure-fit\./,
  );
});

test("only features the compared products' kind lists are named: no earbud's for speakers or shoes", async () => {
  const message = await compare(speakers, 'which is better for the gym?');
  assert.match(message, /None of them mentions the gym in its details\./);
  assert.not.match(message, /sweat-resistant|secure-fit/);
  // A use said as long ("long runs", "a marathon") bears on comfort, which a cushioned shoe meets.
  for (const asked of ['which is better for long runs?', 'which is better for a marathon?']) {
    const shoes = await compare(['sku-00320', 'sku-00306'], asked);
    assert.match(shoes, /in its details; of the features bearing on it, both list cushioned\./, asked);
    assert.not.match(shoes, /sweat-resistant|secure-fit/, asked);
  }
});

test('a person, a price or a quality after "for" is no use', async () => {
  for (const asked of [
    'which is better for me?',
    'which is better for my son?',
    'compare them for durability',
  ]) {
    const message = await compare(speakers, asked);
    assert.not.match(message, /mentions|bearing on it/, message);
  }
});

test.after(() => app.close());
test.run();
