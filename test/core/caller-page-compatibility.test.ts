/**
 * "does it work with iphone?", "is it compatible with android?" on a product's page: a device its data doesn't name
 * gets no guess, but what its data says of how it connects. Of the demo's Nova Wireless Lightweight Over-Ear
 * Headphones (sku-00024, connectivity listed) it had said 'I can't tell: nothing about … mentions "work" or "iphone"';
 * of the Atlas 41 mm Smartwatch (sku-00041, none listed) '… mentions "compatible" or "android"'. Through the core's
 * caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { askOnPage } = await shopCaller(products);
const ask = async (content: string, id: string) => (await askOnPage(content, undefined, id)).chat;

test('a device its data does not name: no guess, and how it connects', async () => {
  const nova = products.find((product) => product.id === 'sku-00024');
  const connectivity = String(nova?.attributes?.['connectivity'] ?? '');
  assert.ok(connectivity !== '', 'the demo lists its connectivity');
  const phone = await ask('does it work with iphone?', 'sku-00024');
  assert.ok(
    phone.startsWith(
      "I can't tell whether they work with iphone: nothing about the Nova Wireless Lightweight Over-Ear Headphones " +
        `you're viewing mentions "iphone"; they list connectivity: ${connectivity}. Showing products like`,
    ),
    phone,
  );
  const watch = await ask('is it compatible with android?', 'sku-00041');
  assert.ok(
    watch.startsWith(
      "I can't tell whether it works with android: nothing about the Atlas 41 mm Smartwatch you're viewing " +
        'mentions "android", and it lists no connectivity.',
    ),
    watch,
  );
  const laptop = await ask('can I pair it with my laptop?', 'sku-00024');
  assert.match(
    laptop,
    /^I can't tell whether they work with your laptop: nothing about .* mentions "laptop"/,
  );
});

test('no such question: "does it work on induction?" is a feature', async () => {
  const pan = products.find((product) => /frying pan/i.test(product.title));
  assert.ok(pan !== undefined);
  assert.not.match(await ask('does it work on induction?', pan.id), /I can't tell whether/);
});

test.run();
