/** Reads the catalogue's brands (case-insensitive, multi-word: "the north face", "levi's") into `brands`. */
import { addToFilter, type Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { consume, termKey, termMatcher, type TermMatcher } from './text-tools.ts';

const IGNORED = new Set(queryDefaults.brands.ignore.map(termKey));

/** The catalogue's brands, minus names too short or too common to be read as a brand ("On", "All"). */
export function brandMatcher(catalogueBrands: readonly string[]): TermMatcher {
  const usable = catalogueBrands
    .map((brand) => brand.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter(
      (brand) => termKey(brand).length >= queryDefaults.brands.minLength && !IGNORED.has(termKey(brand)),
    );
  return termMatcher(usable.map((brand) => [brand, brand] as const));
}

/** Removes brand names from the text and adds the catalogue's spelling to `brands`. */
export function readBrands(draft: Draft, brands: TermMatcher): void {
  draft.rest = consume(draft.rest, brands.regex, (match) => {
    const brand = brands.canonical.get(termKey(match[0]));
    if (brand === undefined) return false;
    addToFilter(draft.filters, 'brands', [brand]);
    return true;
  });
}
