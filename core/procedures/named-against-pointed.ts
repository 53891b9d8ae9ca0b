/**
 * "is the first aid kit cheaper than the second?", "is the Summit Backpack better than the first one?": in a
 * conversation, a product named (one the catalogue holds, `productNamed`) set against one the last search showed
 * by an ordinal, compared as on the pointed product's page ("is the Harbor Rain Jacket cheaper than this one?",
 * page-comparison.ts). An ordinal is a pointer only before one of `ordinalNouns` or a break (ordinal-reference.ts),
 * so "first aid" in "the first aid kit" stays part of the name; the name counts only where the catalogue's best
 * matches for it hold one product of that name ("first aid kit": a First Aid Kit), else the request is read as
 * before (the named words searched under the pointed product's price). One catalogue search.
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import { readOrdinal } from '../search/ordinal-reference.ts';
import { readPageComparison } from '../search/page-comparison.ts';
import { productNamed } from './named-product.ts';

/** The pointed product and the named one, and the request as the page's comparison reads it; or undefined. */
export async function namedAgainstPointed(
  deps: CoreDeps,
  tenantId: string,
  content: string,
  turn: SessionTurn | undefined,
): Promise<{ products: Product[]; content: string } | undefined> {
  const shown = turn?.shown ?? [];
  const ordinal = shown.length === 0 ? undefined : readOrdinal(content);
  if (ordinal === undefined) return undefined;
  const id = ordinal.position < 0 ? shown.at(-1) : shown[ordinal.position];
  const asked = id === undefined ? undefined : readPageComparison(ordinal.rest);
  if (asked === undefined) return undefined;
  const [named, [pointed]] = await Promise.all([
    productNamed(deps, tenantId, asked.name),
    deps.catalog.getMany(tenantId, [id!]),
  ]);
  if (named === undefined || pointed === undefined || named.id === pointed.id) return undefined;
  return { products: [pointed, named], content: asked.rest };
}
