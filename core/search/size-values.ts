/**
 * A catalogue's size values as the size reader compares them: the letter size a spelling stands for ("large" →
 * "L"), a value's parts ("Full/Queen"), the values holding a letter or bed size, and what the catalogue sells
 * (`soldSizes`, built once per catalogue's size list rather than on every request).
 */
import { sizeSpellingKeys } from './bed-size-spellings.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { sizes } = queryDefaults;

/** termKey(spelling) → canonical letter size. */
const LETTER_BY_KEY = new Map<string, string>(
  Object.entries(sizes.letters).flatMap(([code, spellings]) =>
    [code, ...spellings].map((spelling) => [termKey(spelling), code] as const),
  ),
);
/** What joins the sizes one value stands for: "Full/Queen", "S & M", "Queen and King". */
export const SIZE_PART_SEPARATOR = /\s*(?:\/|&|(?<![\p{L}\p{N}])and(?![\p{L}\p{N}]))\s*/iu;

/** A size value's parts: "Full/Queen" → ["full/queen", "full", "queen"]. */
export const sizeParts = (value: string): string[] => {
  const key = termKey(value);
  const parts = value
    .split(SIZE_PART_SEPARATOR)
    .map(termKey)
    .filter((part) => part !== '');
  return parts.length > 1 ? [key, ...parts] : [key];
};

/**
 * The catalogue's size values holding a bed size ("queen" → "Full/Queen", "Queen"), spelt any way it is ("double" →
 * "Full": bed-size-spellings.ts); none when it sells none.
 */
export function bedValues(spelt: string, catalogueSizes: readonly string[]): string[] {
  const keys = sizeSpellingKeys(spelt);
  return catalogueSizes.filter((size) => sizeParts(size).some((part) => keys.includes(part)));
}

/** The canonical letter size a spelling stands for ("large" → "L"), or undefined for other sizes. */
export const letterSize = (spelling: string): string | undefined => LETTER_BY_KEY.get(termKey(spelling));

/**
 * The catalogue's spellings of a size: "L" → ["L", "large"] when the catalogue writes "large", and its values
 * holding it as a part ("M" → "S/M", "M/L": a medium is one of their sizes, as "queen" is of "Full/Queen").
 */
export function sizeValues(spelt: string, catalogueSizes: readonly string[]): string[] {
  const code = LETTER_BY_KEY.get(termKey(spelt));
  if (code === undefined) return [spelt.replace(/\.0$/, '')];
  return [
    code,
    ...catalogueSizes.filter((size) => sizeParts(size).some((part) => LETTER_BY_KEY.get(part) === code)),
  ];
}

/** A size code of digits then letters ("2T", "4T"), read alone when the catalogue sells it. */
const SIZE_CODE = /^\d{1,2}\p{L}{1,2}$/u;

export interface SoldSizes {
  /** The letter sizes the catalogue sells (undefined among them where a value is no letter size). */
  sold: ReadonlySet<string | undefined>;
  /** Its size codes of digits and letters that are no letter size ("2T"), as it writes them. */
  codes: readonly string[];
  /** Those codes as words of a request; undefined when it sells none. */
  codesRegex: RegExp | undefined;
  /** Its size values, trimmed: the numbers a bare number may be. */
  soldNumbers: ReadonlySet<string>;
}

/** Keyed by the size list, which a vocabulary's lexicons keep (query-lexicons.ts): built once per catalogue. */
const soldByList = new WeakMap<readonly string[], SoldSizes>();

/** What `catalogueSizes` sells, as readSizes compares it. */
export function soldSizes(catalogueSizes: readonly string[]): SoldSizes {
  const cached = soldByList.get(catalogueSizes);
  if (cached !== undefined) return cached;
  const codes = catalogueSizes.filter(
    (size) => SIZE_CODE.test(size.trim()) && letterSize(size) === undefined,
  );
  const built: SoldSizes = {
    sold: new Set(catalogueSizes.map(letterSize)),
    codes,
    codesRegex:
      codes.length > 0
        ? new RegExp(`${WORD_START}(?<list>${alternation(codes)})${WORD_END}`, 'giu')
        : undefined,
    soldNumbers: new Set(catalogueSizes.map((size) => size.trim())),
  };
  soldByList.set(catalogueSizes, built);
  return built;
}
