/**
 * The price the offline search message states of a pick reaches the model's prompt too (prompt search-v19): of a
 * product whose options are priced apart, its price in the sizes asked ("$93 in King", "$89.99 in size 10",
 * `priceInAskedSize`), else the span of its options' prices ("$38.99 to $56.99 by option", `priceByOption`) and the
 * option its regular price is of (`regularPriceOf`), not only its own price, which is its cheapest option's; and
 * the price asked as the opening names it ("under $100", `understood.filters.price`), never a bare `priceMax`, and
 * so the viewed product's price of "cheaper" ("$1,299.50", `understood.context.price`; prompt search-v21).
 * Through the core's caller on a real SQLite catalogue, its chat written by the real Ollama client against a
 * loopback Ollama (test/helpers/fake-ollama-server.ts).
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/index.ts';
import { createOfflineComposer } from '../../llm/offline/offline-composer.ts';
import { createOllamaComposer } from '../../llm/ollama/ollama-composer.ts';
import { startFakeOllama } from '../helpers/fake-ollama-server.ts';
import { lastChatPrompt, memoryLogger } from '../helpers/ollama-composer-inputs.ts';
import { shopCaller } from '../helpers/shop-caller.ts';
import { sizedBoot } from '../helpers/sized-boots.ts';

const sheets = (id: string, title: string, queen: number, king: number): Product => ({
  id,
  title,
  category: 'Home > Bedding',
  price: queen,
  attributes: { size: ['Queen', 'King'] },
  variants: [
    { id: `${id}-q`, title: 'Queen', price: queen, attributes: { size: 'Queen' } },
    { id: `${id}-k`, title: 'King', price: king, attributes: { size: 'King' } },
  ],
});

const serum = (id: string, title: string, prices: [number, number], was?: number): Product => ({
  id,
  title,
  category: 'Skincare',
  price: prices[0],
  ...(was !== undefined && { compareAtPrice: was }),
  attributes: { volume: ['15 ml', '30 ml'] },
  variants: [
    { id: `${id}-15`, title: '15 ml', price: prices[0], attributes: { volume: '15 ml' } },
    { id: `${id}-30`, title: '30 ml', price: prices[1], attributes: { volume: '30 ml' } },
  ],
});

const catalogue: Product[] = [
  serum('peptide', 'Peptide Face Serum', [38.99, 56.99], 52.99),
  { id: 'plain', title: 'Plain Face Serum', category: 'Skincare', price: 20, compareAtPrice: 30 },
  sheets('sateen', 'Sateen Sheet Set', 51, 93),
  {
    id: 'percale',
    title: 'Percale Sheet Set',
    category: 'Home > Bedding',
    price: 70,
    attributes: { size: ['King'] },
  },
  sizedBoot('ridge', 'Ridge Hiking Boot', () => true, {
    price: 79.99,
    sizePrice: (size) => (size === '7' ? 79.99 : 89.99),
  }),
];

const fake = await startFakeOllama();
const composer = createOllamaComposer({ host: fake.url, model: 'llama3.2', logger: memoryLogger() });
const { app, search } = await shopCaller(catalogue, composer);
const offline = await shopCaller(catalogue, createOfflineComposer());

type Facts = {
  id: string;
  price?: string;
  regularPrice?: string;
  priceInAskedSize?: { size: string; price: string };
  priceByOption?: string;
  regularPriceOf?: string;
};
const factsOf = (data: Record<string, unknown>, id: string) =>
  (data.products as Facts[]).find((product) => product.id === id);

test('a size priced apart: its price in the size asked, as the offline pick says it', async () => {
  const request = 'king sheet set under $100';
  assert.match((await offline.search(request)).chat, /Sateen Sheet Set, \$93 in King/);
  await search(request);
  const { system, data } = lastChatPrompt(fake);
  assert.equal(factsOf(data, 'sateen')?.priceInAskedSize, { size: 'King', price: '$93' });
  assert.is(factsOf(data, 'sateen')?.price, '$51', "its own price stays its cheapest option's");
  assert.is(factsOf(data, 'percale')?.priceInAskedSize, undefined, 'one price for every size');
  assert.match(system, /priceInAskedSize.*quote that price for it/);
});

test('a bare size number asked of boots, said as a size, a range, and none without a size asked', async () => {
  assert.match(
    (await offline.search('hiking boots in size 10')).chat,
    /Ridge Hiking Boot, \$89\.99 in size 10/,
  );
  await search('hiking boots in size 10');
  const { system, data } = lastChatPrompt(fake);
  assert.equal(factsOf(data, 'ridge')?.priceInAskedSize, { size: 'size 10', price: '$89.99' });
  assert.match(system, /priceInAskedSize.*in those sizes as written/);
  const range = 'hiking boots in sizes 7 to 8';
  assert.match((await offline.search(range)).chat, /Ridge Hiking Boot, \$79\.99 to \$89\.99 in sizes 7 to 8/);
  await search(range);
  assert.equal(factsOf(lastChatPrompt(fake).data, 'ridge')?.priceInAskedSize, {
    size: 'sizes 7 to 8',
    price: '$79.99 to $89.99',
  });
  await search('hiking boots');
  assert.is(factsOf(lastChatPrompt(fake).data, 'ridge')?.priceInAskedSize, undefined);
});

test('a price by option: the span, as the offline pick says it, and the option a regular price is of', async () => {
  assert.match(
    (await offline.search('face serum')).chat,
    /Peptide Face Serum, \$38\.99 to \$56\.99 by option/,
  );
  await search('face serum');
  const { system, data } = lastChatPrompt(fake);
  const peptide = factsOf(data, 'peptide');
  assert.is(peptide?.priceByOption, '$38.99 to $56.99');
  assert.is(peptide?.regularPrice, '$52.99');
  assert.is(peptide?.regularPriceOf, '15 ml', "the 30 ml costs more than the 'was' price");
  const plain = factsOf(data, 'plain');
  assert.is(plain?.priceByOption, undefined, 'one price');
  assert.is(plain?.regularPriceOf, undefined);
  assert.match(system, /priceByOption.*quote that span as its price/);
  assert.match(system, /regularPriceOf.*never say the whole product is reduced/);
});

test("the price asked is given as the offline opening names it, in the shop's currency, never a bare bound", async () => {
  for (const [request, said] of [
    ['face serum under 100', 'under $100'],
    ['face serum between 20 and 50', '$20 to $50'],
    ['face serum over 30', 'over $30'],
  ] as const) {
    assert.match((await offline.search(request)).chat, `Showing face serum ${said}`, request);
    await search(request);
    const { system, data } = lastChatPrompt(fake);
    const filters = (data.understood as { filters: Record<string, unknown> }).filters;
    assert.is(filters.price, said, request);
    assert.is(filters.priceMax, undefined, request);
    assert.is(filters.priceMin, undefined, request);
    assert.match(system, /DATA\.understood\.filters\.price.*never as a bare number/);
  }
  await search('face serum');
  assert.is(
    (lastChatPrompt(fake).data.understood as { filters: Record<string, unknown> }).filters.price,
    undefined,
  );
});

test("the viewed product's price of 'cheaper' / 'more expensive' is given as the opening names it", async () => {
  const jackets: Product[] = [
    { id: 'luxe', title: 'Luxe Rain Jacket', category: 'Clothing > Jackets', price: 1299.5 },
    { id: 'alpine', title: 'Alpine Rain Jacket', category: 'Clothing > Jackets', price: 97.99 },
    { id: 'summit', title: 'Summit Rain Jacket', category: 'Clothing > Jackets', price: 2400 },
  ];
  const model = await shopCaller(jackets, composer);
  const plain = await shopCaller(jackets, createOfflineComposer());
  for (const [request, said] of [
    ['anything cheaper?', 'under $1,299.50'],
    ['something more expensive', 'over $1,299.50'],
  ] as const) {
    assert.match(await plain.ask(request, 'luxe'), `Showing alternatives to the Luxe Rain Jacket ${said}.`);
    await model.ask(request, 'luxe');
    const context = (lastChatPrompt(fake).data.understood as { context: Record<string, unknown> }).context;
    // It had been the bare number 1299.5, with no currency.
    assert.is(context.price, '$1,299.50', request);
  }
  model.app.close();
  plain.app.close();
});

test.after(async () => {
  app.close();
  offline.app.close();
  await fake.close();
});
test.run();
