/**
 * A number size asked to fit on a product's page ("will a 10.5 fit?", "would a 10.5 fit me?", "I wear a 10.5, will
 * it fit?") is asked as "does it come in 10.5?" is, and a no to a size between two of its number sizes names the
 * nearest it comes in. Of the demo's Highpoint Waterproof Hiking Boot (sku-00303, sizes 5 to 13) they had said
 * 'I can't tell: nothing about … mentions "fit"', "Nothing in the details … says how it fits", and searched the whole
 * shop for "fit" (a linen tee first); "does it come in 10.5?" had said "(it comes in sizes 5 to 13)" alone.
 * Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const extra: Product[] = [
  {
    id: 'gapped',
    title: 'Trail Hiking Boot',
    category: 'Shoes > Hiking',
    price: 120,
    attributes: { size: ['6', '8', '10'] },
  },
];
const { askOnPage } = await shopCaller([...demoProducts(), ...extra]);
const ask = async (content: string, productId: string) =>
  (await askOnPage(content, undefined, productId)).chat;
const boot = "the Highpoint Waterproof Hiking Boot you're viewing";

test('"will a 10.5 fit?", "would a 10.5 fit me?", "I wear a 10.5, will it fit?": the size asked, the nearest named', async () => {
  for (const content of ['will a 10.5 fit?', 'would a 10.5 fit me?', 'I wear a 10.5, will it fit?']) {
    const { chat, ids } = await askOnPage(content, undefined, 'sku-00303');
    assert.ok(
      chat.startsWith(
        `No: ${boot} doesn't come in half sizes: 10 or 11 are the nearest. Showing products like`,
      ),
      `${content}: ${chat}`,
    );
    // The boots like it in 10.5, not the shop's tees for "fit".
    const byId = new Map(demoProducts().map((product) => [product.id, product]));
    assert.ok(ids.length > 0 && ids.every((id) => byId.get(id)?.category === 'Shoes > Hiking'), content);
  }
  for (const content of ['will a 10 fit?', 'I wear a 10, will it fit?', "I'm a 10, would it fit me?"]) {
    const chat = await ask(content, 'sku-00303');
    assert.ok(chat.startsWith(`Yes: ${boot} comes in size 10. Showing`), `${content}: ${chat}`);
  }
});

test('"does it come in 10.5?": a no names the nearest sizes it comes in', async () => {
  const half = await ask('does it come in 10.5?', 'sku-00303');
  assert.ok(
    half.startsWith(
      `No: ${boot} doesn't come in size 10.5 (it comes in whole sizes 5 to 13: 10 or 11 are the nearest); ` +
        'these similar products do.',
    ),
    half,
  );
  const between = await ask('is there a size 7?', 'gapped');
  assert.ok(
    between.startsWith(
      "No: the Trail Hiking Boot you're viewing doesn't come in size 7 (it comes in sizes 6, 8 or 10: 6 or 8 are " +
        'the nearest)',
    ),
    between,
  );
  // Past its end, no nearest: the sizes it comes in.
  const past = await ask('does it come in 15?', 'sku-00303');
  assert.ok(past.startsWith(`No: ${boot} doesn't come in size 15 (it comes in sizes 5 to 13)`), past);
});

test.run();
