/**
 * A place a product must fit that a feature stands for: "a backpack that fits in an overhead bin" asks for the demo's
 * carry-on friendly backpacks ("Showing carry-on friendly backpack."; it had said 'No product mentions "overhead" or
 * "bin"' over every backpack), and "will it fit in an overhead bin?" on a backpack's page answers from that feature
 * (it had said "I can't tell: nothing about … mentions "fit", "overhead" or "bin""). A shop tagging no such feature
 * keeps the words.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const { app, search, askOnPage } = await shopCaller(products);
const titled = (title: string): string => products.find((product) => product.title === title)!.id;
const features = (id: string): unknown =>
  products.find((product) => product.id === id)?.attributes?.['features'];

test('a backpack that fits in an overhead bin is a carry-on friendly one', async () => {
  for (const content of ['backpack that fits in an overhead bin', 'backpack for the overhead bin']) {
    const found = await search(content);
    assert.ok(found.chat.startsWith('Showing carry-on friendly backpack.'), `${content}: ${found.chat}`);
    assert.ok(found.ids.length > 0, content);
    for (const id of found.ids) assert.ok(JSON.stringify(features(id)).includes('carry-on friendly'), id);
  }
});

test('on a backpack page, whether it fits in an overhead bin is whether it is carry-on friendly', async () => {
  const yes = await askOnPage(
    'will it fit in an overhead bin?',
    undefined,
    titled('Metro Carry-On Friendly Travel Backpack'),
  );
  assert.match(
    yes.chat,
    /^Yes: the Metro Carry-On Friendly Travel Backpack you're viewing is carry-on friendly\./,
  );
  const no = await askOnPage(
    'will it fit in an overhead bin?',
    undefined,
    titled('30L Padded Laptop Backpack'),
  );
  assert.match(
    no.chat,
    /^No: the 30L Padded Laptop Backpack you're viewing isn't listed as carry-on friendly/,
  );
});

test('a shop tagging no such feature keeps the words', async () => {
  const bags: Product[] = [
    { id: 'a', title: 'Overhead Bin Organiser', attributes: { features: ['padded'] } },
    { id: 'b', title: 'Padded Backpack', attributes: { features: ['padded'] } },
  ];
  const shop = await shopCaller(bags);
  const found = await shop.search('organiser for the overhead bin');
  assert.not.match(found.chat, /carry-on/);
  assert.equal(found.ids[0], 'a');
  shop.app.close();
});

test.after(() => app.close());
test.run();
