/** A product named in a request ("something like the Harbor Rain Jacket but cheaper"), found in the catalogue. */
import type { CoreDeps } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import { namesOneProduct, readNamedReference } from '../search/named-reference.ts';
import type { SearchQuery } from '../search/search-query.ts';

/** Best catalogue matches a product's name is checked against. */
const NAME_MATCHES = 5;

/**
 * "something like the Harbor Rain Jacket but cheaper": the product the request names after a cue, when the
 * catalogue's best matches for the name hold exactly one product of that name, and the request with "this" in
 * the name's place, to be read against that product as against a viewed one.
 */
export async function namedProduct(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
): Promise<{ product: Product; content: string } | undefined> {
  const named = readNamedReference(request.content);
  if (named === undefined) return undefined;
  const product = await productNamed(deps, tenantId, named.name);
  return product && { product, content: named.rest };
}

/** The one product the catalogue's best matches for `name` hold of that name (namesOneProduct), if any. */
export async function productNamed(
  deps: CoreDeps,
  tenantId: string,
  name: string,
): Promise<Product | undefined> {
  const query: SearchQuery = { text: name, filters: {}, sort: 'relevance' };
  const { products } = await deps.catalog.search(tenantId, query, { limit: NAME_MATCHES, offset: 0 });
  return namesOneProduct(name, products);
}
