/**
 * "compare the first two", "which is better, the first or the third?": the products of the last search's page
 * the request asks to compare, in the order it names them (unknown ones skipped; fewer than two: none). After a
 * comparison, a question over which of them ("which one has better battery?", "which is best?") asks it of the
 * products compared, pointing at no shown product of its own. "is the first one cheaper than the second?": those
 * two, with the request read as "is it cheaper than that?" (shown-comparative.ts); "is the first aid kit cheaper than
 * the second?": the one named and the second (named-against-pointed.ts). "compare the first four" after three: the
 * three, with the run asked past them (`pointedPast`), for the chat to say so. "them" right after a question about
 * one of them ("what colours does it come in?") is that one and the other picks the chat named with it.
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import {
  askedRunCount,
  asksAllShown,
  asksComparison,
  asksOfCompared,
  readShownComparison,
} from '../search/compare-shown.ts';
import { readShownComparative } from '../search/shown-comparative.ts';
import { namedAgainstPointed } from './named-against-pointed.ts';

/** The picks a list's chat names (its top pick and two more). */
const NAMED_PICKS = 3;

/**
 * "what's the difference between them" after a question about one shown product ("what colours does it come in?"):
 * that product and the other picks the chat named with it, not the whole page of ten; the whole page otherwise.
 */
function focusedPicks(page: Product[], focus: string | undefined): Product[] {
  if (focus === undefined || page.length <= NAMED_PICKS) return page;
  const focused = page.filter((product) => product.id === focus);
  return [...focused, ...page.filter((product) => product.id !== focus)].slice(0, NAMED_PICKS);
}

/** The products compared, and the request as the comparison reads it when it is read otherwise. */
export interface ComparedShown {
  products: Product[];
  content?: string;
  /** "compare the first four" after three: the run asked past the list, all of it compared. */
  pointedPast?: { position: number; shown: number; compare: true };
}

export async function comparedProducts(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  turn: SessionTurn | undefined,
): Promise<ComparedShown | undefined> {
  const shown = turn?.shown ?? [];
  // Nothing shown, nothing to compare or point at (neither reading below could find a product).
  if (shown.length === 0) return undefined;
  const before = turn?.compared ?? [];
  const again = before.length >= 2;
  const comparative = readShownComparative(request.content, shown.length);
  // "is the first aid kit cheaper than the second?": a product named against a pointed one.
  const named = comparative ? undefined : await namedAgainstPointed(deps, tenantId, request.content, turn);
  if (named !== undefined) return named;
  if (shown.length < 2 || !(asksComparison(request.content) || again || comparative)) return undefined;
  // The shown products themselves: colours point at those in them ("the black or the navy?").
  const found = new Map(
    (await deps.catalog.getMany(tenantId, [...new Set([...shown, ...before])])).map((product) => [
      product.id,
      product,
    ]),
  );
  const listed = shown.map((id) => found.get(id));
  if (comparative !== undefined) {
    const products = comparative.positions.flatMap((position) => found.get(shown[position]!) ?? []);
    if (products.length === 2) return { products, content: comparative.content };
  }
  if (again && asksOfCompared(request.content, listed)) {
    const products = before.flatMap((id) => found.get(id) ?? []);
    if (products.length >= 2) return { products };
  }
  if (!asksComparison(request.content)) return undefined;
  const positions = readShownComparison(request.content, listed);
  if (positions === undefined) return undefined;
  const page = positions.flatMap((position) => found.get(shown[position]!) ?? []);
  const count = askedRunCount(request.content);
  // "them", not "all of them" nor "the first five".
  const them = count === undefined && positions.length === shown.length && !asksAllShown(request.content);
  const products = them ? focusedPicks(page, turn?.focus?.id) : page;
  if (products.length < 2) return undefined;
  if (count !== undefined && count > shown.length)
    return { products, pointedPast: { position: count, shown: shown.length, compare: true } };
  return { products };
}
