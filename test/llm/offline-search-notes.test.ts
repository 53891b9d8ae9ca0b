import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createOfflineComposer } from '../../llm/offline/offline-composer.ts';
import { buildSearchMessage } from '../../llm/offline/search-message.ts';
import { collect, request, searchInput } from '../helpers/offline-inputs.ts';

const composer = createOfflineComposer();

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

test('no results because of words no product holds: the tip is other words, not fewer constraints', () => {
  const message = buildSearchMessage(searchInput({ products: [], total: 0, unmatched: ['shoes'] }));
  assert.ok(message.includes('No product here mentions "shoes". Try different words.'), message);
  assert.not.ok(message.includes('price range'), message);
});

test('search says which words no product mentions', () => {
  const one = buildSearchMessage(searchInput({ unmatched: ['bottle'] }));
  assert.ok(one.includes('No product mentions "bottle", so these match your other words.'), one);
  const two = buildSearchMessage(searchInput({ unmatched: ['bottle', 'flask'] }));
  assert.ok(two.includes('No product mentions "bottle" or "flask"'), two);
  assert.not.ok(buildSearchMessage(searchInput({ unmatched: [] })).includes('No product mentions'));
});

test('search on sale with no results suggests full-price items', () => {
  const query = { text: 'tents', filters: { onSale: true }, sort: 'relevance' as const };
  const message = buildSearchMessage(searchInput({ query, products: [], total: 0 }));
  assert.ok(message.startsWith("I couldn't find any tents on sale. Try including full-price items"), message);
});

test('search with no results names the words no product mentions', () => {
  const query = { text: 'espresso machine', filters: {}, sort: 'relevance' as const };
  const message = buildSearchMessage(searchInput({ query, products: [], total: 0, unmatched: ['espresso'] }));
  assert.ok(
    message.startsWith('I couldn\'t find any espresso machine. No product here mentions "espresso". Try'),
    message,
  );
  assert.not.ok(message.includes('so these match'), message);
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
    viewing.includes("The Adidas Ultraboost Light Running Shoes you're viewing are among these results."),
  );
  const other = buildSearchMessage(
    searchInput({ request: request({ chatMetadata: { title: 'Vomero 17' } }) }),
  );
  assert.ok(
    other.includes("Since you're looking at the Vomero 17, these could be alternatives to compare it with."),
    other,
  );
  const idOnly = buildSearchMessage(searchInput({ request: request({ chatMetadata: { productId: 'zz' } }) }));
  assert.not.ok(idOnly.includes('looking at'));
  assert.not.ok(idOnly.includes('viewing'));
});

test('results of another kind than the viewed title are no alternatives to it', () => {
  const boots = buildSearchMessage(
    searchInput({ request: request({ chatMetadata: { title: 'Highpoint Waterproof Hiking Boot' } }) }),
  );
  assert.not.ok(boots.includes('looking at'), boots);
  const section = buildSearchMessage(
    searchInput({ request: request({ chatMetadata: { title: 'Outdoor gear | Northvale' } }) }),
  );
  assert.not.ok(section.includes('looking at'), section);
  const shoes = buildSearchMessage(
    searchInput({ request: request({ chatMetadata: { title: 'Pegasus Trail Running Shoe' } }) }),
  );
  assert.ok(shoes.includes("Since you're looking at the Pegasus Trail Running Shoe, these could be"), shoes);
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
  assert.ok(refine.includes("you're viewing are among these results"), refine);
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

test('a measure bound: the picks say what meets it, and no results suggest going beyond it', () => {
  const measures = [{ unit: 'hour', min: 30, label: 'at least 30 hours' }];
  const query = { text: 'headphones', filters: { measures }, sort: 'relevance' as const };
  const none = buildSearchMessage(searchInput({ query, products: [], total: 0 }));
  assert.ok(none.includes("I couldn't find any headphones, at least 30 hours."), none);
  assert.ok(none.includes('Try going beyond "at least 30 hours"'), none);
  const product = {
    id: 'h',
    title: 'Travel Headphones',
    attributes: { batteryLife: ['8 hours', '40 hours'] },
  };
  const found = buildSearchMessage(searchInput({ query, products: [product], total: 1 }));
  assert.ok(found.includes('it matches "headphones" and has 40 hours battery life.'), found);
  // Attribute names read as words, as the search index reads them: "battery" is in "batteryLife".
  const battery = { ...query, text: 'headphones battery' };
  const named = buildSearchMessage(searchInput({ query: battery, products: [product], total: 1 }));
  assert.ok(named.includes('it matches "headphones battery"'), named);
});
test.run();
