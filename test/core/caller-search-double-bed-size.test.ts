/**
 * "Double" is the UK's, and many shops', name for a full bed: in the demo shop (sheet sets in Twin/Full/Queen/King)
 * "double bed sheets" had matched "double" as a word and listed queen-only sets first ("None of them…"); it lists
 * the sheet sets sold in Full, as "full sheets" does, and "double sheets", "double duvet cover" (a bed-linen kind
 * after the size) too. Elsewhere "double" stays a word: "double wall mug", "double oven". A shop writing "Double"
 * meets "full size sheets". Through the core's caller on a real SQLite catalogue.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const sizesOf = (id: string): string[] => {
  const size = byId.get(id)?.attributes?.['size'];
  return Array.isArray(size) ? size.map(String) : typeof size === 'string' ? [size] : [];
};

test('a double bed is a full: its sheets, duvet covers and comforters in Full', async () => {
  const full = await demo.search('full sheets');
  for (const [request, kind, title] of [
    ['double bed sheets', 'sheets', /\bSheet\b/],
    ['double sheets', 'sheets', /\bSheet\b/],
    ['double duvet cover', 'duvet cover', /\bDuvet Cover\b|\bComforter\b/],
    ['double comforter', 'comforter', /\bComforter\b/],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(chat.startsWith(`Showing ${kind} in size double.`), `${request}: ${chat}`);
    assert.ok(ids.length > 0, request);
    for (const id of ids) {
      assert.ok(
        sizesOf(id).some((size) => size.split('/').includes('Full')),
        `${request}: ${byId.get(id)?.title}`,
      );
    }
    assert.match(byId.get(ids[0]!)?.title ?? '', title, request);
    if (kind === 'sheets') assert.equal(ids, full.ids, request);
  }
});

test('elsewhere "double" stays a word', async () => {
  for (const request of ['double wall mug', 'double oven']) {
    const { chat } = await demo.search(request);
    assert.ok(chat.startsWith(`Showing ${request}.`), chat);
    assert.not.match(chat, /in size/, chat);
  }
});

test('a shop writing "Double" meets "full"', async () => {
  const sheets = (id: string, size: string): Product => ({
    id,
    title: `Percale Sheet Set ${size}`,
    category: 'Home > Bedding',
    price: 60,
    attributes: { size },
  });
  const shop = await shopCaller([
    sheets('single', 'Single'),
    sheets('double', 'Double'),
    sheets('king', 'King'),
  ]);
  const { ids, chat } = await shop.search('full size sheets');
  assert.equal(ids, ['double'], chat);
  shop.app.close();
});

test.after(() => demo.app.close());
test.run();
