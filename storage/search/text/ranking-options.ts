/** The ranking knobs in force for one storage: the core's `rankingDefaults` with optional overrides. */
import { rankingDefaults, type RankingDefaults, type RerankWeights } from '../../../core/index.ts';

export type RankingOverrides = Partial<Omit<RankingDefaults, 'rerank'>> & { rerank?: Partial<RerankWeights> };

export function withOverrides(overrides: RankingOverrides | undefined): RankingDefaults {
  if (overrides === undefined) return rankingDefaults;
  return Object.freeze({
    ...rankingDefaults,
    ...overrides,
    rerank: Object.freeze({ ...rankingDefaults.rerank, ...overrides.rerank }),
  });
}
