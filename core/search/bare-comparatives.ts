/**
 * A comparative before "than" and a bare number, no unit: "tent bigger than 4", "shoes smaller than 10". Read
 * against the kind the request names (the nearest category word before it, else after it, else the last search's):
 * - a size comparative (`sizes.moveUp` / `moveDown`: bigger, larger, smaller) where that kind is sold in number
 *   sizes is every size of it past the number, as "smaller sizes" is ("under 10": 9.5, 9… where sold);
 * - else, where the kind's values state one measure the comparative can compare (the superlative's families, "bigger"
 *   of capacities; `measures.thanComparatives.bareFamilies` for those without one) in one unit
 *   (CatalogVocabulary.categoryUnits), it bounds that measure: "tent bigger than 4" is at least 4 people, as "tent
 *   bigger than 4 people" is;
 *   where it states none of them, a fallback's (`thanComparatives.bareFallbacks`: "headphones longer than 30",
 *   stating battery life and no length, is at least 30 hours);
 * - with no kind named nor searched before ("something bigger than 4"), every kind's units are the kind's: one such
 *   unit bounds it, else the chat says it can't tell what the number measures (Draft.boundKindless);
 * - otherwise the comparative goes and the number stays, so no comparative is ever searched as a product's word;
 *   a size only after a size comparative ("running shoes lighter than 10", shoes stating no weight, is "running
 *   shoes 10", never size 10, and the chat says none states its weight: unstated-bounds.ts).
 * Read after the price reader, which takes "more than 50" as a price. Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import { MAX_THAN_CUES, MIN_THAN_CUES } from './comparative-cues.ts';
import { addToFilter, type Draft } from './draft.ts';
import type { KindSizes } from './kind-sizes.ts';
import { MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { measureOf, REQUEST_UNITS } from './measures.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, findTerms, GAP, termKey, WORD_END, WORD_START } from './text-tools.ts';
import { unstatedStates } from './unstated-bounds.ts';

const { measures, sizes, price } = queryDefaults;
const { bareFamilies, bareFallbacks, saidUnits } = measures.thanComparatives;
const DEGREE = `(?:(?:${alternation(measures.boundDegrees)})\\s+)?`;
/** A price's quantity units but those a request reads as no unit ("in": "lighter than 10 in black"). */
const QUANTITY_UNITS = alternation(price.units.filter((unit) => !measures.valueOnly.includes(unit)));
/**
 * The number, then no unit or currency but the end, a break or a word that cannot be what it counts (`countEnds`):
 * "bigger than 4", "bigger than 4 with a vestibule"; not "more than 2 pockets".
 */
const BARE = new RegExp(
  `${WORD_START}${DEGREE}(?<cue>${alternation([...MIN_THAN_CUES, ...MAX_THAN_CUES])})\\s+` +
    `(?<num>\\d{1,3}(?:\\.\\d+)?)(?![\\p{L}\\p{N}%]|[.,]\\d|\\s*-?\\s*(?:${REQUEST_UNITS}|${QUANTITY_UNITS})${WORD_END})` +
    `(?=\\s*(?:$|[^\\p{L}\\p{N}\\s]|(?:${alternation(measures.countEnds)})${WORD_END}))`,
  'giu',
);
/**
 * Does `text` open with such a comparative ("bigger than 4")? There its word is this reader's, not a pointer back at
 * the conversation's products (reference-phrases.ts: "bigger than 4" after "tents").
 */
export const opensBareComparative = (text: string): boolean => {
  BARE.lastIndex = 0;
  const match = BARE.exec(text);
  return match?.index === 0;
};
const MIN = new Set(MIN_THAN_CUES);
const SIZE_MOVES = new Map([
  ...sizes.moveUp.map((word) => [word, 'over'] as const),
  ...sizes.moveDown.map((word) => [word, 'under'] as const),
]);
/** Each comparative without a superlative → the families it compares ("wider": lengths). */
const FAMILIES_BY_WORD = new Map(
  Object.entries(bareFamilies).flatMap(([family, words]) => words.map((word) => [word, family] as const)),
);

/** Each comparative with a fallback → the families it compares where the kind states none of its own ("longer": hours). */
const FALLBACKS_BY_WORD = new Map<string, string[]>();
for (const [family, words] of Object.entries(bareFallbacks))
  for (const word of words) FALLBACKS_BY_WORD.set(word, [...(FALLBACKS_BY_WORD.get(word) ?? []), family]);

/** The families a comparative compares ("bigger": capacities, lengths…), none when it says no measure. */
function familiesOf(word: string): readonly string[] {
  const comparative = MEASURE_COMPARATIVES.get(word);
  if (comparative !== undefined)
    return comparative.measure?.units ?? measures.superlatives[comparative.superlative]?.units ?? [];
  const family = FAMILIES_BY_WORD.get(word);
  return family === undefined ? [] : [family];
}

/** The values a path's entry of `byPath` holds, with those of the paths under it ("shoes" of "shoes > running"). */
const under = (paths: readonly string[], byPath: KindSizes): string[] =>
  [...byPath].flatMap(([sold, values]) =>
    paths.some((path) => sold === path || sold.startsWith(`${path} > `)) ? [...values] : [],
  );

export interface BareComparativeLexicons {
  categories: CategoryLexicon;
  kindSizes: KindSizes;
  kindUnits: KindSizes;
}

/** Reads "bigger than 4" and the like as a size, a measure's bound, or the number alone (see above). */
export function readBareComparatives(draft: Draft, lexicons: BareComparativeLexicons): void {
  const asked = draft.rest;
  // The pattern needs a number in digits: most requests have none, and skip it.
  if (!/\d/u.test(asked)) return;
  let named: ReturnType<typeof findTerms> | undefined;
  draft.rest = consume(asked, BARE, (match) => {
    const groups = match.groups ?? {};
    const cue = (groups['cue'] ?? '').toLowerCase().replace(/\s+/g, ' ');
    const negated = /^not? /u.test(cue);
    const word = cue.replace(/^not? /u, '').replace(/ than$/u, '');
    const digits = groups['num'] ?? '';
    // Kept as words, the number is no size but after a size comparative ("running shoes lighter than 10": a GAP
    // parts it from the kind's word, which would read it as size 10; kind-sizes.ts).
    const alone = SIZE_MOVES.has(word) ? ` ${digits} ` : `${GAP}${digits} `;
    named ??= findTerms(asked, lexicons.categories.terms);
    const before = named.filter((found) => found.index + found.length <= match.index).at(-1);
    const kind = before ?? named.find((found) => found.index >= match.index + match[0].length);
    const kindPaths =
      kind !== undefined
        ? (lexicons.categories.paths.get(termKey(kind.term)) ?? [])
        : (draft.priorCategories ?? []);
    // No kind named nor searched before ("something bigger than 4"): any kind's, where they state one such unit.
    const kindless = kind === undefined && kindPaths.length === 0;
    const paths = kindless ? [...lexicons.kindUnits.keys()] : kindPaths;
    if (paths.length === 0 && !kindless) return alone;
    // "shoes smaller than 10": the sizes of the kind below 10.
    const side = negated || kindless ? undefined : SIZE_MOVES.get(word);
    const sold = under(paths, lexicons.kindSizes).filter((size) => /^\d/u.test(size));
    if (side !== undefined && sold.length > 0) {
      const value = Number(digits);
      const past = [...new Set(sold)]
        .filter((size) => (side === 'over' ? Number(size) > value : Number(size) < value))
        .sort((a, b) => Number(a) - Number(b));
      if (past.length === 0) return alone;
      addToFilter(draft.filters, 'sizes', [`${side} ${digits}`, ...past]);
      return true;
    }
    // "tent bigger than 4": the one measure of the kind the comparative compares, in its one unit.
    const stated = [...new Set(under(paths, lexicons.kindUnits))];
    const inFamilies = (families: readonly string[]): string[] =>
      stated.filter((spelling) => families.includes(measureOf(`1 ${spelling}`)?.unit ?? ''));
    const own = inFamilies(familiesOf(word));
    // "headphones longer than 30": no length stated, their one duration is.
    const spellings = own.length > 0 ? own : inFamilies(FALLBACKS_BY_WORD.get(word) ?? []);
    const [spelling] = spellings;
    const quantity = spelling === undefined ? undefined : measureOf(`${digits} ${spelling}`);
    // "running shoes lighter than 10" where no running shoe states a weight: said unmet, never a size.
    const states = unstatedStates(familiesOf(word));
    if (spellings.length === 0 && states !== undefined && draft.boundUnstated === undefined)
      draft.boundUnstated = { said: `${cue} ${digits}`, states, words: digits };
    // Else, with no kind, the chat says it can't tell what the number measures.
    // The number goes too: it measures nothing the shop can tell, and searched as a word it would list whatever
    // names a 4 ("4 mm Yoga Mat", "Glide 4 Running Shoe").
    if (kindless && spellings.length !== 1 && familiesOf(word).length > 0) {
      draft.boundKindless ??= `${cue} ${digits}`;
      return true;
    }
    if (spellings.length !== 1 || spelling === undefined || quantity === undefined) return alone;
    const lower = MIN.has(cue);
    const said = saidUnits[spelling] ?? ` ${spelling}`;
    draft.filters.measures = [
      ...(draft.filters.measures ?? []),
      {
        unit: quantity.unit,
        ...(lower ? { min: quantity.value } : { max: quantity.value }),
        label: `${lower ? 'at least' : 'up to'} ${digits}${Number(digits) === 1 ? ` ${spelling}` : said}`,
      },
    ];
    return true;
  });
}
