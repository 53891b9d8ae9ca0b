/**
 * Reads sizes, only in a size context so "m" and "l" inside words or units never count:
 * "size M", "size large" → L, "sizes 9 or 10", "size 10.5", "in XL", "in a 9", "large size", "in M"; and an X-size
 * code alone ("hoodie XL"), a size ending the request ("tee large", "rain jacket women M") or alone in a comma list
 * ("jacket, navy, large, under 150") when the catalogue sells that size; bed sizes ("queen sheets", "king size duvet") when
 * the catalogue sells them, as the catalogue writes them ("Full/Queen"); a whole number after the kind's word where
 * the shop sells that kind in it ("running shoes 10 black", kind-sizes.ts).
 */
import { HALF_SIZE_END, SIZE_END } from './describing-words.ts';
import { addToFilter, type Draft } from './draft.ts';
import { readKindSizes } from './kind-sizes.ts';
import { queryDefaults } from './query-defaults.ts';
import type { CategoryLexicon } from './category-phrases.ts';
import { allMatches, alternation, consume, GAP, termKey, WORD_END, WORD_START } from './text-tools.ts';
import { ofSizesOrder } from './viewed-sizes.ts';
import { bedValues, letterSize, sizeValues, soldSizes } from './size-values.ts';
import type { QueryLexicons } from './query-lexicons.ts';

export { bedValues, letterSize, SIZE_PART_SEPARATOR, sizeParts, sizeValues } from './size-values.ts';

const { sizes, price, framing } = queryDefaults;
/** Words after a bed that name no product of their own ("queen bed in white", "queen bed under 500"). */
const CONNECTORS = new Set([...queryDefaults.filler.connectors, 'under', 'below', 'over', 'please']);

const SPELLINGS = Object.entries(sizes.letters).flatMap(([code, spellings]) => [code, ...spellings]);
/** Spellings that cannot be anything but a size once after "in": "xl", "x-large", "extra small", "2xl". */
const UNMISTAKABLE = SPELLINGS.filter((spelling) => /x/i.test(spelling));
/** Size words that need the phrase to end after them: "in large" yes, "in large quantities" no. */
const WORDS = SPELLINGS.filter((spelling) => !/x/i.test(spelling) && spelling.length >= 4);

const NUMBER = '\\d{1,3}(?:\\.\\d)?';
const VALUE = `(?:${NUMBER}|${alternation(SPELLINGS)})(?![\\p{L}\\p{N}])`;
const SEPARATOR = '\\s*(?:,|/|&|\\bor\\b|\\band\\b)\\s*';
const PHRASE_END =
  '(?=\\s*(?:$|[,;.!?)]|(?:and|or|for|with|under|below|over|in|not|without|no|from|by|please)(?![\\p{L}\\p{N}])))';
/** "fit?", "fit me?": the verb a size asked to fit ends the request with. */
const FITS_END = '(?=\\s+(?:fit|work)(?:\\s+(?:me|him|her|them|us))?\\s*[?.!]*\\s*$)';
const UNIT_AFTER = new RegExp(`^\\s*(?:${alternation(price.units)})(?![\\p{L}\\p{N}])`, 'iu');

const PATTERNS = [
  // "size M", "in size 10", "sizes 9 or 10", "size: large" (never "sizes of": the cue ends its word)
  `${WORD_START}(?:in\\s+(?:(?:a|an)\\s+)?)?(?:${alternation(sizes.cueWords)})(?:\\s*:\\s*|\\s+|(?=\\d))` +
    `(?<list>${VALUE}(?:${SEPARATOR}${VALUE})*)`,
  // "large size", "XL-sized"
  `${WORD_START}(?<list>${alternation([...UNMISTAKABLE, ...WORDS])})[\\s-]*(?:size|sized)${WORD_END}`,
  // "in XL", "in an extra large"
  `${WORD_START}in\\s+(?:(?:a|an)\\s+)?(?<list>${alternation(UNMISTAKABLE)})${WORD_END}`,
  // "in large", at the end of a phrase
  `${WORD_START}in\\s+(?:(?:a|an)\\s+)?(?<list>${alternation(WORDS)})${PHRASE_END}`,
  // "will a medium fit?", "would a large fit me?": a size asked to fit, ending the request
  `${WORD_START}(?:a|an)\\s+(?<list>${alternation([...UNMISTAKABLE, ...WORDS])})${FITS_END}`,
].map((source) => new RegExp(source, 'giu'));
/** "in a 9", "in an 8.5" — but not "in a 2 pack". */
const IN_A_NUMBER = new RegExp(
  `${WORD_START}in\\s+an?\\s+(?<list>${NUMBER})(?![\\p{L}\\p{N}]|\\.\\d)`,
  'giu',
);
/** Not the "XL" of a bed size ("twin xl"): the bed's reader takes it whole. */
const NOT_AFTER_BED = `(?<!${WORD_START}(?:${alternation([...sizes.bed, ...sizes.bedCued])})[\\s-]+)`;
/** "hoodie XL", "2XL tee": an X-size code alone, read only when the catalogue sells that size. */
const BARE_CODE = new RegExp(
  `${NOT_AFTER_BED}${WORD_START}(?<list>${alternation(SPELLINGS.filter((spelling) => /^\d?x+[sl]$/i.test(spelling)))})${WORD_END}`,
  'giu',
);
/**
 * "yoga pants black medium", "tee large": a size word ending the request, read only when the catalogue sells that
 * size ("medium roast coffee" keeps its word: it does not end the request), and not after a word saying how the
 * product is ("packs small", "runs large", `sizes.howWords`).
 */
const NOT_AFTER_HOW = `(?<!${WORD_START}(?:${alternation(sizes.howWords)})\\s+)`;
const LAST_WORD = new RegExp(
  `${NOT_AFTER_HOW}${WORD_START}(?<list>${alternation(WORDS)})(?=\\s*[.!?]*\\s*$)`,
  'giu',
);
/**
 * "rain jacket, navy, large, under 150", "jumper, grey, M, nothing over 80": a size standing alone as an item of a
 * comma list, read only when the catalogue sells that size (a one-letter size only in capitals).
 */
const ITEM_BEFORE = '(?<=(?:^|[,;])\\s*)';
const ITEM_AFTER = '(?=\\s*(?:$|[,;.!?]))';
const LIST_ITEM = new RegExp(
  `${ITEM_BEFORE}(?<list>${alternation([...UNMISTAKABLE, ...WORDS])})${ITEM_AFTER}`,
  'giu',
);
const LIST_CAPITAL = new RegExp(`${ITEM_BEFORE}(?<list>[SML])${ITEM_AFTER}`, 'gu');
/**
 * "rain jacket women M": a one-letter size in capitals ending the request, read only when the catalogue sells it;
 * not after a number ("2 L bottle", "5 M cable" are litres and metres) nor after a word saying how it is.
 */
const LAST_CAPITAL = new RegExp(
  `${NOT_AFTER_HOW}(?<![\\p{N}.,]\\s*)(?<![\\p{L}\\p{N}'’])(?<list>[SML])(?=\\s*[.!?]*\\s*$)`,
  'gu',
);
const BARE_NUMBER = '\\d{1,2}(?:\\.5)?';
/**
 * "hiking boots 10.5 men", "running shoes 9.5 black", "running shoes in 9.5", "does it come in 8 or 14?", "will a
 * 10.5 fit?": a half size after a word, numbers after "in" ending their phrase, or one asked to fit; read only when the catalogue sells that size (of a list, one of them), so
 * "galaxy note 3", "in 2 days" and "in 3 or 4 days" keep their words.
 */
const BARE_SIZE = new RegExp(
  `(?<=\\p{L}\\s+)(?<list>\\d{1,2}\\.5)${HALF_SIZE_END}|` +
    `${WORD_START}in\\s+(?<inList>${BARE_NUMBER}(?:${SEPARATOR}${BARE_NUMBER})*)(?!${SEPARATOR}\\d)${SIZE_END}|` +
    `${WORD_START}(?:a|an)\\s+(?<fitList>${BARE_NUMBER})${FITS_END}`,
  'giu',
);

/** "in M": a single capital letter after "in" (case-sensitive). */
const CAPITAL = /(?<![\p{L}\p{N}])in\s+(?<list>[SML])(?![\p{L}\p{N}])/gu;
const ITEM = new RegExp(VALUE, 'giu');

/**
 * A bed size alone ("queen sheets") or with its cue ("full size", "double bed", "double sheets": `sizes.bedLinen`;
 * "king-size" too), and the bed named with it ("for a queen bed", "twin bed sheets": `sizes.bedNouns`), with the
 * word after it.
 */
const BED_CUES = alternation([...sizes.bedNouns, ...sizes.bedLinen]);
const BED_NOUN = `(?<noun>[\\s-]+(?:${alternation(sizes.bedNouns)}))`;
const BED = new RegExp(
  `${WORD_START}(?<lead>for\\s+(?:(?:a|an|the|${alternation(framing.possessives)})\\s+)?)?` +
    `(?:(?<list>${alternation(sizes.bed)})(?:[\\s-]*(?:size|sized))?|` +
    `(?<cued>${alternation(sizes.bedCued)})(?=[\\s-]*(?:size|sized|${BED_CUES})${WORD_END})` +
    `(?:[\\s-]*(?:size|sized))?)${BED_NOUN}?${WORD_END}(?=(?<next>\\s+\\p{L}[\\p{L}'’-]*)?)`,
  'giu',
);

/**
 * What each pattern needs, tested first as most requests hold none of it: a size cue ("size", "sz"), "size" after a
 * size, "in" before one, or the "fit"/"work" a size asked to fit ends with. In 'iu', which finds at least all the
 * case-sensitive CAPITAL finds.
 */
const CUE_SAID = new RegExp(`${WORD_START}(?:${alternation(sizes.cueWords)})`, 'iu');
const IN_SAID = new RegExp(`${WORD_START}in\\s`, 'iu');
/** Of each of PATTERNS, in order. */
const PATTERN_NEEDS = [CUE_SAID, /size/iu, IN_SAID, IN_SAID, /fit|work/iu];
/**
 * What the bare sizes need, without their lookbehinds (tried at every character): an X-size code, a size word, one
 * opening a list's item, a capital ending the text; a bed size; a digit (BARE_SIZE).
 */
const ITEM_SAID = new RegExp(`(?:^|[,;])\\s*(?:${alternation([...UNMISTAKABLE, ...WORDS])})`, 'iu');
const BED_SAID = new RegExp(alternation([...sizes.bed, ...sizes.bedCued]), 'iu');
const DIGIT = /\d/;
const MAY_MATCH = new Map<RegExp, RegExp | undefined>([
  ...PATTERNS.map((regex, index) => [regex, PATTERN_NEEDS[index]] as const),
  [IN_A_NUMBER, IN_SAID],
  [CAPITAL, IN_SAID],
  [BARE_CODE, new RegExp(alternation(SPELLINGS.filter((spelling) => /^\d?x+[sl]$/i.test(spelling))), 'iu')],
  [LAST_WORD, new RegExp(alternation(WORDS), 'iu')],
  [LIST_ITEM, ITEM_SAID],
  [LIST_CAPITAL, /(?:^|[,;])\s*[SML]/u],
  [LAST_CAPITAL, /[SML][\s.!?]*$/u],
]);

/** Removes size phrases from the text and adds their sizes (canonical letters, numbers as written). */
export function readSizes(
  draft: Draft,
  lexicons: Pick<QueryLexicons, 'sizes' | 'categories' | 'kindSizes'>,
): void {
  const catalogueSizes = lexicons.sizes;
  const { sold, codes, codesRegex, soldNumbers } = soldSizes(catalogueSizes);
  const bareOnes: readonly RegExp[] = [BARE_CODE, LAST_WORD, LAST_CAPITAL, LIST_ITEM, LIST_CAPITAL];
  for (const regex of [...PATTERNS, IN_A_NUMBER, CAPITAL, ...bareOnes]) {
    const text = draft.rest;
    if (MAY_MATCH.get(regex)?.test(text) === false) continue;
    draft.rest = consume(text, regex, (match) => {
      if (regex === IN_A_NUMBER && UNIT_AFTER.test(text.slice(match.index + match[0].length))) return false;
      const bare = bareOnes.includes(regex);
      if (bare && !sold.has(letterSize(match.groups?.['list'] ?? ''))) return false;
      const items = allMatches(match.groups?.['list'] ?? '', ITEM).map((item) => item[0]);
      if (items.length === 0) return false;
      for (const item of items) addToFilter(draft.filters, 'sizes', sizeValues(item, catalogueSizes));
      return true;
    });
  }
  // "is there a 4T?", "in 2T": a size code of digits and letters the catalogue sells, as it writes it.
  if (codesRegex !== undefined)
    draft.rest = consume(draft.rest, codesRegex, (match) => {
      const spelt = termKey(match.groups?.['list'] ?? '');
      addToFilter(
        draft.filters,
        'sizes',
        codes.filter((code) => termKey(code) === spelt),
      );
      return true;
    });
  if (DIGIT.test(draft.rest))
    draft.rest = consume(draft.rest, BARE_SIZE, (match) => {
      const { list, inList = match.groups?.['fitList'] } = match.groups ?? {};
      const values = (list ?? inList ?? '').match(/[\d.]+/gu) ?? [];
      // "does it come in 12?" of boots in 7 to 11, no boot in 12: a size the viewed product doesn't come in.
      const viewed = draft.viewedSizes ?? [];
      const ofViewed = inList !== undefined && values.every((value) => ofSizesOrder(value, viewed));
      if (!ofViewed && !values.some((value) => soldNumbers.has(value))) return false;
      addToFilter(draft.filters, 'sizes', values);
      return true;
    });
  // "running shoes 10 black": a whole number after a kind's word, where that kind is sold in it.
  readKindSizes(draft, lexicons.categories, lexicons.kindSizes);
  if (BED_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, BED, (match) => {
      const { list, cued, lead = '', noun, next } = match.groups ?? {};
      const spelt = (list ?? cued ?? '').toLowerCase();
      const values = bedValues(spelt, catalogueSizes);
      if (values.length === 0) return false;
      addToFilter(draft.filters, 'sizes', [spelt, ...values]);
      if (noun === undefined) return `${lead}${GAP}`;
      return bedNamed(noun.replace(/^[\s-]+/, ''), lead, next, lexicons.categories);
    });
}

/**
 * What is left of a bed size's phrase (`readSizes`): nothing where the bed is what the product is for ("sheets for
 * a queen bed") or names the next word's size ("twin bed sheets"), as the size says it ("Showing sheets in size
 * queen."; it had said "Showing sheets bed in size queen." and matched "bed"); the bed itself where the request
 * names nothing else ("queen bed") or the catalogue names a category by both words ("queen bed frame").
 */
function bedNamed(noun: string, lead: string, next: string | undefined, categories: CategoryLexicon): string {
  const named = next !== undefined && !CONNECTORS.has(next.trim().toLowerCase());
  if (lead !== '') return GAP;
  if (named && !categories.paths.has(termKey(`${noun}${next}`))) return GAP;
  return `${GAP}${noun}`;
}
