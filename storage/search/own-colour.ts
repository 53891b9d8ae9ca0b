/**
 * The products that are the colour asked first: for a request asking a colour ("blue jacket": its filter's
 * catalogue values, navy, sky blue…), each reranked match none of whose own colours is one of them (it meets the
 * filter only by a variant: a charcoal jacket that also comes in navy) loses `rankingDefaults.variantColour` of
 * its score, and they are ordered again. Matches past the reranked ones keep their order.
 */
import { OWN_COLOUR, tagKey } from '../catalog/product-row.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { tagPositions } from './index-tags.ts';
import type { MatchSet } from './rank-rows.ts';
import { rescored } from './rescored.ts';

export function preferOwnColour(
  index: CatalogIndex,
  set: MatchSet,
  colours: readonly string[],
  weight: number,
): MatchSet {
  const { matches, scores } = set;
  const ranked = set.ranked ?? 0;
  const asked = colours.filter((colour) => typeof colour === 'string' && colour.trim() !== '');
  if (asked.length === 0 || !(weight > 0) || scores === undefined || ranked < 2) return set;
  const own = new Set<number>();
  for (const colour of asked)
    for (const position of tagPositions(index, tagKey(OWN_COLOUR, colour))) own.add(position);
  // Scores are negated (lower first): a variant's colour only adds to it.
  const keys = Array.from({ length: ranked }, (_, j) => scores[j]! + (own.has(matches[j]!) ? 0 : weight));
  return rescored(set, keys);
}
