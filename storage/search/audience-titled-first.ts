/**
 * An implied audience no product states (SearchQuery.audienceTitles: "a bike for my 6 year old" in a shop of
 * titles alone) orders the products by the words their titles name audiences with: among the reranked matches
 * naming the query's head (all of them when it has none), those whose title holds a preferred word ("Kids Bike",
 * "Boys' …") and no other audience's come first, those holding only another's ("Women's Road Bike") last, each group in the
 * rerank's order; the others keep their places. Nothing is left out. Words compared by light form ("girls'" is
 * "girl"). With no words to match, the tier each product goes in (`audienceTier`).
 */
import type { SearchQuery } from '../../core/index.ts';
import type { MatchSet } from './rank-rows.ts';
import { rescored } from './rescored.ts';
import { analyze } from './text/analyze.ts';
import type { TextIndex } from './text/text-index.ts';
import { lightForm } from './text/word-form.ts';

type Titles = NonNullable<SearchQuery['audienceTitles']>;

/** The form ids of the words that the catalogue's titles hold. */
function formIds(text: TextIndex, words: unknown): ReadonlySet<number> {
  const ids = new Set<number>();
  if (!Array.isArray(words)) return ids;
  for (const word of words) {
    if (typeof word !== 'string') continue;
    for (const token of analyze(word)) {
      const id = text.forms.get(lightForm(token.word));
      if (id !== undefined) ids.add(id);
    }
  }
  return ids;
}

/**
 * The tier of each product for `titles`: 0 its title holds a preferred word and no other audience's, 2 only
 * another audience's ("Toddler Girls' Jacket" for a son names both: 1), else 1.
 */
export function audienceTier(
  text: TextIndex,
  titles: Titles | undefined,
): ((doc: number) => number) | undefined {
  if (titles === undefined || titles === null || typeof titles !== 'object') return undefined;
  const prefer = formIds(text, titles.prefer);
  const avoid = formIds(text, titles.avoid);
  if (prefer.size === 0 && avoid.size === 0) return undefined;
  return (doc) => {
    let [preferred, avoided] = [false, false];
    for (let p = text.titleStart[doc]!, to = text.titleStart[doc + 1]!; p < to; p++) {
      const form = text.titleForms[p]!;
      preferred ||= prefer.has(form);
      avoided ||= avoid.has(form);
    }
    return preferred === avoided ? 1 : preferred ? 0 : 2;
  };
}

export function audienceTitledFirst(
  text: TextIndex,
  set: MatchSet & { headKind?: () => ReadonlySet<number> },
  titles: Titles | undefined,
): MatchSet {
  const ranked = set.ranked ?? 0;
  const tier = audienceTier(text, titles);
  if (tier === undefined || ranked < 2) return set;
  const ofKind = set.headKind?.();
  const slots: number[] = [];
  for (let j = 0; j < ranked; j++) if (ofKind === undefined || ofKind.has(set.matches[j]!)) slots.push(j);
  const order = slots
    .map((slot, k) => ({ slot, level: tier(set.matches[slot]!), k }))
    .sort((a, b) => a.level - b.level || a.k - b.k);
  if (order.every(({ k }, at) => k === at)) return set;
  const { scores } = set;
  if (scores === undefined) {
    const matches = set.matches.slice();
    order.forEach(({ slot }, at) => (matches[slots[at]!] = set.matches[slot]!));
    return { ...set, matches };
  }
  // Each entry takes the score of the slot it moves to, a hair above the one before when level with it, so that
  // no tie on the score puts them back in another order.
  const keys = Array.from(scores.subarray(0, ranked));
  let last = -Infinity;
  order.forEach(({ slot }, at) => {
    const own = scores[slots[at]!]!;
    last = own > last ? own : last + Math.max(Math.abs(last) * 1e-12, 1e-12);
    keys[slot] = last;
  });
  return rescored(set, keys);
}
