/**
 * The second stage's feature weights (`rankingDefaults.rerank`, read by `scoreCandidate`): each feature is in
 * 0..1, so a weight reads as how much that signal is worth.
 */
export interface RerankWeights {
  /** First-stage BM25F score, divided by the best candidate's (0..1). */
  bm25: number;
  /** Share of the query's concepts (idf-weighted) the product matches anywhere (0..1). */
  coverage: number;
  /** Share of the query's concepts (idf-weighted) matched in the title (0..1). */
  titleCoverage: number;
  /** Share of the query's adjacent concept pairs found next to each other, in order, in the title (0..1). */
  adjacency: number;
  /** The query's head (its last word, usually the product type) is in the title (0 or 1). */
  head: number;
  /** The query's head is the title's head, the last word of its main segment (0 or 1). */
  titleHead: number;
  /** Share of the query's concepts (idf-weighted) matched in the title's main segment (0..1). */
  mainCoverage: number;
  /** Share of the query's concepts matched in the product's brand or category (0..1). */
  category: number;
  /** Share of the query's concepts found in the title, each counting the same (0..1). */
  titleWords: number;
  /** Share of the title's words that the query accounts for (0..1): focused titles first. */
  titlePrecision: number;
  /**
   * The query names the product's brand, the first word of its title when that word mostly starts titles in
   * this catalogue (0 or 1).
   */
  brand: number;
  /**
   * Share (idf-weighted) of the query's words found in the title as typed, only plurals folded (0..1): porter
   * stems conflate "railing" with "rail" and "systemic" with "system"; the exact form is stronger evidence.
   */
  exactTitle: number;
  /** The query's head word is in the title as typed, plurals folded only (0 or 1). */
  exactHead: number;
  /**
   * Of the query's words the title matches (idf-weighted), the share it matches as typed: `exactTitle` /
   * `titleCoverage` (0..1, 0 when the title matches none). Unlike `exactTitle` it does not count words the
   * title lacks, so products that match in their description lose nothing by it.
   */
  formAgreement: number;
  /**
   * The query's likelihood under the product's language model (Dirichlet-smoothed, title words counting
   * `likelihood.titleWeight` times: see `RankingDefaults.likelihood`), min-max scaled over the candidates
   * (0..1, over a range of at least `likelihood.minRange`): products whose words are mostly the query's, in the
   * title most of all.
   */
  likelihood: number;
  /** Popularity: ln(1 + rating × ln(1 + reviews)) / ln(1 + 5 × ln(1 + 10_000)) (0..1). */
  popularity: number;
  /**
   * 1 unless the product is a children's one (its title or audience attribute says so: `childWords`) and the
   * request names no audience, then 0: a shopper who names none is most often shopping for an adult, so
   * "running shoes size 11" lists adults' shoes before kids' ones of equal match.
   */
  audienceDefault: number;
  /**
   * 1 for a product in stock, 0 for one out of stock (`available: false`): a shopper can buy the one in stock,
   * so it comes first among matches about as good; a much better match out of stock still leads.
   */
  available: number;
}
