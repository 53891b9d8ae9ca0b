import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { Product } from '../../core/schemas/product.ts';
import { formatPrice } from '../../llm/offline/format-price.ts';
import { createOfflineComposer } from '../../llm/offline/offline-composer.ts';
import { buildSearchMessage } from '../../llm/offline/search-message.ts';
import { toChunks } from '../../llm/offline/stream-chunks.ts';
import { collect, searchInput } from '../helpers/offline-inputs.ts';

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

test('a requested material found on a part is named with the part, not as what the product is made of', () => {
  const watch: Product = {
    id: 'w',
    title: 'Field Watch',
    attributes: { material: 'stainless steel', strap: 'Leather', caseSize: '38 mm' },
  };
  const asked = (materials: string[]) =>
    buildSearchMessage(
      searchInput({
        query: { text: 'watch', filters: { materials }, sort: 'relevance' },
        products: [watch],
        total: 1,
      }),
    );
  assert.ok(asked(['leather']).endsWith('it matches "watch" and has a leather strap.'), asked(['leather']));
  assert.ok(
    asked(['stainless steel']).endsWith('and is made of stainless steel.'),
    asked(['stainless steel']),
  );
  assert.ok(asked([]).endsWith('and is made of stainless steel.'));
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

test.run();
