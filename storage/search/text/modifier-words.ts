/**
 * The words of a category that only modify the kind asked (SearchQuery.modifierWords: "running" of "running
 * shirts" where "Running" is shoes, core modifier-category.ts). They name no product of the kind on their own
 * (names-products.ts), so a product matching them alone is none (the running shoes), and a match missing only them
 * still has what was asked: "running shirts" lists the shop's shirts, none saying "running", with no "None of
 * them has everything you asked for".
 */
import { analyze } from './analyze.ts';
import type { Concept } from './query-concept.ts';
import { holds } from './query-head.ts';
import type { TextIndex } from './text-index.ts';

/** The analysed terms of the modifier words. */
export const modifierTerms = (words: readonly string[]): ReadonlySet<string> =>
  new Set(words.length === 0 ? [] : analyze(words.join(' ')).map((token) => token.term));

/** The importance the query's modifier words weigh, left out of its coverage. */
export function modifierImportance(
  concepts: readonly Concept[],
  importance: Float64Array,
  terms: ReadonlySet<string>,
): number {
  if (terms.size === 0) return 0;
  return concepts.reduce(
    (sum, concept, at) => sum + (terms.has(concept.term) ? (importance[at] ?? 0) : 0),
    0,
  );
}

/** The matches holding some word of the query besides its modifiers: all of them where none does. */
export function beyondModifiers(
  index: TextIndex,
  concepts: readonly Concept[],
  terms: ReadonlySet<string>,
  matches: Int32Array,
): Int32Array {
  if (terms.size === 0) return matches;
  const own = concepts.filter(
    (concept) => concept.word && concept.alternatives.length > 0 && !terms.has(concept.term),
  );
  if (own.length === 0) return matches;
  const kept = matches.filter((position) => own.some((concept) => holds(index, concept, position)));
  return kept.length > 0 ? kept : matches;
}
