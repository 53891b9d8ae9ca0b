/**
 * The text analyzer shared by the in-memory index and the query: one function, so both sides always agree.
 *
 * - Lower-cased, diacritics removed, common HTML entities decoded ("Rock &amp; Roll" → "rock & roll").
 * - Dimensions: "by" between numbers is "x" ("2 by 4" → "2 x 4", "36 in. by 54 in.").
 * - Numbers: thousands separators dropped ("10,000" → 10000), proper fractions and mixed numbers become decimals ("1/2" → "0.5", "1-1/2" → "1.5",
 *   "3/8" → "0.375"), decimals are canonical ("0.50" → "0.5", ".44" → "0.44"), `"` and `'` after a number
 *   are inches and feet.
 * - Words split at letter/digit boundaries ("8oz" → 8 oz, "2x4" → 2 x 4); the pieces of one written word
 *   ("t-shirt", "8oz", "x200b") are `glued`, so the index can also store them joined ("tshirt").
 * - Unit spellings right after a number are one canonical unit ("8 ounces", "8oz", "8 oz." → 8 ounce).
 * - Words: apostrophes dropped ("men's" → "mens"), plurals singular (word-form.ts), then Porter-stemmed: Porter
 *   alone stems "ties" to "ti" but "tie" to "tie", so "hurricane ties" missed the "Hurricane Tie".
 */
import { porterStem } from '../../../core/index.ts';
import { UNIT_BY_SPELLING } from './analyzer-lexicon.ts';
import { lightForm } from './word-form.ts';

export interface Token {
  /** The index term: stemmed word, canonical number or canonical unit. */
  term: string;
  /** The word as written (lower-cased, no diacritics): what typo correction compares. */
  word: string;
  /** Part of the same written word as the previous token ("shirt" in "t-shirt", "oz" in "8oz"). */
  glued: boolean;
  /** A number, or a unit after a number: never stemmed, never typo-corrected. */
  numeric: boolean;
  /** Offset of the token in the normalized text (see normalizeText). */
  start: number;
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };
const ENTITY = /&(#\d{1,6}|#x[\da-f]{1,6}|[a-z]{2,6});/gi;
const MARKS = /\p{M}+/gu;
const NON_ASCII = /[^\p{ASCII}]/u;
const MIXED_NUMBER = /(?<![\d./])(\d{1,4})(?:-|\s+)(\d{1,3})\/(\d{1,3})(?![\d/])/g;
const FRACTION = /(?<![\d./])(\d{1,3})\/(\d{1,3})(?![\d/])/g;
const INCHES = /(\d)\s*(?:"|''|”|″)/g;
const FEET = /(\d)\s*(?:'|’|′)(?![\p{L}\p{N}])/gu;
const APOSTROPHE = /(\p{L})['’](?=\p{L})/gu;
const THOUSANDS = /(?<=\d),(?=\d{3}(?!\d))/g;
/** "2 by 4", "36 in. by 54 in.", "24-inch by 24-inch": a dimension's "by" is its "x". */
const BY = /(\d(?:\s*-?\s*(?:in|inch|inches|ft|feet|foot)\b\.?)?)\s+by\s+(?=\d)/g;

/** Shortest decimal spelling, at most 4 places: 0.5, 0.375, 1.5, 2. */
const decimal = (value: number): string => String(Math.round(value * 10_000) / 10_000);

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : whole;
  });
}

const properFraction = (numerator: string, denominator: string): number | undefined => {
  const n = Number(numerator);
  const d = Number(denominator);
  return d > 0 && n > 0 && n < d ? n / d : undefined;
};

/** Lower-cased, diacritics removed, entities decoded, fractions and inch/foot marks rewritten. */
export function normalizeText(text: string): string {
  let out = decodeEntities(text).toLowerCase();
  if (NON_ASCII.test(out)) out = out.normalize('NFKD').replace(MARKS, '');
  if (out.includes(',')) out = out.replace(THOUSANDS, '');
  if (out.includes('/')) {
    out = out.replace(MIXED_NUMBER, (whole, units: string, n: string, d: string) => {
      const fraction = properFraction(n, d);
      return fraction === undefined ? whole : decimal(Number(units) + fraction);
    });
    out = out.replace(FRACTION, (whole, n: string, d: string) => {
      const fraction = properFraction(n, d);
      return fraction === undefined ? whole : decimal(fraction);
    });
  }
  if (/["'’”″′]/.test(out)) {
    out = out.replace(INCHES, '$1 in ').replace(FEET, '$1 ft ').replace(APOSTROPHE, '$1');
  }
  if (out.includes(' by ')) out = out.replace(BY, '$1 x ');
  return out;
}

const stemmed = new Map<string, string>();
const STEM_MEMO_SIZE = 200_000;

/** The index term of a word (memoised: catalogues repeat their words). */
export function wordTerm(word: string): string {
  let term = stemmed.get(word);
  if (term === undefined) {
    term = porterStem(lightForm(word));
    if (stemmed.size >= STEM_MEMO_SIZE) stemmed.clear();
    stemmed.set(word, term);
  }
  return term;
}

/** Canonical number: "08" → "8", "0.50" → "0.5", ".5" → "0.5"; long digit strings (model numbers) kept. */
const numberTerm = (digits: string): string =>
  digits.length > 9 || !Number.isFinite(Number(digits)) ? digits : decimal(Number(digits));

const enum Kind {
  Other,
  Digit,
  Letter,
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const DIGIT_CHAR = /\p{N}/u;

function kindAt(text: string, i: number): Kind {
  const c = text.charCodeAt(i);
  if (c >= 48 && c <= 57) return Kind.Digit;
  if (c >= 97 && c <= 122) return Kind.Letter;
  if (c < 128) return Kind.Other;
  const char = text[i]!;
  if (!WORD_CHAR.test(char)) return Kind.Other;
  return DIGIT_CHAR.test(char) ? Kind.Digit : Kind.Letter;
}

/** A decimal point inside a number: "2.5", ".5" (not after a letter or digit run's end). */
const isDecimalPoint = (text: string, i: number): boolean =>
  text.charCodeAt(i) === 46 && kindAt(text, i + 1) === Kind.Digit;

export function analyze(text: string): Token[] {
  return text === '' ? [] : analyzeNormalized(normalizeText(text));
}

/**
 * Adds the piece s[start, end) to `tokens`; `afterNumber`: the piece before it was a number. At module level, not
 * a closure in analyzeNormalized: tsx gives each named closure its name with Object.defineProperty when it is
 * created (about a microsecond), and the query and every indexed title are analyzed.
 */
function pushPiece(
  tokens: Token[],
  s: string,
  start: number,
  end: number,
  number: boolean,
  glued: boolean,
  afterNumber: boolean,
): void {
  const piece = s.slice(start, end);
  const unit = afterNumber && !number ? UNIT_BY_SPELLING.get(piece) : undefined;
  if (number) tokens.push({ term: numberTerm(piece), word: piece, glued, numeric: true, start });
  else if (unit !== undefined) tokens.push({ term: unit, word: piece, glued, numeric: true, start });
  else tokens.push({ term: wordTerm(piece), word: piece, glued, numeric: false, start });
}

/** `analyze` of text already passed through normalizeText (offsets then point into it). */
export function analyzeNormalized(s: string): Token[] {
  const tokens: Token[] = [];
  const n = s.length;
  let i = 0;
  let previousEnd = -1;
  let lastWasNumber = false;
  while (i < n) {
    const kind = kindAt(s, i);
    if (kind === Kind.Other && !(isDecimalPoint(s, i) && (i === 0 || kindAt(s, i - 1) === Kind.Other))) {
      i++;
      continue;
    }
    // A written word: pieces of letters or numbers with nothing between them.
    let glued = previousEnd >= 0 && (i === previousEnd || (i === previousEnd + 1 && s[previousEnd] === '-'));
    while (i < n) {
      const start = i;
      const pieceKind = kindAt(s, i);
      if (pieceKind === Kind.Letter) {
        while (i < n && kindAt(s, i) === Kind.Letter) i++;
        pushPiece(tokens, s, start, i, false, glued, lastWasNumber);
        lastWasNumber = false;
      } else if (pieceKind === Kind.Digit || isDecimalPoint(s, i)) {
        while (i < n && kindAt(s, i) === Kind.Digit) i++;
        if (isDecimalPoint(s, i)) for (i++; i < n && kindAt(s, i) === Kind.Digit;) i++;
        pushPiece(tokens, s, start, i, true, glued, lastWasNumber);
        lastWasNumber = true;
      } else break;
      glued = true;
    }
    previousEnd = i;
  }
  return tokens;
}
