/**
 * The spellings of one bed size (`sizes.bedAlike`): "double" is the UK's, and many shops', name for a full, so
 * "double bed sheets" in a shop selling Twin/Full/Queen/King sheet sets are its Full ones, and a shop writing
 * "Double" meets "full". Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { termKey } from './text-tools.ts';

const ALIKE = new Map<string, readonly string[]>();
for (const [size, others] of Object.entries(queryDefaults.sizes.bedAlike)) {
  const keys = [size, ...others].map(termKey);
  for (const key of keys) ALIKE.set(key, keys);
}

/** The keys a size is spelt as: "double" → ["full", "double"]; any other size its own key alone. */
export const sizeSpellingKeys = (spelt: string): readonly string[] =>
  ALIKE.get(termKey(spelt)) ?? [termKey(spelt)];
