/**
 * A kind the shop sells none of, met by the broader kind it is one of, in the demo shop, through the core's caller
 * on a real SQLite catalogue: "parka", "windbreaker" and "anorak" had answered "I couldn't find any parka. No
 * product here mentions "parka". We have clothing (jackets, …)" and listed nothing, though the shop sells 30
 * jackets; "saucepan" and "wok" likewise beside its frying pans. They list the jackets (the pans) and say none is
 * the kind asked ("No product here is a parka; these are the closest: jackets."), the request's other words still
 * applying; a shop selling parkas shows its parkas alone, and "joggers" (no trousers at all) still finds nothing.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { demoProducts } from '../helpers/demo-catalog.ts';
import { listedFeatures } from '../helpers/product-features.ts';
import { shopCaller } from '../helpers/shop-caller.ts';

const products = demoProducts();
const demo = await shopCaller(products);
const byId = new Map(products.map((product) => [product.id, product]));
const shown = (ids: readonly string[]): Product[] => ids.map((id) => byId.get(id)!);
/** How often the chat says `word`: never of a product, only in the echo and in "No product here is …". */
const said = (chat: string, word: string): number => chat.split(new RegExp(`\\b${word}`, 'i')).length - 1;

test('a jacket the shop sells none of lists its jackets, saying none is one', async () => {
  for (const [request, article] of [
    ['parka', 'a'],
    ['windbreaker', 'a'],
    ['anorak', 'an'],
  ] as const) {
    const { ids, total, chat } = await demo.search(request);
    assert.ok(total >= 30 && ids.length === 10, `${request}: ${total} ${chat}`);
    for (const product of shown(ids)) assert.is(product.category, 'Clothing > Jackets', request);
    assert.match(chat, `No product here is ${article} ${request}; these are the closest: jackets.`);
    assert.not.match(chat, /couldn't find|mentions/, chat);
    assert.is(said(chat, request), 2, chat);
  }
});

test('a pan the shop sells none of lists its frying pans', async () => {
  for (const request of ['saucepan', 'wok', 'woks']) {
    const { ids, chat } = await demo.search(request);
    assert.ok(ids.length > 0, chat);
    for (const product of shown(ids)) assert.match(product.title, /Pan\b/, request);
    assert.match(chat, /these are the closest: pans\./, chat);
    assert.not.match(chat, /No product here mentions/, chat);
  }
});

test("the request's other words still apply, and are said", async () => {
  const { ids, chat } = await demo.search('waterproof parka under $150');
  assert.ok(ids.length > 0, chat);
  for (const product of shown(ids)) {
    assert.is(product.category, 'Clothing > Jackets', product.title);
    assert.ok((product.price ?? Infinity) <= 150, product.title);
    assert.ok(listedFeatures(product).includes('waterproof'), product.title);
  }
  assert.ok(
    chat.includes('Showing waterproof parka under $150.') &&
      chat.includes('No product here is a parka; these are the closest: jackets.'),
    chat,
  );
  assert.is(said(chat, 'parka'), 2, chat);
});

test('a shop selling the kind shows it alone, and a kind with no broader kind sold still finds nothing', async () => {
  const parka: Product = {
    id: 'parka',
    title: 'Tundra Down Parka',
    category: 'Clothing > Jackets',
    description: 'A long down coat for the coldest days.',
    price: 240,
  };
  const withParka = await shopCaller([...products, parka]);
  const found = await withParka.search('parka');
  assert.equal(found.ids, ['parka']);
  assert.not.match(found.chat, /closest/, found.chat);
  withParka.app.close();
  // The demo's own puffer jackets: "puffer" lists them, not every jacket.
  const puffers = await demo.search('puffer');
  for (const product of shown(puffers.ids)) assert.match(product.title, /Puffer Jacket/);
  assert.not.match(puffers.chat, /closest/, puffers.chat);
  const joggers = await demo.search('joggers');
  assert.is(joggers.total, 0, joggers.chat);
  assert.match(joggers.chat, /No product here mentions "joggers"/);
});

test('a hoodie, a sweatshirt or a turtleneck lists the sweaters; a blazer the jackets, a wristwatch the watches', async () => {
  for (const [request, article, kind, category] of [
    ['hoodie', 'a hoodie', 'sweaters', 'Clothing > Sweaters'],
    ['hoodies', 'a hoodie', 'sweaters', 'Clothing > Sweaters'],
    ['large hoodie', 'a hoodie', 'sweaters', 'Clothing > Sweaters'],
    ['sweatshirt', 'a sweatshirt', 'sweaters', 'Clothing > Sweaters'],
    ['turtleneck', 'a turtleneck', 'sweaters', 'Clothing > Sweaters'],
    ['blazer', 'a blazer', 'jackets', 'Clothing > Jackets'],
    ['wristwatch', 'a wristwatch', 'watches', 'Accessories > Watches'],
  ] as const) {
    const { ids, chat } = await demo.search(request);
    assert.ok(ids.length === 10, `${request}: ${chat}`);
    for (const product of shown(ids)) assert.is(product.category, category, request);
    assert.match(chat, `No product here is ${article}; these are the closest: ${kind}.`);
    assert.not.match(chat, /couldn't find|mentions/, chat);
  }
  const grey = await demo.search('grey hoodie');
  assert.ok(grey.ids.length > 0, grey.chat);
  for (const product of shown(grey.ids)) assert.is(product.category, 'Clothing > Sweaters', product.title);
});

test("a hoodie is met by the shop's hooded sweatshirts, else by its sweatshirts, before any sweater", async () => {
  const sweatshirt = (id: string, title: string): Product => ({
    id,
    title,
    category: 'Clothing > Sweatshirts',
    description: 'Heavy cotton fleece for cool evenings.',
    price: 45,
  });
  const hooded = await shopCaller([...products, sweatshirt('hooded', 'Campus Hooded Sweatshirt')]);
  const found = await hooded.search('hoodie');
  assert.equal(found.ids, ['hooded'], found.chat);
  assert.not.match(found.chat, /closest/, found.chat);
  hooded.app.close();
  const crew = await shopCaller([...products, sweatshirt('crew', 'Campus Crewneck Sweatshirt')]);
  const closest = await crew.search('hoodie');
  assert.equal(closest.ids, ['crew'], closest.chat);
  assert.match(closest.chat, 'No product here is a hoodie; this is the closest: a sweatshirt.');
  crew.app.close();
});

test.after(() => demo.app.close());
test.run();
