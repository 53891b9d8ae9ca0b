/**
 * Does the kind a request names state a measure of a family (CatalogVocabulary.categoryUnits)? The kind is the
 * nearest category word before the place asked about, else the first after it; with none named, any kind may
 * ("water resistant to 100m"). "tent waterproof to 3000mm" in a shop whose tents give only capacities in people
 * states no length, though its watches do: a bound there is on nothing a tent states. Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import type { KindSizes } from './kind-sizes.ts';
import { measureOf } from './measure-of.ts';
import { findTerms, termKey } from './text-tools.ts';

export interface KindStatesLexicons {
  categories: CategoryLexicon;
  kindUnits: KindSizes;
}

/** The unit spellings the products of the kind named around `at` in `text` state ("°f"); undefined if none named. */
export function kindSpellings(text: string, at: number, lexicons: KindStatesLexicons): string[] | undefined {
  const named = findTerms(text, lexicons.categories.terms);
  const kind = named.filter((found) => found.index < at).at(-1) ?? named.find((found) => found.index > at);
  if (kind === undefined) return undefined;
  const paths = lexicons.categories.paths.get(termKey(kind.term)) ?? [];
  return [...lexicons.kindUnits].flatMap(([path, values]) =>
    paths.some((asked) => path === asked || path.startsWith(`${asked} > `)) ? [...values] : [],
  );
}

/** Does the kind named around `at` in `text` state a value in `unit`'s family (its base unit)? */
export function kindStates(text: string, at: number, unit: string, lexicons: KindStatesLexicons): boolean {
  const spellings = kindSpellings(text, at, lexicons);
  return spellings === undefined || spellings.some((spelling) => measureOf(`1 ${spelling}`)?.unit === unit);
}
