/** One line of `npm run bench:relevance -- --dump PATH`, the input of `npm run train:rerank`. */
import type { CandidateFeatures } from '../../../core/index.ts';

/** One query's judgements and the features of the candidates its rerank scored (catalogue position: tie-break). */
export interface QueryDump {
  set: string;
  id: string;
  query: string;
  judgements: Record<string, number>;
  candidates: { id: string; position: number; features: CandidateFeatures }[];
}
