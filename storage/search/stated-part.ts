/**
 * The products stating the part asked first: for a colour or material said of a part (SearchFilters.kinds read by
 * the core's part-phrases.ts, `part`: "olive wood handle"), the reranked matches whose attribute of that name
 * holds a value asked (the filter leaves out those holding only others) and that name the kind the request's main
 * part asks besides the part, if any ("knife" of "knife with wooden handle"), come first, in the rerank's order:
 * "wooden handle" lists the knives whose handle is olive wood or pakkawood before an acacia wood cutting board, and
 * "leather strap" the leather-strapped watches before leather sandals. Of the others, each stating none loses
 * `rankingDefaults.statedPart` of its score: a watch with a leather strap is no answer to "sandal with leather
 * strap", yet it comes before a sandal only when the words match clearly better. A match set none of whose
 * reranked products states it is left as it was. Matches past the reranked ones keep their order.
 */
import type { KindAsked } from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { kindFits } from './index-tags.ts';
import type { MatchSet } from './rank-rows.ts';
import { rescored } from './rescored.ts';
import { analyze } from './text/analyze.ts';
import { mainPartEnd } from './text/query-main-part.ts';
import { STATED_BITS, type TextIndex } from './text/text-index.ts';

/** Ahead of every reranked key (those are offset by rank-candidates.ts's CANDIDATE_TIER, 1e6). */
const STATED_TIER = 1e7;

/**
 * The products naming every word of the request's main part (before "with", "for") that no part phrase says, in
 * their title, brand, category or attributes: the kind asked besides the part. Undefined when there is none.
 */
function ofKindAsked(
  text: TextIndex,
  words: string,
  parts: readonly KindAsked[],
  breaks: readonly string[],
): Set<number> | undefined {
  const tokens = analyze(words);
  const said = new Set(
    parts.flatMap((kind) => analyze(`${kind.label} ${kind.noun}`).map(({ term }) => term)),
  );
  const terms = tokens
    .slice(0, mainPartEnd(tokens, breaks))
    .filter(({ numeric, term }) => !numeric && !said.has(term))
    .map(({ term }) => term);
  if (terms.length === 0) return undefined;
  let holding: Set<number> | undefined;
  for (const term of new Set(terms)) {
    const id = text.terms.get(term);
    const found = new Set<number>();
    if (id !== undefined)
      for (let k = text.postStart[id]!; k < text.postStart[id + 1]!; k++)
        if (
          (text.postFields[k]! & STATED_BITS) !== 0 &&
          (holding === undefined || holding.has(text.postDoc[k]!))
        )
          found.add(text.postDoc[k]!);
    holding = found;
    if (holding.size === 0) break;
  }
  return holding;
}

export function preferStatedPart(
  index: CatalogIndex,
  text: () => TextIndex,
  set: MatchSet,
  query: { text: string; kinds: readonly KindAsked[] },
  weight: number,
  breaks: readonly string[],
): MatchSet {
  const { matches, scores } = set;
  const ranked = set.ranked ?? 0;
  const parts = query.kinds.filter(
    (kind) =>
      kind?.part === true &&
      typeof kind.attribute === 'string' &&
      typeof kind.label === 'string' &&
      typeof kind.noun === 'string' &&
      Array.isArray(kind.others),
  );
  if (parts.length === 0 || scores === undefined || ranked < 2) return set;
  const stating = new Set<number>();
  for (const kind of parts)
    for (const [position, fit] of kindFits(index, kind.attribute, kind.others))
      if (fit) stating.add(position);
  const states = Array.from({ length: ranked }, (_, j) => stating.has(matches[j]!));
  if (!states.includes(true)) return set;
  const ofKind = ofKindAsked(text(), query.text, parts, breaks);
  // Scores are negated (lower first): stating it and of the kind asked comes first, stating none only adds.
  return rescored(
    set,
    states.map((stated, j) => {
      if (stated) return scores[j]! - (ofKind === undefined || ofKind.has(matches[j]!) ? STATED_TIER : 0);
      return scores[j]! + (weight > 0 ? weight : 0);
    }),
  );
}
