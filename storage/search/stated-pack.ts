/**
 * The products stating the pack asked first: for a request asking a pack ("tshirt 3 pack", "t-shirts multipack":
 * SearchQuery.pack), each reranked match whose title and attributes state no such pack (the core's `statesPack`:
 * "3-Pack", "Pack of 3", a pack size attribute of 3) loses `rankingDefaults.statedPack` of its score, and they are
 * ordered again: the 3-packs of the kind asked before its single tees, unless the words match clearly better. A
 * match set none of whose reranked products states it is left as it was. Matches past the reranked ones keep their
 * order.
 */
import { statesPack, type PackAsked, type Product } from '../../core/index.ts';
import type { MatchSet } from './rank-rows.ts';
import { rescored } from './rescored.ts';
import type { TextIndex } from './text/text-index.ts';

/**
 * The words the text search matches for a pack asked: its count and "pack" ("10 pack") where some product writes
 * that pack joined ("10-Pack", "10pk": the index's "10pack"), so the first stage finds those products as the
 * request's own words had ("10 pack leviton 5325-t"), and the count ranks but matches nothing alone; else none,
 * as a count no product sells would only meet other numbers ("3" of a kids' tee in size 3T).
 */
export function packWords(pack: PackAsked | undefined, text: () => TextIndex): string {
  if (pack?.count === undefined) return '';
  return text().terms.has(`${pack.count}pack`) ? `${pack.count} pack` : '';
}

export function preferStatedPack(
  set: MatchSet,
  pack: PackAsked | undefined,
  productAt: (position: number) => Pick<Product, 'title' | 'attributes'> | undefined,
  weight: number,
): MatchSet {
  const { matches, scores } = set;
  const ranked = set.ranked ?? 0;
  if (pack === undefined || !(weight > 0) || scores === undefined || ranked < 2) return set;
  const stating = Array.from({ length: ranked }, (_, j) => {
    const product = productAt(matches[j]!);
    return product !== undefined && statesPack(product, pack);
  });
  if (!stating.includes(true)) return set;
  // Scores are negated (lower first): stating none only adds to it.
  return rescored(
    set,
    stating.map((states, j) => scores[j]! + (states ? 0 : weight)),
  );
}
