/**
 * "how does it compare to the Harbor Rain Jacket?" on a product's page: the viewed product and the one the request
 * names (page-comparison.ts), found as a named product is (named-product.ts), to be compared as shown products are
 * (compare-shown-stream.ts); or, when the catalogue holds no one product of that name, the name, for the chat to
 * say so before answering as without it.
 */
import type { CoreDeps } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import { readPageComparison } from '../search/page-comparison.ts';
import { pageContext } from './conversation-context.ts';
import { productNamed } from './named-product.ts';

export type NamedComparison = { compared: Product[]; content: string } | { unfound: string };

export async function namedComparison(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
): Promise<NamedComparison | undefined> {
  if (request.chatMetadata?.productId === undefined) return undefined;
  const asked = readPageComparison(request.content);
  if (asked === undefined) return undefined;
  const viewed = (await pageContext(deps, tenantId, request))?.product;
  if (viewed === undefined) return undefined;
  const named = await productNamed(deps, tenantId, asked.name);
  if (named === undefined) return { unfound: asked.name };
  // The viewed product named again ("compare it to the Coastal Rain Jacket" on its page): nothing to compare.
  return named.id === viewed.id ? undefined : { compared: [viewed, named], content: asked.rest };
}
