/**
 * A colour word inside a longer material the catalogue names is no colour asked: "natural rubber yoga mat" in a
 * shop whose mats are of "natural rubber" asks that material (it had read the colour natural, found no natural
 * mat, and said "I relaxed: colour natural" over "Showing rubber yoga mat"). Only the catalogue's own material
 * values of two words or more that are no colour themselves ("rose gold" stays a colour). Pure.
 */
import type { ColourLexicon } from './colour-lexicon.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { allMatches, termKey, termMatcher, type TermMatcher } from './text-tools.ts';

const matchers = new WeakMap<TermLexicon, WeakMap<ColourLexicon, TermMatcher>>();

/** The catalogue's materials holding a colour word, as a matcher (built once per pair of lexicons). */
function coloured(materials: TermLexicon, colours: ColourLexicon): TermMatcher {
  let byColours = matchers.get(materials);
  if (byColours === undefined) matchers.set(materials, (byColours = new WeakMap()));
  let matcher = byColours.get(colours);
  if (matcher === undefined) {
    const values = materials.catalogue.filter((value) => {
      if (!/[\s-]/u.test(value.trim()) || colours.terms.canonical.has(termKey(value))) return false;
      return colours.terms.regex !== undefined && allMatches(value, colours.terms.regex).length > 0;
    });
    matcher = termMatcher(values.map((value) => [value, value] as const));
    byColours.set(colours, matcher);
  }
  return matcher;
}

/** Spans of `text` naming such a material. */
export function materialSpans(
  text: string,
  materials: TermLexicon | undefined,
  colours: ColourLexicon,
): [number, number][] {
  if (materials === undefined) return [];
  const matcher = coloured(materials, colours);
  if (matcher.regex === undefined) return [];
  return allMatches(text, matcher.regex).map((match) => [match.index, match.index + match[0].length]);
}
