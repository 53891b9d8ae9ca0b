/**
 * The columns and tokenizer of schema v1's FTS5 table (dropped in v3: search runs on the in-memory index of
 * storage/search/text/), and the search's BM25F field weights, now the core's `rankingDefaults.fieldWeights`.
 */
import { rankingDefaults } from '../../core/index.ts';

export const FTS_COLUMNS = ['title', 'brand', 'category', 'attributes', 'description'] as const;

export type FtsColumn = (typeof FTS_COLUMNS)[number];

/** BM25F field weights: title ≫ brand/category > attributes > description. */
export const BM25_WEIGHTS: Readonly<Record<FtsColumn, number>> = rankingDefaults.fieldWeights;

export const FTS_TOKENIZE = 'porter unicode61 remove_diacritics 2';
