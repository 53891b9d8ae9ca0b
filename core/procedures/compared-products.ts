/**
 * "compare the first two", "which is better, the first or the third?": the products of the last search's page
 * the request asks to compare, in the order it names them (unknown ones skipped; fewer than two: none). After a
 * comparison, a question over which of them ("which one has better battery?", "which is best?") asks it of the
 * products compared, pointing at no shown product of its own.
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import { asksComparison, asksOfCompared, readShownComparison } from '../search/compare-shown.ts';

export async function comparedProducts(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  turn: SessionTurn | undefined,
): Promise<Product[] | undefined> {
  const shown = turn?.shown ?? [];
  const before = turn?.compared ?? [];
  const again = before.length >= 2;
  if (shown.length < 2 || !(asksComparison(request.content) || again)) return undefined;
  // The shown products themselves: colours point at those in them ("the black or the navy?").
  const found = new Map(
    (await deps.catalog.getMany(tenantId, [...new Set([...shown, ...before])])).map((product) => [
      product.id,
      product,
    ]),
  );
  const listed = shown.map((id) => found.get(id));
  if (again && asksOfCompared(request.content, listed)) {
    const products = before.flatMap((id) => found.get(id) ?? []);
    if (products.length >= 2) return products;
  }
  if (!asksComparison(request.content)) return undefined;
  const positions = readShownComparison(request.content, listed);
  if (positions === undefined) return undefined;
  const products = positions.flatMap((position) => found.get(shown[position]!) ?? []);
  return products.length >= 2 ? products : undefined;
}
