/** Reads the catalogue's brands (case-insensitive, multi-word: "the north face", "levi's") into `brands`. */
import { addToFilter, type Draft } from './draft.ts';
import { LIST_SEPARATOR_SOURCE, NEGATION_CUE } from './negation.ts';
import { queryDefaults } from './query-defaults.ts';
import {
  allMatches,
  alternation,
  consume,
  GAP,
  termKey,
  termMatcher,
  type TermMatcher,
  WORD_END,
  WORD_START,
} from './text-tools.ts';

const IGNORED = new Set(queryDefaults.brands.ignore.map(termKey));

/** The catalogue's brands, minus names too short or too common to be read as a brand ("On", "All"). */
export function brandMatcher(catalogueBrands: readonly string[]): TermMatcher {
  const usable = catalogueBrands
    .map((brand) => brand.trim().replace(/\s+/g, ' '))
    .filter(
      (brand) => termKey(brand).length >= queryDefaults.brands.minLength && !IGNORED.has(termKey(brand)),
    );
  // Matched in any case; named in the catalogue's own spelling ("by Stridewell").
  return termMatcher(usable.map((brand) => [brand.toLowerCase(), brand] as const));
}

const CUE = NEGATION_CUE;
const LEADS = `(?:(?:${alternation(queryDefaults.brands.excludeLeads)})\\s+)*`;
const SEPARATOR = LIST_SEPARATOR_SOURCE;

const negatedCache = new WeakMap<TermMatcher, RegExp>();

/**
 * A negation cue before brands: "not from Stridewell", "no Acme", "anything but Acme or Stridewell"; `more`
 * holds a separator that goes on to other words ("not Acme or leather").
 */
function negatedBrand(brands: TermMatcher): RegExp | undefined {
  if (brands.source === '') return undefined;
  let regex = negatedCache.get(brands);
  if (regex === undefined) {
    const brand = `(?:${brands.source})${WORD_END}`;
    const list = `${brand}(?:${SEPARATOR}${LEADS}${brand})*`;
    regex = new RegExp(
      `${WORD_START}(?<cue>${CUE})\\s+${LEADS}(?<list>${list})(?<more>${SEPARATOR}(?=\\p{L}))?`,
      'giu',
    );
    negatedCache.set(brands, regex);
  }
  return regex;
}

/**
 * Removes brand names from the text and adds the catalogue's spelling to `brands`. Negated brands ("sneakers
 * not from Stridewell") go with their cue to `excludeBrands` instead; words listed after them keep the cue
 * for the negation reader ("not Stridewell or leather": "not leather").
 */
/** Two words in a row, each of letters only: the halves of a one-word brand typed apart ("quiet wave"). */
const WORD_PAIR = /(?<![\p{L}\p{N}'’-])(\p{L}{3,})\s+(?=(\p{L}{3,})(?![\p{L}\p{N}'’-]))/gu;

/**
 * A one-word brand typed as two words ("headphones by quiet wave" for Quietwave) written as the brand, so the
 * readers below take it; two words that are brands or words of a brand of their own stay. A brand of several
 * words is matched whatever its spaces already (termKey).
 */
function joinedBrandWords(rest: string, brands: TermMatcher): string {
  if (brands.canonical.size === 0 || !/\s/u.test(rest)) return rest;
  let out = rest;
  for (const match of rest.matchAll(WORD_PAIR)) {
    const [first = '', second = ''] = [match[1], match[2]];
    const brand = brands.canonical.get(termKey(first + second));
    if (brand === undefined || !/^\S+$/u.test(brand)) continue;
    if (brands.canonical.has(termKey(first)) || brands.canonical.has(termKey(second))) continue;
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${first}\\s+${second}(?![\\p{L}\\p{N}])`, 'u'), brand);
  }
  return out;
}

export function readBrands(draft: Draft, brands: TermMatcher): void {
  draft.rest = joinedBrandWords(draft.rest, brands);
  const negated = negatedBrand(brands);
  if (negated !== undefined) {
    draft.rest = draft.rest.replace(negated, (whole: string, ...args: unknown[]) => {
      const groups = args.at(-1) as Record<string, string | undefined>;
      const names = allMatches(groups['list'] ?? '', brands.regex!).flatMap(
        (found) => brands.canonical.get(termKey(found[0])) ?? [],
      );
      if (names.length === 0) return whole;
      addToFilter(draft.filters, 'excludeBrands', names);
      return groups['more'] === undefined ? GAP : ` ${groups['cue'] ?? ''} `;
    });
  }
  draft.rest = consume(draft.rest, brands.regex, (match) => {
    const brand = brands.canonical.get(termKey(match[0]));
    if (brand === undefined) return false;
    addToFilter(draft.filters, 'brands', [brand]);
    return true;
  });
}
