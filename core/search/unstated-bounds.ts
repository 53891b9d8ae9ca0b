/**
 * What a product would state to meet a bound of a measure (`measures.unstatedBounds`): 'g' → "its weight". A bound
 * on a family the shop states for no such product is said unmet ("None of the shop's backpacks states its weight,
 * so I can't tell which are under 2 lbs."): quantity-cues.ts, bare-comparatives.ts; its number and unit, left as words
 * to rank by, are no constraint to meet nor to echo (withoutBoundWords). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { escapeRegExp } from './text-tools.ts';

const STATES = new Map(
  Object.entries(queryDefaults.measures.unstatedBounds).flatMap(([states, families]) =>
    families.map((family) => [family, states] as const),
  ),
);

/**
 * What a product states to meet a bound of one of `families` (base units), where they all say one thing ("lighter":
 * grams and ounces, "its weight"); else undefined ("bigger": people, litres or lengths, none said).
 */
export function unstatedStates(families: readonly string[]): string | undefined {
  const said = new Set(families.flatMap((family) => STATES.get(family) ?? []));
  return said.size === 1 ? [...said][0] : undefined;
}

/**
 * The query without the words of a bound it cannot check (AskedSuperlative.words: "tent 2 kg" of "tent for 4 under
 * 2 kg" is "tent"), or of a feature's superlative none states ("driest": feature-superlatives.ts), else the query
 * itself: what the shop's products are held to, and what the chat echoes. The
 * words still rank the products ("2 lb" in a title); a product lacking them misses nothing the shop can tell.
 */
export function withoutBoundWords(query: SearchQuery): SearchQuery {
  const asked = query.superlativeAsked;
  if (asked?.words === undefined) return query;
  const parts = asked.words
    .split(/[^\p{L}\p{N}.]+/u)
    .filter(Boolean)
    .map(escapeRegExp);
  if (parts.length === 0) return query;
  const words = new RegExp(`(?<![\\p{L}\\p{N}])${parts.join('[\\s-]*')}(?![\\p{L}\\p{N}])`, 'iu');
  const text = query.text.replace(words, ' ').replace(/\s+/g, ' ').trim();
  return text === query.text ? query : { ...query, text };
}
