/**
 * The second stage of relevance ranking: one pure function scoring a candidate product from features the
 * catalogue computed for it (see storage/search/text/rank-candidates.ts). A weighted sum of features in 0..1,
 * so each weight reads as "how much this signal is worth"; the weights live in `rankingDefaults.rerank`.
 */
import { rankingDefaults, type RerankWeights } from './ranking-defaults.ts';

export interface CandidateFeatures {
  /** First-stage BM25F score of the product (≥ 0). */
  bm25: number;
  /** The best first-stage score among the candidates: normalises `bm25` to 0..1. */
  bestBm25: number;
  /** Share (idf-weighted) of the query's concepts matched in any field, 0..1. */
  coverage: number;
  /** Share (idf-weighted) of the query's concepts matched in the title, 0..1. */
  titleCoverage: number;
  /** Share of the query's adjacent concept pairs found adjacent and in order in the title, 0..1. */
  adjacency: number;
  /** 1 when the title holds the query's head (its last word), else 0. */
  head: number;
  /** 1 when the query's head is the title's head (the last word of the title's main segment), else 0. */
  titleHead: number;
  /** Share (idf-weighted) of the query's concepts matched in the title's main segment, 0..1. */
  mainCoverage: number;
  /** Share (idf-weighted) of the query's concepts matched in the brand or category, 0..1. */
  category: number;
  /** Share of the query's concepts found in the title, each counting the same (rare or common), 0..1. */
  titleWords: number;
  /** Share of the title's words that match the query, 0..1. */
  titlePrecision: number;
  /** Share (idf-weighted) of the query's words found in the title as typed (plurals folded only), 0..1. */
  exactTitle: number;
  /** 1 when the query's head word is in the title as typed (plurals folded only), else 0. */
  exactHead: number;
  /** 1 when the query names the product's brand: the word its title starts with, a brand-like word. */
  brand: number;
  /** The query's likelihood under the product's language model, min-max scaled over the candidates, 0..1. */
  likelihood: number;
  /** rating × ln(1 + reviewCount), 0 when unknown. */
  popularity: number;
  /**
   * 0 for a children's product when the request names no audience, else 1 (see `rankingDefaults.childWords`).
   */
  audienceDefault: number;
  /** 1 when the product is in stock (or says nothing of it), 0 when it is out of stock. */
  available: number;
}

/** ln(1 + 5 × ln(1 + 10,000)): a 5-star product with 10,000 reviews scores popularity 1. */
const POPULARITY_SCALE = Math.log1p(5 * Math.log1p(10_000));

const unit = (value: number): number => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** Higher is better. Pure: same features and weights, same score. */
export function scoreCandidate(
  features: CandidateFeatures,
  weights: RerankWeights = rankingDefaults.rerank,
): number {
  const bm25 = features.bestBm25 > 0 ? features.bm25 / features.bestBm25 : 0;
  const agreement = features.titleCoverage > 0 ? features.exactTitle / features.titleCoverage : 0;
  const popularity = Math.log1p(Math.max(0, features.popularity)) / POPULARITY_SCALE;
  return (
    weights.bm25 * unit(bm25) +
    weights.coverage * unit(features.coverage) +
    weights.titleCoverage * unit(features.titleCoverage) +
    weights.adjacency * unit(features.adjacency) +
    weights.head * unit(features.head) +
    weights.titleHead * unit(features.titleHead) +
    weights.mainCoverage * unit(features.mainCoverage) +
    weights.category * unit(features.category) +
    weights.titleWords * unit(features.titleWords) +
    weights.titlePrecision * unit(features.titlePrecision) +
    weights.brand * unit(features.brand) +
    weights.exactTitle * unit(features.exactTitle) +
    weights.exactHead * unit(features.exactHead) +
    weights.formAgreement * unit(agreement) +
    weights.likelihood * unit(features.likelihood) +
    weights.popularity * unit(popularity) +
    weights.audienceDefault * unit(features.audienceDefault) +
    weights.available * unit(features.available)
  );
}
