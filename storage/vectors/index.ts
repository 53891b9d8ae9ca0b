/** Product embeddings: the store, what is embedded, and the vector search the server wires in. */
export { EmbeddingStore, type StoredVector, type VectorWrite } from './embedding-store.ts';
export { documentText, embeddingHash, productText, queryText } from './embedding-text.ts';
export {
  createVectorSearch,
  type QueryEmbedder,
  type StoredVectorSearch,
  type VectorSearchOptions,
  type VectorSearchStats,
} from './vector-search.ts';
export type { IndexFactory, SimilarityIndex } from './sharded-index.ts';
