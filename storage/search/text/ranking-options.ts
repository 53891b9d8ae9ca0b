/** The ranking knobs in force for one storage: the core's `rankingDefaults` with optional overrides. */
import {
  rankingDefaults,
  type RankingDefaults,
  type RerankWeights,
  type TextField,
} from '../../../core/index.ts';

/** Any knob may be given alone, nested ones too: `{ fieldWeights: { description: 2 } }` keeps the other fields. */
export type RankingOverrides = Partial<Omit<RankingDefaults, 'rerank' | 'fieldWeights' | 'fieldB'>> & {
  rerank?: Partial<RerankWeights>;
  fieldWeights?: Partial<Record<TextField, number>>;
  fieldB?: Partial<Record<TextField, number>>;
};

export function withOverrides(overrides: RankingOverrides | undefined): RankingDefaults {
  if (overrides === undefined) return rankingDefaults;
  return Object.freeze({
    ...rankingDefaults,
    ...overrides,
    fieldWeights: Object.freeze({ ...rankingDefaults.fieldWeights, ...overrides.fieldWeights }),
    fieldB: Object.freeze({ ...rankingDefaults.fieldB, ...overrides.fieldB }),
    rerank: Object.freeze({ ...rankingDefaults.rerank, ...overrides.rerank }),
  });
}
