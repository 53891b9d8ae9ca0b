/**
 * Superlatives of a measure: "lightest hiking boots", "the thickest yoga mat", "which one is the lightest?",
 * "speaker with the longest battery life" (`queryDefaults.measures.superlatives`). Where the catalogue has values
 * in the superlative's families, the word leaves the text and the query orders its matches by those attributes;
 * elsewhere the word stays (and ranks as its plain word: "lightest" as "light"). Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import type { MeasureSort } from './search-query.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { superlatives, superlativeNouns } = queryDefaults.measures;

const SUPERLATIVE = new RegExp(
  `${WORD_START}(?:the\\s+)?(?<word>${alternation(Object.keys(superlatives))})` +
    `(?:\\s+(?<noun>${alternation(Object.keys(superlativeNouns))}))?${WORD_END}(?:\\s+(?:one|ones|option|pick)${WORD_END})?`,
  'giu',
);

const LABEL_NOUN: Record<string, string> = { battery: 'battery life', 'battery life': 'battery life' };

/** Does the catalogue have an attribute named by one of `words` with values in one of `units`? */
const orderable = (
  measured: readonly string[],
  words: readonly string[],
  units: readonly string[],
): boolean =>
  measured.some((entry) => {
    const at = entry.indexOf(':');
    const name = entry.slice(at + 1).split(' ');
    return units.includes(entry.slice(0, at)) && name.some((word) => words.includes(word));
  });

/**
 * Takes a superlative out of the text into `measureSort`, when the catalogue has an attribute it can order by
 * (`measured`: CatalogVocabulary.measuredAttributes, "family:name").
 */
export function readMeasureSort(draft: Draft, measured: readonly string[]): MeasureSort | undefined {
  if (measured.length === 0) return undefined;
  let sort: MeasureSort | undefined;
  draft.rest = consume(draft.rest, SUPERLATIVE, (match) => {
    const word = (match.groups?.['word'] ?? '').toLowerCase().replace(/\s+/g, ' ');
    const noun = match.groups?.['noun']?.toLowerCase().replace(/\s+/g, ' ');
    const spec = superlatives[word];
    if (spec === undefined || sort !== undefined) return false;
    const instead = noun === undefined ? undefined : superlativeNouns[noun];
    const units = instead?.units ?? spec.units;
    const words = instead?.words ?? spec.words;
    if (!orderable(measured, words, units)) return false;
    const label = noun === undefined ? `${word} first` : `${word} ${LABEL_NOUN[noun] ?? noun} first`;
    sort = { words: [...words], units: [...units], order: spec.order, label };
    return true;
  });
  return sort;
}
