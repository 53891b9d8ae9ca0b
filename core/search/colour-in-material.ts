/**
 * A colour word inside a longer material the catalogue names is no colour asked: "natural rubber yoga mat" in a
 * shop whose mats are of "natural rubber" asks that material (it had read the colour natural, found no natural
 * mat, and said "I relaxed: colour natural" over "Showing rubber yoga mat"). Only the catalogue's own material
 * values of two words or more that are no colour themselves ("rose gold" stays a colour). So is a value of another
 * attribute naming a material with it: "olive wood handle" where knives' `handle` is "olive wood" (it had read
 * the colour olive and relaxed it). Pure.
 */
import type { ColourLexicon } from './colour-lexicon.ts';
import type { KindAttribute } from './kind-phrases.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { allMatches, findTerms, termKey, termMatcher, type TermMatcher } from './text-tools.ts';

type ByKinds = WeakMap<readonly KindAttribute[], TermMatcher>;
const matchers = new WeakMap<TermLexicon, WeakMap<ColourLexicon, ByKinds>>();

/** The catalogue's materials, and attribute values naming a material, holding a colour word, as a matcher. */
function coloured(
  materials: TermLexicon,
  colours: ColourLexicon,
  kinds: readonly KindAttribute[],
): TermMatcher {
  let byColours = matchers.get(materials);
  if (byColours === undefined) matchers.set(materials, (byColours = new WeakMap()));
  let byKinds = byColours.get(colours);
  if (byKinds === undefined) byColours.set(colours, (byKinds = new WeakMap()));
  let matcher = byKinds.get(kinds);
  if (matcher === undefined) {
    const named = kinds
      .flatMap(({ kinds: values }) => values)
      .filter((value) => findTerms(value, materials.terms).length > 0);
    const values = [...materials.catalogue, ...named].filter((value) => {
      if (!/[\s-]/u.test(value.trim()) || colours.terms.canonical.has(termKey(value))) return false;
      return colours.terms.regex !== undefined && allMatches(value, colours.terms.regex).length > 0;
    });
    matcher = termMatcher(values.map((value) => [value, value] as const));
    byKinds.set(kinds, matcher);
  }
  return matcher;
}

/** Spans of `text` naming such a material. */
export function materialSpans(
  text: string,
  materials: TermLexicon | undefined,
  colours: ColourLexicon,
  kinds: readonly KindAttribute[] = [],
): [number, number][] {
  if (materials === undefined) return [];
  const matcher = coloured(materials, colours, kinds);
  if (matcher.regex === undefined) return [];
  return allMatches(text, matcher.regex).map((match) => [match.index, match.index + match[0].length]);
}
