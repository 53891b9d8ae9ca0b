/**
 * What a product would state to meet a bound of a measure (`measures.unstatedBounds`): 'g' → "its weight". A bound
 * on a family the shop states for no such product is said unmet ("None of the shop's backpacks states its weight,
 * so I can't tell which are under 2 lbs."): quantity-cues.ts, bare-comparatives.ts. Pure.
 */
import { queryDefaults } from './query-defaults.ts';

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
