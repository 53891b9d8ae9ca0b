/**
 * Text matching and relevance for one search: the tenant's text index (built from the stored products on the
 * first text search of a catalogue version and kept with its CatalogIndex), the query's concepts, the match
 * set after filters and, for the relevance sort, the two-stage order.
 */
import { rankingDefaults, type RankingDefaults, type SpellingCorrection } from '../../../core/index.ts';
import type { CatalogIndex } from '../catalog-index.ts';
import type { Keep } from '../index-filters.ts';
import type { MatchDescription } from '../rank-rows.ts';
import { analyze } from './analyze.ts';
import { asksForChildren, childProducts } from './child-products.ts';
import { laterTiers } from '../later-tiers.ts';
import { modifierImportance } from './modifier-words.ts';
import { reportedCorrections } from './reported-corrections.ts';
import { namingPhrase } from './naming-phrase.ts';
import { makerCue, unsoldBrand } from './unsold-brand.ts';
import { loneSaid } from './lone-head.ts';
import { headNamed, headOf, namingHead, namingProducts } from './query-head.ts';
import { headKind } from './head-kind.ts';
import { heldOnlyAside } from './held-within.ts';
import { asideNamed } from './aside-named.ts';
import { rankCandidates, type RankedMatches } from './rank-candidates.ts';
import { unheldDescriber } from './unheld-describer.ts';
import { broaderKind, unsoldKind } from './unsold-kind.ts';
import { modifierOnlyKind } from './modifier-only-kind.ts';
import { bestCoverage, bestCovered, coverageOf } from './best-covered.ts';
import type { TextCatalog } from './text-catalog.ts';
import { textMatchSet } from './text-match-set.ts';
import type { Concept } from './query-concept.ts';
import type { ConceptScores } from './concept-sums.ts';

export interface TextMatches {
  matches: Int32Array;
  /** Relevance order keys (lower is better), for the relevance sort only. */
  scores?: Float64Array;
  /** For the other sorts: the tiers of later-tiers.ts (out of stock; children's products) (see MatchSet). */
  later?: Uint8Array;
  /** Leading entries of `matches` already in final order. */
  ranked?: number;
  /** Words of the query that no product holds in any form (see text-match-set.ts, unmatchedWords). */
  unmatched?: string[];
  /** The best match covers under PARTIAL_COVERAGE of the query (and no word is unmatched everywhere). */
  partial?: boolean;
  /** Filters keep matches, yet none holds the query's head, which some product holds (see queryHead). */
  headMissing?: boolean;
  /** The best match (the first, or for other sorts any of the best-covered) does not hold the query's head. */
  headBuried?: boolean;
  /** Words of the query the catalogue lacks, each with the catalogue word read for it ("lether" → "leather"). */
  corrections?: SpellingCorrection[];
  /**
   * The query's head and how many matches name it, when fewer than all do (query-head.ts, headNamed), and its
   * naming phrase as typed, when of more than one word ("running shoes"; naming-phrase.ts): worked out on the
   * first call, for the chat only.
   */
  describe: () => MatchDescription;
  /** The products of the kind the query asks for (head-kind.ts), worked out on first call. */
  headKind?: () => ReadonlySet<number>;
  /** The products naming the query's head alone, whatever its naming phrase ("Comforter"), worked out on first call. */
  headNaming?: () => ReadonlySet<number>;
  /** Of those, the ones naming it by its own word, not by a synonym. */
  headOwnNaming?: () => ReadonlySet<number>;
  /**
   * For the other sorts: the same matches in relevance order (rankCandidates), for find-matches.ts to break ties
   * of the sort's value by; computed here, as the first stage's scratch arrays serve the next search.
   */
  relevance?: RankedMatches & Pick<TextMatches, 'headKind' | 'headNaming' | 'headOwnNaming'>;
}

/** Calls `work` once, on the first call, and returns its value ever after. */
function once<T>(work: () => T): () => T {
  let value: { of: T } | undefined;
  return () => (value ??= { of: work() }).of;
}

/**
 * Below this share of the query's words (idf-weighted) in the best match, the results only partly match:
 * "new phone case" in a shop selling no phone cases shows what mentions "phone", and the chat says so.
 */
export const PARTIAL_COVERAGE = 0.6;

/** True when the text has something to match (otherwise a search lists the whole catalogue). */
export const hasWords = (text: string): boolean => analyze(text).length > 0;

// Module-level functions, not closures made per search: tsx (it keeps names) gives each named closure its name
// with Object.defineProperty, about a microsecond each.

/** Even the best match covers under PARTIAL_COVERAGE (a missing word is reported as `unmatched` instead). */
const partialAt = (unmatched: readonly string[], asked: number, best: number): { partial?: true } =>
  unmatched.length === 0 && best > 0 && best / asked < PARTIAL_COVERAGE ? { partial: true } : {};

/** The importances with those from `at` on zeroed. */
function before(importance: Float64Array, at: number): Float64Array {
  const kept = importance.slice();
  kept.fill(0, at);
  return kept;
}

/** What the listed products say of the request, worked out when the chat first asks (MatchDescription). */
function describer(
  catalog: TextCatalog,
  concepts: Concept[],
  scores: ConceptScores,
  headWord: Concept | undefined,
  reported: { unmatched?: string[] },
  listed: Int32Array,
  partial: boolean,
): () => MatchDescription {
  return once((): MatchDescription => {
    // "headphones by Sony": "by" names no kind (makerCue); the phrase is read without it and what follows.
    const cue = makerCue(concepts, reported.unmatched ?? []);
    const phrase = namingPhrase(
      catalog.text,
      concepts,
      cue < 0 ? scores.importance : before(scores.importance, cue),
    );
    // "adidas shoes": a brand the shop does not carry, and the kind shown instead.
    const brand =
      listed.length > 0 ? unsoldBrand(catalog.text, concepts, reported.unmatched ?? [], phrase) : undefined;
    // "sleeping bag" where the backpacks are "Bags": no match is one, though all name "bag" by category; but
    // "comfortable bag": bags, none of them comfortable.
    const named =
      broaderKind(catalog.text, concepts, listed) ??
      unsoldKind(catalog.text, concepts, scores.importance, listed) ??
      modifierOnlyKind(catalog.text, concepts, scores.importance, listed) ??
      unheldDescriber(catalog.text, concepts, scores.importance, listed, partial) ??
      asideNamed(catalog.text, headWord, listed) ??
      loneSaid(
        headNamed(catalog.text, headWord, listed, phrase),
        concepts,
        scores.importance,
        headWord,
        phrase,
      );
    return {
      ...(named && { headNamed: named }),
      ...(phrase !== undefined && phrase.terms.length > 1 && { naming: phrase.words }),
      ...(brand !== undefined && { unsoldBrand: brand }),
    };
  });
}

/**
 * Every product matching the text (OR of the query's concepts) and passing `keep`; for the relevance sort,
 * ordered by the two-stage ranking; for the other sorts, only the best-covered of them (sortedCoverage). The
 * words of `relaxedWords` (SearchQuery.relaxedWords) only rank the other words' matches (Concept.relaxed); those of
 * `modifierWords` (SearchQuery.modifierWords) name no product beside a word no product holds (names-products.ts).
 */
export function matchText(
  catalog: TextCatalog,
  index: CatalogIndex,
  text: string,
  keep: Keep | undefined,
  rank: boolean,
  defaults: RankingDefaults = rankingDefaults,
  audienceAsked = false,
  relaxedWords: readonly string[] = [],
  modifierWords: readonly string[] = [],
): TextMatches {
  const { concepts, scores, unmatched, modifiers, headWord, matches, reported } = textMatchSet(
    catalog,
    text,
    keep,
    defaults,
    relaxedWords,
    modifierWords,
  );
  // The words of a category that only modify the kind asked count in no match's coverage ("running shirts").
  const asked = scores.totalImportance - modifierImportance(concepts, scores.importance, modifiers);
  const spelled = reportedCorrections(concepts, unmatched);
  const corrections = spelled.length > 0 ? { corrections: spelled } : {};
  const head = headOf(catalog.text, headWord, keep, matches.length > 0);
  // A request naming no audience lists adults' products first (rerank `audienceDefault`; `later` in any sort).
  const adults = !audienceAsked && !asksForChildren(concepts, defaults);
  const forChildren = adults ? childProducts(catalog.text, index, defaults) : undefined;
  const kind = headWord && {
    headKind: once(() =>
      headKind(catalog.text, headWord, namingPhrase(catalog.text, concepts, scores.importance)),
    ),
    headNaming: once(() => namingProducts(catalog.text, headWord)),
    // By its own word, not a synonym: a "Duvet Cover" names "comforter" only through "duvet".
    headOwnNaming: once(() =>
      namingProducts(catalog.text, {
        ...headWord,
        alternatives: headWord.alternatives.filter(({ weight }) => weight >= 1),
      }),
    ),
  };
  if (!rank) {
    // The matches are kept with the result: a copy where they are still the first stage's scratch.
    const own = matches === scores.touched ? matches.slice() : matches;
    const covered = bestCovered(own, scores.sums, defaults.sortedCoverage);
    const listed = namingHead(catalog.text, headWord, covered);
    const partial = partialAt(unmatched, asked, bestCoverage(listed, scores.sums));
    // "comforter" by price: the comforters, then the "Duvet Covers" naming it only by its synonym "duvet".
    const aside = headWord === undefined ? undefined : heldOnlyAside(catalog.text, headWord, listed);
    const tiers = laterTiers(listed, index.available, forChildren, undefined, aside);
    return {
      matches: listed,
      ...tiers,
      ...reported,
      ...partial,
      ...head(listed),
      ...corrections,
      describe: describer(catalog, concepts, scores, headWord, reported, listed, partial.partial === true),
      // Products level on the sort's value come in relevance order ("best rated phone case for iphone 6" where
      // none is rated: the iPhone 6 cases first).
      ...(listed.length > 1 && {
        relevance: {
          ...rankCandidates(catalog.text, index, concepts, scores, listed, defaults, forChildren),
          ...kind,
        },
      }),
    };
  }
  const ranked = rankCandidates(catalog.text, index, concepts, scores, matches, defaults, forChildren);
  const first = ranked.matches[0];
  const partial = partialAt(unmatched, asked, first === undefined ? 0 : coverageOf(scores.sums, first));
  return {
    ...ranked,
    ...reported,
    ...partial,
    ...head(ranked.matches.subarray(0, 1)),
    ...corrections,
    describe: describer(
      catalog,
      concepts,
      scores,
      headWord,
      reported,
      ranked.matches,
      partial.partial === true,
    ),
    ...kind,
  };
}
