/**
 * Products whose features say a measure is capped ("volume-limited", "limited volume":
 * `queryDefaults.measures.limitWords` beside one of a measure sort's words): their value of it is a limit, not how
 * much they have, so under a most-first order ("loudest headphones") it is not read (measure-values.ts). Computed
 * once per index and sort's words.
 */
import { queryDefaults } from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { allTags } from './index-tags.ts';

const LIMITS = new Set(queryDefaults.measures.limitWords.map((word) => word.toLowerCase()));
const memo = new WeakMap<CatalogIndex, Map<string, Uint8Array>>();

/** 1 at the positions of products with a feature capping one of `words` ("volume-limited" for "volume"). */
export function limitedMeasure(index: CatalogIndex, words: readonly string[]): Uint8Array {
  const key = words.join();
  let byKey = memo.get(index);
  if (byKey === undefined) memo.set(index, (byKey = new Map()));
  const known = byKey.get(key);
  if (known !== undefined) return known;
  const asked = new Set(words.map((word) => word.toLowerCase()));
  const mask = new Uint8Array(index.size);
  for (const [tag, positions] of allTags(index)) {
    if (!tag.startsWith('f:')) continue;
    const said = tag.slice(2).split(/[^\p{L}\p{N}]+/u);
    if (said.some((word) => LIMITS.has(word)) && said.some((word) => asked.has(word)))
      for (const position of positions) mask[position] = 1;
  }
  byKey.set(key, mask);
  return mask;
}
