/**
 * Every ranking knob in one object, MiniSearch style: the first stage's BM25F parameters, the weights of the
 * query expansions, how many candidates the second stage reranks, and the rerank feature weights.
 * Storage reads the retrieval part; `scoreCandidate` reads `rerank`. Tuned on public e-commerce relevance
 * sets (see test/bench/relevance/RESULTS.md) without any per-set switch.
 */
import { queryDefaults } from '../query-defaults.ts';
import type { RerankWeights } from './rerank-weights.ts';
import type { SpellingWeights } from './spelling-weights.ts';

export type { RerankWeights } from './rerank-weights.ts';
export type { SpellingWeights } from './spelling-weights.ts';

export type TextField = 'title' | 'brand' | 'category' | 'attributes' | 'description';

export interface RankingDefaults extends SpellingWeights {
  /** BM25F field weights: title ≫ brand/category > attributes > description. */
  fieldWeights: Readonly<Record<TextField, number>>;
  /** BM25F length normalisation per field (0 = none, 1 = full). */
  fieldB: Readonly<Record<TextField, number>>;
  /** BM25 term-frequency saturation. */
  k1: number;
  /** Weight of a synonym ("couch" for "sofa"). */
  synonym: number;
  /**
   * A relaxed constraint's word put back to rank (SearchQuery.relaxedWords: "kids" once "for kids" gave way)
   * matches nothing alone beside the shopper's own words, takes no part in the features counting words (title
   * words, adjacency, head, brand, likelihood), and weighs `relaxedWord` × its idf, at most that share of the
   * least of the own words that match: it orders products matching the request about as well (a kids' camping
   * chair before a tent), never a product matching fewer of its words first.
   */
  relaxedWord: number;
  /**
   * Weight of the plain word for a superlative or a derivation the catalogue lacks ("warm" for "warmest",
   * "minimal" for "minimalist"); 0 turns it off.
   */
  degree: number;
  /** Weight of a compound form ("waterproof" for "water proof", "t shirt" for "tshirt"). */
  compound: number;
  /**
   * Weight of a title's closed compound ending in a word no title names by ("backpack", "daypack" for "pack" where
   * titles never say "pack"); 0 turns it off.
   */
  compoundEnd: number;
  /**
   * Weight of a number alone when it stands before a word it is joined to in the catalogue ("4 season" where
   * products say "4-season"): the count belongs to that word, so a "4-Person" tent matches it only weakly.
   */
  countedNumber: number;
  /**
   * Numbers up to this, spelt as words, also match their digits at `synonym` weight ("one piece" → "1-Piece");
   * 0 turns it off (Home Depot 0.4413 → 0.4416).
   */
  speltNumberMax: number;
  /**
   * A query word in more than `commonShare` of the catalogue and in at least `commonMinimum` products ("in",
   * "x", "with" in a large catalogue) ranks the products the other words matched but matches nothing on its
   * own, unless every word of the query is that common. Small catalogues keep plain OR semantics.
   */
  commonShare: number;
  commonMinimum: number;
  /** First stage: bm25 × coverage^coordination, so products matching more of the query come first. */
  coordination: number;
  /** How many of the best first-stage matches the second stage reranks. */
  candidates: number;
  /**
   * The other sorts ("cheapest", "best rated", "newest") list only the products covering at least this share of
   * the best match's coverage, so "cheap yoga mat" lists yoga mats by price, not every product saying "yoga"
   * (0 lists every product matching any word). `total` counts that set.
   */
  sortedCoverage: number;
  /**
   * A bound asking for room ("for 4 people", "sleeps 4", "fits a 15 inch laptop": `MeasureBound.snug`) puts the
   * closest fit first among the reranked matches: each loses `looseFit` × looseness (looseness.ts: 0 for an exact
   * fit, 0.5 at twice the room or more, 0.5–1 short of it once the bound is relaxed, 1 without a value), so a
   * 4-person tent precedes a 6-person one, which precedes an 8-person one, unless the words match clearly
   * better. 0 turns it off.
   */
  looseFit: number;
  /**
   * Families whose room is a count asked as it is ('person': "tent that sleeps 2", "sofa for 3 people"): among the
   * reranked matches, the products of exactly that count come first whatever their words, the others after by how
   * far their count is from it (then by `looseFit`), so a 2-person tent precedes a 3-person one, which precedes a
   * 6-person "Camping Tent". Empty turns it off.
   */
  exactFitUnits: readonly string[];
  /**
   * Among the reranked matches of a request asking a colour ("blue jacket"), each product only a variant of
   * which comes in it (a charcoal jacket that also comes in navy) loses this much of its rerank score, so the
   * products that are that colour come first unless the words match clearly better. 0 turns it off.
   */
  variantColour: number;
  /**
   * Among the reranked matches of a request naming a use that asks a rating of an attribute ("watch for swimming":
   * a water resistance of at least 50 m; the core's `useRatings`), each product stating no value meeting it loses
   * this much of its rerank score, so those stating one come first unless the words match clearly better. 0 turns
   * it off.
   */
  statedUse: number;
  /**
   * Among the reranked matches of a request asking a pack ("tshirt 3 pack": SearchQuery.pack), each product whose
   * title and attributes state no such pack loses this much of its rerank score, so the 3-packs come first unless
   * the words match clearly better. 0 turns it off.
   */
  statedPack: number;
  /**
   * Among the reranked matches of a request for a child named with an age ("a jacket for my 8 year old"), each
   * product sized by age that does not come in it (sizes "3T" to "6"; core/search/age-sizes.ts) loses this much of
   * its rerank score, so those made in the child's age come first unless the words match clearly better. 0 turns
   * it off.
   */
  childAgeSize: number;
  /**
   * Among the reranked matches of a request saying a colour or material of a part ("olive wood handle": a kind asked
   * with `part`), each product whose attribute of that name holds none of the values asked loses this much of its
   * rerank score, so the knife whose handle is olive wood comes before an acacia wood cutting board unless the words
   * match clearly better. 0 turns it off. Those stating it that name every other word of the request's main part
   * ("knife" of "knife wooden handle"; none for "wooden handle") come first whatever (storage/search/stated-part.ts).
   */
  statedPart: number;
  /**
   * Words that make a product a children's one, in its title or its audience attribute ("Kids' Trail Shoe",
   * `"gender": "kids"`), for `rerank.audienceDefault`; a request holding one asks for children. The parser's own
   * words for the kids audience.
   */
  childWords: readonly string[];
  /**
   * Words naming a container of products rather than a product ("knife set", "battery pack"): such a word is
   * not the query's head when the word before it heads some of the catalogue's titles, so "knife set" ranks
   * knives before sheet sets, while in "dinner set" the set stays the head. Matched on the word as typed,
   * plural folded. `groupWords`, those grouping a kind rather than counting it ("pack", "pair"), also yield to a
   * category's word, which keeps its category ("skincare set" lists skincare, not sheet sets; modifier-category.ts).
   */
  containerWords: readonly string[];
  groupWords: readonly string[];
  /**
   * Words that end a query's main part after a word: what follows says what it goes with or does ("case for
   * iphone", "drill with battery", "jacket that has a hood") or is like ("shoes like harbor": not Harbor
   * sneakers), so the query's head is the last word before them; the parser's clause openers are among them.
   */
  mainPartBreaks: readonly string[];
  /**
   * The rerank's query-likelihood model: Σ over the query's concepts of ln((tf + mu × p) / (length + mu)), where
   * tf counts the concept's words in the product (title words `titleWeight` times; brand, category and
   * description once; attribute values not at all: structured data is no verbosity), length is
   * the product's tokens counted the same way and p the concept's share of the whole catalogue's. The rerank
   * feature scales it over the candidates by its range, or by `minRange` (in nats) when the range is smaller: a
   * spread of tenths of a nat among equally matching products (only their descriptions' lengths differ) is not
   * stretched into the feature's whole weight ("sandals" put a kids' sandal above the adults' one it only
   * out-worded).
   */
  likelihood: Readonly<{ titleWeight: number; mu: number; minRange: number }>;
  /**
   * The "best rated" order (blended-rating.ts) blends each rating with `reviews` reviews of `rating` stars, a
   * Bayesian average: a few reviews prove little for a good rating (a rating under `rating` is not lifted toward
   * it). Ties go to the higher rating, then more reviews.
   */
  ratingPrior: Readonly<{ reviews: number; rating: number }>;
  rerank: Readonly<RerankWeights>;
}

export const rankingDefaults: Readonly<RankingDefaults> = Object.freeze({
  fieldWeights: Object.freeze({ title: 10, brand: 4, category: 4, attributes: 2, description: 1 }),
  fieldB: Object.freeze({ title: 0.75, brand: 0.5, category: 0.5, attributes: 0.5, description: 0.75 }),
  k1: 1.2,
  typo1: 0.8,
  typo2: 0.6,
  typoMinLength: 4,
  typo2MinLength: 5,
  typoContext: 2,
  typoSlip: 3,
  realWordTogether: 1,
  completion: 0.7,
  completionMinLength: 4,
  pastFormMinLength: 4,
  rareWord: 3,
  commonerBy: 10,
  rareInContext: 100,
  synonym: 0.8,
  relaxedWord: 0.5,
  degree: 0.9,
  compound: 0.9,
  compoundEnd: 0.7,
  countedNumber: 0.3,
  speltNumberMax: 12,
  commonShare: 0.05,
  commonMinimum: 1000,
  coordination: 2,
  candidates: 100,
  sortedCoverage: 0.75,
  looseFit: 2,
  exactFitUnits: Object.freeze(['person']),
  variantColour: 0.5,
  statedUse: 1,
  statedPack: 1,
  childAgeSize: 10,
  statedPart: 1,
  childWords: Object.freeze(['kids', ...(queryDefaults.audience.words['kids'] ?? [])]),
  containerWords: Object.freeze(['set', 'kit', 'pack', 'pair', 'bundle']),
  groupWords: Object.freeze(['set', 'kit', 'bundle']),
  mainPartBreaks: Object.freeze(['for', 'with', 'like', ...queryDefaults.filler.clauseOpeners]),
  likelihood: Object.freeze({ titleWeight: 3, mu: 5, minRange: 2 }),
  ratingPrior: Object.freeze({ reviews: 10, rating: 3 }),
  rerank: Object.freeze({
    bm25: 3,
    coverage: 4,
    titleCoverage: 0.5,
    adjacency: 0.5,
    head: 0.75,
    titleHead: 0.5,
    mainCoverage: 0.1,
    category: 0.25,
    titleWords: 2,
    titlePrecision: 0.1,
    brand: 2,
    exactTitle: 1,
    exactHead: 0.5,
    formAgreement: 2,
    likelihood: 0.75,
    popularity: 0.1,
    audienceDefault: 0.25,
    available: 1,
  }),
});
