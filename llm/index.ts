/** The language-model layer's public face: chat composers and content generators implementing core's ports. */
export { createOfflineComposer } from './offline/offline-composer.ts';
export { createOfflineContentGenerator } from './offline/offline-content-generator.ts';
export { readLlmConfig, LlmConfigError, type LlmConfig } from './llm-config.ts';
export { selectBackend, type Backend } from './select-backend.ts';
export { mergeQueries } from './ollama/merge-queries.ts';
export { VectorIndex } from './vector/vector-index.ts';
export { fuse } from './vector/rank-fusion.ts';
