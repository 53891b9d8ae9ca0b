/**
 * Whether a bare range after a kind reads as that kind's sizes rather than its price (`price.sizeBandRatio`): the
 * kind is sold in number sizes, the range runs no wider than they do, and its ends lie closer together than a price
 * band's. The demo's boots in sizes 5 to 14 make "boots 40-42" sizes 40 to 42 (a size scale the shop may not sell,
 * said so when relaxed), never $40 to $42; "boots 100-150", "boots 20-40" (wider than 5 to 14) and "boots 40-60"
 * stay prices. Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import { singularForms } from './inflect.ts';
import type { KindSizes } from './kind-sizes.ts';
import { queryDefaults } from './query-defaults.ts';
import { findTerms, termKey } from './text-tools.ts';

const { price } = queryDefaults;

/** The last word of a text, spaces after it at most. */
const LAST_WORD = /(\p{L}+)\s*$/u;

/** The category paths of the kind `before` ends with: a category's term or a kind its titles name ("boots"). */
export function kindPathsBefore(before: string, categories: CategoryLexicon): string[] {
  const end = before.trimEnd().length;
  const named = findTerms(before, categories.terms).filter((found) => found.index + found.length === end);
  const paths = named.flatMap((found) => categories.paths.get(termKey(found.term)) ?? []);
  const word = LAST_WORD.exec(before)?.[1];
  if (word === undefined) return paths;
  const forms = singularForms(word).map(termKey);
  for (const [path, kinds] of categories.kinds)
    if ([...kinds].some((kind) => forms.includes(termKey(kind)))) paths.push(path);
  return paths;
}

/** The number sizes sold under `paths` (a path or one under it: "shoes" of "shoes > hiking"). */
function numberSizes(paths: readonly string[], kindSizes: KindSizes): number[] {
  const found: number[] = [];
  for (const [sold, values] of kindSizes)
    if (paths.some((path) => sold === path || sold.startsWith(`${path} > `)))
      for (const value of values) if (/^\d+(?:\.\d+)?$/u.test(value)) found.push(Number(value));
  return found;
}

/** Does `low`…`high` after a kind of `paths` run as its number sizes do, closer than a price band (see above)? */
export function sizeLikeRange(
  low: number,
  high: number,
  paths: readonly string[],
  kindSizes: KindSizes,
): boolean {
  // Sizes are said in two digits at most ("boots 100-105" is no size range).
  if (paths.length === 0 || low <= 0 || high <= low || high >= 100 || high / low >= price.sizeBandRatio)
    return false;
  const sizes = numberSizes(paths, kindSizes);
  if (sizes.length < 2) return false;
  return high - low <= Math.max(...sizes) - Math.min(...sizes);
}
