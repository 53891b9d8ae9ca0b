/**
 * The products stating the part asked first: for a colour or material said of a part (SearchFilters.kinds read by
 * the core's part-phrases.ts, `part`: "olive wood handle"), each reranked match whose attribute of that name holds
 * none of the values asked (a product without the attribute, which the filter keeps) loses
 * `rankingDefaults.statedPart` of its score, and they are ordered again: the knife whose handle is olive wood before
 * a cutting board of acacia wood, unless the words match clearly better. A match set none of whose reranked
 * products states it is left as it was. Matches past the reranked ones keep their order.
 */
import type { KindAsked } from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { kindFits } from './index-tags.ts';
import type { MatchSet } from './rank-rows.ts';
import { rescored } from './rescored.ts';

export function preferStatedPart(
  index: CatalogIndex,
  set: MatchSet,
  kinds: readonly KindAsked[],
  weight: number,
): MatchSet {
  const { matches, scores } = set;
  const ranked = set.ranked ?? 0;
  const parts = kinds.filter(
    (kind) => kind?.part === true && typeof kind.attribute === 'string' && Array.isArray(kind.others),
  );
  if (parts.length === 0 || !(weight > 0) || scores === undefined || ranked < 2) return set;
  const stating = new Set<number>();
  for (const kind of parts)
    for (const [position, fit] of kindFits(index, kind.attribute, kind.others))
      if (fit) stating.add(position);
  const states = Array.from({ length: ranked }, (_, j) => stating.has(matches[j]!));
  if (!states.includes(true)) return set;
  // Scores are negated (lower first): stating none only adds to it.
  return rescored(
    set,
    states.map((stated, j) => scores[j]! + (stated ? 0 : weight)),
  );
}
