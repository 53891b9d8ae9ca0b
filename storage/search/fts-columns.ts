/** The full-text index's columns, their bm25 weights and its tokenizer: one place to tune ranking. */

export const FTS_COLUMNS = ['title', 'brand', 'category', 'attributes', 'description'] as const;

export type FtsColumn = (typeof FTS_COLUMNS)[number];

/** bm25 column weights: title ≫ brand/category > attributes > description. */
export const BM25_WEIGHTS: Readonly<Record<FtsColumn, number>> = {
  title: 10,
  brand: 4,
  category: 4,
  attributes: 2,
  description: 1,
};

export const FTS_TOKENIZE = 'porter unicode61 remove_diacritics 2';

/** `bm25(product_fts, 10, 4, 4, 2, 1)`, in column order. */
export const BM25_EXPRESSION = `bm25(product_fts, ${FTS_COLUMNS.map((c) => BM25_WEIGHTS[c]).join(', ')})`;
