/**
 * A measure compared with the viewed product's: "something with a longer battery" on a headphones page whose
 * `batteryLife` is "40 hours" asks for similar products with over 40 hours; "a lighter one" for a lower
 * `weight`. Pure. Read before the page-leaning words (which take "more"), only with a viewed product, and only
 * for an attribute of it (outside colour, size, material, audience and features) whose value is a measure.
 * Cues live in queryDefaults.pageContext.measures.
 */
import type { Product } from '../schemas/product.ts';
import { nounAfter } from './comparative-noun.ts';
import { inflections } from './inflect.ts';
import { measuredAttributes } from './product-measures.ts';
import { queryDefaults } from './query-defaults.ts';
import type { MeasureBound, SearchQuery } from './search-query.ts';
import { allMatches, alternation, GAP, WORD_END, WORD_START } from './text-tools.ts';

const { measures: cues } = queryDefaults.pageContext;
/** Each adjective and the attribute names it implies, in the lexicon's order ("bigger": capacity, volume). */
const IMPLIED = new Map<string, string[]>();
for (const [name, words] of Object.entries(cues.implied))
  for (const word of words) IMPLIED.set(word, [...(IMPLIED.get(word) ?? []), name]);
const CUE = new RegExp(
  `${WORD_START}(?<cue>${alternation([...cues.more, ...cues.less])})` +
    `(?:\\s+(?<first>\\p{L}+)(?:\\s+(?<second>\\p{L}+))?)?` +
    `(?:\\s+than\\s+(?:this|that|it|these|mine)(?:\\s+one)?)?${WORD_END}`,
  'giu',
);
const LESS = new Set(cues.less);
const IMPLIED_BEFORE = new Set(cues.impliedBefore);

const names = (words: readonly string[], word: string | undefined): boolean =>
  word !== undefined && inflections(word.toLowerCase()).some((form) => words.includes(form));

/**
 * The request without its comparison and the bound it asks for, or undefined when it compares no measure of
 * the viewed product. `titleWords`: the words of the names the titles give a comparative ("lighter" of "Butane
 * Lighter", QueryLexicons.adjectiveNameWords), a noun after an article or a noun.
 */
export function readRelativeMeasure(
  text: string,
  product: Product,
  titleWords: ReadonlySet<string> = new Set(),
): { rest: string; bound: MeasureBound } | undefined {
  const attributes = measuredAttributes(product);
  if (attributes.length === 0) return undefined;
  for (const match of allMatches(text, CUE)) {
    const { cue = '', first, second } = match.groups ?? {};
    // "a lighter one" names the weight; "a lighter colour" does not.
    const alone = first === undefined || IMPLIED_BEFORE.has(first.toLowerCase());
    // "do you have a lighter?", "a cigarette lighter": a noun, where the titles use it ("Butane Lighter").
    if (first === undefined && titleWords.has(cue.toLowerCase()) && nounAfter(text.slice(0, match.index)))
      continue;
    const implied = alone ? IMPLIED.get(cue.toLowerCase()) : undefined;
    const found =
      attributes.find((attribute) => names(attribute.words, first)) ??
      implied
        ?.map((name) => attributes.find((attribute) => attribute.words.includes(name)))
        .find((attribute) => attribute !== undefined);
    if (found === undefined) continue;
    // The words the comparison used up: the cue and the attribute's words after it ("longer battery life").
    const used = names(found.words, first) ? (names(found.words, second) ? 2 : 1) : 0;
    const kept = [first, second].slice(used).filter((word) => word !== undefined);
    const rest = `${text.slice(0, match.index)}${GAP}${kept.join(' ')}${text.slice(match.index + match[0].length)}`;
    const less = LESS.has(cue.toLowerCase());
    const { unit, value } = found.measure;
    // Strictly more or less than the viewed product's (bounds are inclusive).
    const edge = value * (less ? 1 - 1e-3 : 1 + 1e-3);
    const label = `${found.words.join(' ')} ${less ? 'under' : 'over'} ${found.value}`;
    // Only the attribute compared meets it: a thicker mat's `thickness`, not a strap's length.
    const bound = { unit, ...(less ? { max: edge } : { min: edge }), label, words: found.words };
    return { rest, bound };
  }
  return undefined;
}

/** The query with the bound of a measure compared with the viewed product's ("a longer battery") added. */
export const withMeasure = (query: SearchQuery, bound: MeasureBound): SearchQuery => ({
  ...query,
  filters: { ...query.filters, measures: [...(query.filters.measures ?? []), bound] },
});
