/** Products and inputs shared by the offline composer tests. */
import type { CompareChatInput, SearchChatInput } from '../../core/ports.ts';
import type { Product } from '../../core/schemas/product.ts';
import type { CoreIntentRequest } from '../../core/schemas/request.ts';
import type { AttributeComparison } from '../../core/schemas/responses.ts';
import type { SearchQuery } from '../../core/search/search-query.ts';

export const pegasus: Product = {
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
export const ultraboost: Product = {
  id: 'p2',
  title: 'Ultraboost Light Running Shoes',
  brand: 'Adidas',
  price: 95,
  rating: 4.8,
  reviewCount: 320,
  attributes: { colour: ['red', 'white'], material: 'Primeknit', features: ['energy return', 'lightweight'] },
};
export const trail: Product = {
  id: 'p3',
  title: 'Trail Runner',
  brand: 'Salomon',
  price: 60,
  rating: 4.1,
  reviewCount: 88,
  available: false,
  attributes: { color: 'red', use: 'trail running' },
};
export const products = [pegasus, ultraboost, trail];

export function request(overrides: Partial<CoreIntentRequest> = {}): CoreIntentRequest {
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

export const runningQuery: SearchQuery = {
  text: 'running shoes',
  filters: { colors: ['red'], priceMax: 100 },
  sort: 'relevance',
};

export function searchInput(overrides: Partial<SearchChatInput> = {}): SearchChatInput {
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

export const comparison: AttributeComparison[] = [
  { name: 'brand', values: ['Nike', 'Adidas', 'Salomon'], differs: true },
  { name: 'color', values: ['red', 'red, white', 'red'], differs: true },
  { name: 'material', values: ['mesh, rubber', 'Primeknit', null], differs: true },
  { name: 'category', values: ['Shoes', 'Shoes', 'Shoes'], differs: false },
];

export function compareInput(content: string, overrides: Partial<CompareChatInput> = {}): CompareChatInput {
  return {
    request: request({ content, productIds: ['p1', 'p2', 'p3'] }),
    products,
    comparison,
    signal: new AbortController().signal,
    ...overrides,
  };
}

export async function collect(iterable: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of iterable) chunks.push(chunk);
  return chunks;
}
