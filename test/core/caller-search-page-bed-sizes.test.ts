/**
 * Bed sizes asked alone on the page of a product in bed sizes, and "twin xl" read whole: "does it come in full?" of
 * the demo's comforter in Twin, Full/Queen and King/California King had said it "mentions "full"", "do you have it
 * in twin xl?" "Yes: … comes in size twin, but not in size XL", and the search "twin xl sheets" had listed sheets
 * "in size XL or twin". Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const demo = await shopCaller(demoProducts());
const comforter = "the Cotton Sateen Comforter in Sand you're viewing";
const sizes = '(it comes in sizes Twin, Full/Queen or King/California King)';

test('a bed size asked alone on its page: the option holding it, or a no with its sizes', async () => {
  const asked: [string, string, string][] = [
    ['does it come in full?', 'sku-00005', `Yes: ${comforter} comes in size Full/Queen.`],
    ['will it fit a full?', 'sku-00005', `Yes: ${comforter} comes in size Full/Queen.`],
    [
      'does it come in full?',
      'sku-00441',
      "No: the Farmhouse Hypoallergenic Pillow you're viewing doesn't come in size full (it comes in sizes Queen " +
        'or King).',
    ],
    ['do you have it in twin xl?', 'sku-00005', `No: ${comforter} doesn't come in size twin xl ${sizes}.`],
    ['will it fit a twin xl bed?', 'sku-00005', `No: ${comforter} doesn't come in size twin xl ${sizes}.`],
    [
      'what size for a twin xl bed?',
      'sku-00005',
      `No: ${comforter} doesn't come in a size for a twin xl bed; it comes in sizes Twin, Full/Queen or ` +
        'King/California King.',
    ],
  ];
  for (const [content, id, answer] of asked) {
    const chat = await demo.ask(content, id);
    assert.ok(chat.startsWith(`${answer} Showing products like`), `${content} (${id}): ${chat}`);
  }
  // Off a bed's page "in full" keeps its words.
  assert.not.match(await demo.ask('does it come in full?', 'sku-00003'), /\bsize full\b/);
});

test('"twin xl" is one bed size, not XL and twin', async () => {
  const sheets = (id: string, size: string[]): Product => ({
    id,
    title: `${id} Cotton Sheet Set`,
    category: 'Home > Bedding',
    price: 80,
    attributes: { size },
  });
  // A shop selling XL tees too: "xl" alone is a size there.
  const tee: Product = {
    id: 'tee',
    title: 'Cotton Tee',
    category: 'Clothing > Tops',
    attributes: { size: ['L', 'XL'] },
  };
  const shop = await shopCaller([
    sheets('dorm', ['Twin', 'Twin XL']),
    sheets('plain', ['Twin', 'Full', 'Queen']),
    tee,
  ]);
  for (const content of ['twin xl sheets', 'sheets for a twin xl bed']) {
    const found = await shop.search(content);
    assert.equal(found.ids, ['dorm'], content);
    assert.match(found.chat, /^Showing sheets in size twin xl\./, content);
  }
});

test.run();
