import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { CompareChatInput, SearchChatInput } from '../../core/ports.ts';
import type { Product } from '../../core/schemas/product.ts';
import type { CoreIntentRequest } from '../../core/schemas/request.ts';
import type { AttributeComparison } from '../../core/schemas/responses.ts';
import type { SearchQuery } from '../../core/search/search-query.ts';
import { inferCompareFocus } from '../../llm/offline/compare-focus.ts';
import { buildCompareMessage } from '../../llm/offline/compare-message.ts';
import { formatPrice } from '../../llm/offline/format-price.ts';
import { createOfflineComposer } from '../../llm/offline/offline-composer.ts';
import { buildSearchMessage } from '../../llm/offline/search-message.ts';
import { toChunks } from '../../llm/offline/stream-chunks.ts';

const pegasus: Product = {
  id: 'p1',
  title: 'Pegasus 40 Running Shoes',
  brand: 'Nike',
  price: 89.99,
  compareAtPrice: 120,
  rating: 4.6,
  reviewCount: 1234,
  available: true,
  attributes: {
    color: 'red',
    material: ['mesh', 'rubber'],
    features: ['breathable'],
    sizes: ['8', '9', '10'],
  },
};
const ultraboost: Product = {
  id: 'p2',
  title: 'Ultraboost Light Running Shoes',
  brand: 'Adidas',
  price: 95,
  rating: 4.8,
  reviewCount: 320,
  attributes: { colour: ['red', 'white'], material: 'Primeknit', features: ['energy return', 'lightweight'] },
};
const trail: Product = {
  id: 'p3',
  title: 'Trail Runner',
  brand: 'Salomon',
  price: 60,
  rating: 4.1,
  reviewCount: 88,
  available: false,
  attributes: { color: 'red', use: 'trail running' },
};
const products = [pegasus, ultraboost, trail];

function request(overrides: Partial<CoreIntentRequest> = {}): CoreIntentRequest {
  return {
    content: 'red running shoes under 100',
    requestOrigin: 'Operation',
    productIds: [],
    page: 1,
    operationHideAiMessage: false,
    operationReturnFullProductInfo: false,
    ...overrides,
  };
}

const runningQuery: SearchQuery = {
  text: 'running shoes',
  filters: { colors: ['red'], priceMax: 100 },
  sort: 'relevance',
};

function searchInput(overrides: Partial<SearchChatInput> = {}): SearchChatInput {
  return {
    request: request(),
    query: runningQuery,
    products,
    total: 37,
    relaxed: [],
    signal: new AbortController().signal,
    ...overrides,
  };
}

const comparison: AttributeComparison[] = [
  { name: 'brand', values: ['Nike', 'Adidas', 'Salomon'], differs: true },
  { name: 'color', values: ['red', 'red, white', 'red'], differs: true },
  { name: 'material', values: ['mesh, rubber', 'Primeknit', null], differs: true },
  { name: 'category', values: ['Shoes', 'Shoes', 'Shoes'], differs: false },
];

function compareInput(content: string, overrides: Partial<CompareChatInput> = {}): CompareChatInput {
  return {
    request: request({ content, productIds: ['p1', 'p2', 'p3'] }),
    products,
    comparison,
    signal: new AbortController().signal,
    ...overrides,
  };
}

async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of iterable) chunks.push(chunk);
  return chunks;
}

const composer = createOfflineComposer();

test('kind is offline', () => {
  assert.is(composer.kind, 'offline');
});

test('search message streams several chunks that concatenate to the message', async () => {
  const input = searchInput();
  const chunks = await collect(composer.searchMessage(input));
  const message = chunks.join('');
  assert.ok(chunks.length >= 2, `expected several chunks, got ${chunks.length}`);
  assert.is(message, buildSearchMessage(input));
  assert.ok(chunks.every((chunk) => chunk.length > 0));
  assert.not.match(message, /\s{2}/);
  assert.not.match(message, /^\s|\s$/);
  assert.ok(message.length <= 650, `message too long: ${message.length}`);
});

test('search opening states the understood query and the count', async () => {
  const message = (await collect(composer.searchMessage(searchInput()))).join('');
  assert.match(message, /^Showing red running shoes under \$100\./);
  assert.ok(message.includes('red'));
  assert.ok(message.includes('running shoes'));
  assert.ok(message.includes('under $100'));
  assert.ok(message.includes('I found 37 matches; here are the top 3.'));
});

test('search picks are grounded in the product data', async () => {
  const message = (await collect(composer.searchMessage(searchInput()))).join('');
  assert.ok(message.includes('Top pick: Nike Pegasus 40 Running Shoes, $89.99 (was $120, save $30.01)'));
  assert.ok(message.includes('rated 4.6/5 from 1,234 reviews'));
  assert.ok(message.includes('matches "running shoes" and comes in red'));
  assert.ok(message.includes('Adidas Ultraboost Light Running Shoes, $95'));
  assert.ok(message.includes('(currently out of stock)'));
  // Nothing invented: no price, rating or stock claim the data does not support.
  assert.not.ok(message.includes('free shipping'));
  assert.not.ok(message.includes('$100 ('));
});

test('search mentions no price or rating for a product without them', async () => {
  const bare: Product = { id: 'b', title: 'Canvas Tote', attributes: { material: 'canvas' } };
  const message = buildSearchMessage(
    searchInput({ query: { text: 'tote', filters: {}, sort: 'relevance' }, products: [bare], total: 1 }),
  );
  assert.is(
    message,
    'Showing tote. I found 1 match. Best match: Canvas Tote; it matches "tote" and is made of canvas.',
  );
  assert.not.match(message, /\$|rated|stock/);
});

test('search describes every kind of filter and the sort', () => {
  const message = buildSearchMessage(
    searchInput({
      query: {
        text: 'jacket',
        filters: {
          brands: ['Patagonia'],
          colors: ['black', 'navy'],
          materials: ['wool'],
          features: ['waterproof', 'pockets'],
          audience: ['women'],
          sizes: ['M'],
          priceMin: 50,
          priceMax: 150.5,
          minRating: 4,
          inStock: true,
          excludeTerms: ['leather'],
          categories: ['Outerwear'],
        },
        sort: 'price_asc',
      },
    }),
  );
  assert.ok(
    message.startsWith(
      'Showing black or navy waterproof pockets wool jacket for women by Patagonia in size M $50 to $150.50, ' +
        'rated 4+ stars, in stock, without leather, cheapest first.',
    ),
    message,
  );
});

test('search sort phrases and single price bounds', () => {
  const over = buildSearchMessage(
    searchInput({ query: { text: 'lamp', filters: { priceMin: 20 }, sort: 'rating' } }),
  );
  assert.ok(over.startsWith('Showing lamp over $20, best rated first.'), over);
  const newest = buildSearchMessage(searchInput({ query: { text: '', filters: {}, sort: 'newest' } }));
  assert.ok(newest.startsWith('Showing products, newest first.'), newest);
});

test('prices use the product currency with decimals only when needed', () => {
  const euro: Product = { id: 'e', title: 'Desk Lamp', price: 49.5, currency: 'EUR' };
  const message = buildSearchMessage(
    searchInput({
      query: { text: 'lamp', filters: { priceMax: 80 }, sort: 'relevance' },
      products: [euro],
      total: 1,
    }),
  );
  assert.ok(message.includes('under €80'), message);
  assert.ok(message.includes('€49.50'), message);
  assert.is(formatPrice(100), '$100');
  assert.is(formatPrice(99.5), '$99.50');
  assert.is(formatPrice(1299), '$1,299');
  assert.is(formatPrice(15, 'SEK'), 'SEK 15');
  assert.is(formatPrice(20, 'GBP'), '£20');
});

test('search says which constraints were relaxed', () => {
  const message = buildSearchMessage(searchInput({ relaxed: ['colour red'] }));
  assert.ok(message.includes('Nothing matched every detail, so I relaxed: colour red.'), message);
});

test('search with no results suggests broadening', async () => {
  const chunks = await collect(composer.searchMessage(searchInput({ products: [], total: 0 })));
  const message = chunks.join('');
  assert.ok(chunks.length >= 2);
  assert.ok(message.startsWith("I couldn't find any red running shoes under $100."), message);
  assert.ok(message.includes('Try widening the price range'), message);
  assert.ok(message.includes('dropping the colour'), message);
  assert.not.ok(message.includes('Top pick'));
});

test('a search for a size with no results suggests another size, in plain English', () => {
  const query = { text: 'hoodie', filters: { sizes: ['XL'] }, sort: 'relevance' as const };
  const message = buildSearchMessage(searchInput({ query, products: [], total: 0 }));
  assert.ok(message.includes("I couldn't find any hoodie in size XL."), message);
  assert.ok(message.includes('Try choosing another size or using fewer or more general words.'), message);
});

test('search says which words no product mentions', () => {
  const one = buildSearchMessage(searchInput({ unmatched: ['bottle'] }));
  assert.ok(one.includes('No product mentions "bottle", so these match your other words.'), one);
  const two = buildSearchMessage(searchInput({ unmatched: ['bottle', 'flask'] }));
  assert.ok(two.includes('No product mentions "bottle" or "flask"'), two);
  assert.not.ok(buildSearchMessage(searchInput({ unmatched: [] })).includes('No product mentions'));
});

test('search says when even the best match has only part of the request', () => {
  const partial = buildSearchMessage(searchInput({ partial: true }));
  assert.ok(partial.includes('None of them has everything you asked for; these come closest.'), partial);
  assert.not.ok(buildSearchMessage(searchInput()).includes('None of them'));
  const both = buildSearchMessage(searchInput({ partial: true, unmatched: ['bottle'] }));
  assert.not.ok(both.includes('None of them'), 'the unmatched words say it already');
});

test('search with no results mentions what was relaxed', () => {
  const message = buildSearchMessage(searchInput({ products: [], total: 0, relaxed: ['colour red'] }));
  assert.ok(message.includes('Even after relaxing colour red, nothing matched.'), message);
});

test('search page past the end is explained', () => {
  const message = buildSearchMessage(searchInput({ products: [], total: 12, request: request({ page: 4 }) }));
  assert.ok(message.includes('I found 12 matches'), message);
  assert.ok(message.includes('page 4 is past the end'), message);
});

test('search on a later page says "more"', () => {
  const message = buildSearchMessage(searchInput({ request: request({ page: 2 }) }));
  assert.ok(message.includes('I found 37 matches; here are 3 more (page 2).'), message);
});

test('search mentions the viewed product only when meaningful', () => {
  const viewing = buildSearchMessage(
    searchInput({ request: request({ chatMetadata: { productId: 'p2' } }) }),
  );
  assert.ok(
    viewing.includes("The Adidas Ultraboost Light Running Shoes you're viewing is among these results."),
  );
  const other = buildSearchMessage(
    searchInput({ request: request({ chatMetadata: { title: 'Vomero 17' } }) }),
  );
  assert.ok(other.includes("Since you're looking at Vomero 17"), other);
  const idOnly = buildSearchMessage(searchInput({ request: request({ chatMetadata: { productId: 'zz' } }) }));
  assert.not.ok(idOnly.includes('looking at'));
  assert.not.ok(idOnly.includes('viewing'));
});

test('a request read against the page names the product once; alternatives leave out the viewing note', () => {
  const context = {
    title: 'Vomero 17',
    productId: 'p9',
    price: 140,
    relation: 'cheaper' as const,
    fromPage: true,
  };
  const cheaper = buildSearchMessage(
    searchInput({
      request: request({ chatMetadata: { productId: 'p9', title: 'Vomero 17' } }),
      query: {
        text: 'Vomero 17',
        filters: { priceMax: 139.99, excludeIds: ['p9'] },
        sort: 'relevance',
        context,
      },
    }),
  );
  assert.ok(cheaper.startsWith('Showing alternatives to the Vomero 17 under $140.'), cheaper);
  assert.not.ok(cheaper.includes('looking at'), cheaper);
  const refine = buildSearchMessage(
    searchInput({
      request: request({ chatMetadata: { productId: 'p2' } }),
      query: {
        text: 'Ultraboost Light Running Shoes',
        filters: { colors: ['white'] },
        sort: 'relevance',
        context: {
          title: 'Ultraboost Light Running Shoes',
          productId: 'p2',
          relation: 'refine',
          fromPage: true,
        },
      },
    }),
  );
  assert.ok(refine.startsWith('Showing white products like the Ultraboost Light Running Shoes.'), refine);
  assert.ok(refine.includes("you're viewing is among these results"), refine);
  const own = buildSearchMessage(
    searchInput({
      request: request({ chatMetadata: { productId: 'p9', title: 'Vomero 17' } }),
      query: {
        text: 'running shoes',
        filters: {},
        sort: 'relevance',
        context: { title: 'Vomero 17', productId: 'p9', relation: 'refine', fromPage: false },
      },
    }),
  );
  assert.not.ok(own.includes('looking at'), `words of its own are no alternative to the page: ${own}`);
});

test('search stays short with long titles and many products', () => {
  const long = Array.from({ length: 10 }, (_, index) => ({
    id: `l${index}`,
    title: `Extremely Long Product Title Number ${index} With Many Descriptive Words For Running Shoes`,
    brand: 'Brandname',
    price: 10 + index,
    compareAtPrice: 100,
    rating: 4.2,
    reviewCount: 10,
    attributes: { material: ['recycled polyester', 'organic cotton'], features: ['a very long feature'] },
  }));
  const message = buildSearchMessage(searchInput({ products: long, total: 500, relaxed: ['brand Nike'] }));
  assert.ok(message.length <= 650, `length ${message.length}: ${message}`);
  assert.ok(message.includes('Top pick'));
});

test('search is deterministic', async () => {
  const first = await collect(composer.searchMessage(searchInput()));
  const second = await collect(composer.searchMessage(searchInput()));
  assert.equal(first, second);
});

test('search stops when aborted after the first chunk', async () => {
  const controller = new AbortController();
  const chunks: string[] = [];
  for await (const chunk of composer.searchMessage(searchInput({ signal: controller.signal }))) {
    chunks.push(chunk);
    controller.abort();
  }
  assert.is(chunks.length, 1);
});

test('search yields to the event loop so a later abort is observed mid-message', async () => {
  const controller = new AbortController();
  const chunks: string[] = [];
  for await (const chunk of composer.searchMessage(searchInput({ signal: controller.signal }))) {
    chunks.push(chunk);
    // Abort from a later macrotask, like a socket close event would.
    if (chunks.length === 1) setImmediate(() => controller.abort());
  }
  assert.is(chunks.length, 1);
});

test('search yields nothing when already aborted', async () => {
  const controller = new AbortController();
  controller.abort();
  assert.equal(await collect(composer.searchMessage(searchInput({ signal: controller.signal }))), []);
});

test('chunks keep every character', () => {
  const message = 'One, two. Three! Four? Five costs $1,299. Done';
  assert.is(toChunks(message).join(''), message);
  assert.is(toChunks(message).length, 5);
  const single = 'red, blue, green';
  assert.equal(toChunks(single), ['red, ', 'blue, ', 'green']);
});

test('compare infers its focus from the request', () => {
  assert.is(inferCompareFocus('which is cheaper?'), 'price');
  assert.is(inferCompareFocus('best value for my budget'), 'price');
  assert.is(inferCompareFocus('which is made of leather'), 'material');
  assert.is(inferCompareFocus('which one is waterproof'), 'features');
  assert.is(inferCompareFocus('which is better for hiking'), 'use');
  assert.is(inferCompareFocus('how do they fit, true to size?'), 'fit');
  assert.is(inferCompareFocus('compare these'), 'overall');
  assert.is(inferCompareFocus('wireless headphones'), 'features');
});

test('compare on price names the cheapest and the price range', async () => {
  const chunks = await collect(composer.compareMessage(compareInput('which is cheaper')));
  const message = chunks.join('');
  assert.ok(chunks.length >= 2);
  assert.is(message, buildCompareMessage(compareInput('which is cheaper')));
  assert.ok(message.includes('on price'), message);
  assert.ok(message.includes('The cheapest is Salomon Trail Runner at $60; prices go up to $95'), message);
  assert.ok(message.includes('Biggest saving: Nike Pegasus 40 Running Shoes, $30.01 off.'), message);
  assert.ok(message.includes('Best for a tight budget: Salomon Trail Runner.'), message);
  assert.ok(
    message.includes('Best rated: Adidas Ultraboost Light Running Shoes (rated 4.8/5 from 320 reviews).'),
  );
  assert.ok(message.includes('Salomon Trail Runner is out of stock'), message);
});

test('compare names the differing attributes from the comparison', () => {
  const message = buildCompareMessage(compareInput('compare these'));
  assert.ok(message.includes('They differ in brand, color and material, and share category.'), message);
  assert.ok(message.includes('overall'), message);
  assert.ok(message.includes('Colour: red (Nike Pegasus 40 Running Shoes); red, white'), message);
});

test('compare on materials lists each product material', () => {
  const message = buildCompareMessage(compareInput('compare the fabric'));
  assert.ok(message.includes('on materials'), message);
  assert.ok(message.includes('Material: mesh, rubber (Nike Pegasus 40 Running Shoes); Primeknit'), message);
  assert.ok(message.includes('not listed (Salomon Trail Runner)'), message);
});

test('compare on features, fit and use', () => {
  const features = buildCompareMessage(compareInput('which has better features'));
  assert.ok(
    features.includes('Features: breathable (Nike Pegasus 40 Running Shoes); energy return, lightweight'),
  );
  const fit = buildCompareMessage(compareInput('what sizes do they come in'));
  assert.ok(fit.includes('Sizes: 8, 9, 10 (Nike Pegasus 40 Running Shoes)'), fit);
  const use = buildCompareMessage(compareInput('which is best for trail runs'));
  assert.ok(use.includes('on intended use'), use);
  assert.ok(use.includes('For trail: Salomon Trail Runner.'), use);
});

test('compare with one cheapest best-rated product says so', () => {
  const cheapGood: Product = { id: 'c', title: 'Budget Star', price: 20, rating: 4.9, reviewCount: 50 };
  const pricey: Product = { id: 'd', title: 'Premium Meh', price: 80, rating: 3.1, reviewCount: 5 };
  const message = buildCompareMessage(
    compareInput('compare', { products: [cheapGood, pricey], comparison: [] }),
  );
  assert.ok(
    message.includes('Best for a tight budget and best rated: Budget Star (rated 4.9/5 from 50 reviews).'),
  );
});

test('compare without prices or ratings invents none', () => {
  const a: Product = { id: 'a', title: 'Mug A' };
  const b: Product = { id: 'b', title: 'Mug B' };
  const message = buildCompareMessage(compareInput('which is cheaper', { products: [a, b], comparison: [] }));
  assert.ok(message.includes('None of them lists a price.'), message);
  assert.not.match(message, /\$|rated|Best rated/);
});

test('compare with fewer than two products asks for more', async () => {
  const one = await collect(
    composer.compareMessage(compareInput('compare', { products: [pegasus], comparison: [] })),
  );
  const message = one.join('');
  assert.ok(one.length >= 2);
  assert.ok(message.includes('at least two known products'), message);
  assert.ok(
    message.includes('I found only 1 of the 3 products you asked about: Nike Pegasus 40 Running Shoes'),
  );
  const none = buildCompareMessage(compareInput('compare', { products: [], comparison: [] }));
  assert.ok(none.includes("I couldn't find any of the 3 products you asked about"), none);
});

test('compare stops when aborted after the first chunk and is deterministic', async () => {
  const controller = new AbortController();
  const chunks: string[] = [];
  for await (const chunk of composer.compareMessage(
    compareInput('which is cheaper', { signal: controller.signal }),
  )) {
    chunks.push(chunk);
    controller.abort();
  }
  assert.is(chunks.length, 1);
  assert.equal(
    await collect(composer.compareMessage(compareInput('compare the materials'))),
    await collect(composer.compareMessage(compareInput('compare the materials'))),
  );
});

test('compare of many products stays short', () => {
  const many = Array.from({ length: 20 }, (_, index) => ({
    id: `m${index}`,
    title: `Product Number ${index} With A Fairly Long Title`,
    price: 100 - index,
    rating: 3 + (index % 3) * 0.5,
    reviewCount: index,
    attributes: { material: `material ${index}`, features: [`feature ${index}`] },
  }));
  const message = buildCompareMessage(compareInput('compare materials', { products: many, comparison: [] }));
  assert.ok(message.startsWith('Comparing 20 products on materials:'), message);
  assert.ok(message.length <= 650, `length ${message.length}`);
});

test.run();
