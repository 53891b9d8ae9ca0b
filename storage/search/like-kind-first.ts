/**
 * Products like a viewed or pointed-at product (SearchQuery.context.fromPage: "does it come in white?" on a
 * comforter's page, "the second one in blue") are first of its kind: the reranked matches naming the query's head
 * (the product's own title head, "Comforter") by its own word come first, those naming it by a synonym ("Duvet
 * Cover") next, the others last, each group in the rerank's order. On the Cotton Sateen Comforter's page, "does it
 * come in white?" had listed three white sheet sets, whose titles share "Sateen Cotton", before the one white
 * comforter. Matches past the reranked ones keep their order.
 *
 * When none of the matches is of its kind at all (`noneOfKind`), the constraint asked of it is what the kind lacks:
 * "is it wood?" on a chef's knife's page had listed a maple cutting board as the "wood products like" the knife.
 */
import type { SearchQuery } from '../../core/index.ts';
import type { MatchSet } from './rank-rows.ts';
import { rescored } from './rescored.ts';

/** The products naming the query's head (text-search.ts): by any of its alternatives, and by its own word. */
export interface HeadNaming {
  headNaming?: () => ReadonlySet<number>;
  headOwnNaming?: () => ReadonlySet<number>;
}

export function likeKindFirst(set: MatchSet & HeadNaming, context: SearchQuery['context']): MatchSet {
  const { matches, scores } = set;
  const ranked = set.ranked ?? 0;
  const { headNaming, headOwnNaming } = set;
  if (context?.fromPage !== true || scores === undefined || ranked < 2) return set;
  if (headNaming === undefined || headOwnNaming === undefined) return set;
  const [naming, own] = [headNaming(), headOwnNaming()];
  const levels = Array.from({ length: ranked }, (_, j) => {
    const position = matches[j]!;
    return own.has(position) ? 0 : naming.has(position) ? 1 : 2;
  });
  if (levels.every((level) => level === levels[0])) return set;
  // Scores are negated (lower first): each level falls behind every entry of the one before.
  let [low, high] = [Infinity, -Infinity];
  for (let j = 0; j < ranked; j++) [low, high] = [Math.min(low, scores[j]!), Math.max(high, scores[j]!)];
  const behind = high - low + 1;
  return rescored(
    set,
    levels.map((level, j) => scores[j]! + level * behind),
  );
}

/**
 * `set` marked `headMissing` (so the search relaxes the constraint that keeps its kind out) when it holds products
 * like a viewed one read against its page (relation refine: "is it wood?", "in blue"), yet none of them names the
 * viewed product's head ("Knife") by its word or a synonym, which some product of the catalogue does.
 */
export function noneOfKind<T extends MatchSet>(
  set: T,
  naming: HeadNaming,
  context: SearchQuery['context'],
): T {
  if (context?.fromPage !== true || context.relation !== 'refine' || set.matches.length === 0) return set;
  if (set.headMissing === true || naming.headNaming === undefined) return set;
  const named = naming.headNaming();
  if (named.size === 0 || set.matches.some((position) => named.has(position))) return set;
  return { ...set, headMissing: true };
}
