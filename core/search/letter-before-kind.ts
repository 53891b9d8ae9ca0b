/**
 * A letter size spelt out before a kind sold in letter sizes is that size: "large sweater", "small t-shirt for
 * women", "medium jacket", "x-large wool sweater", "small mens t-shirt" read as "sweater in large" does ("Showing
 * sweater in size L."), where the kind's products come in letter sizes (CatalogVocabulary.categorySizes: "clothing >
 * sweaters=l"). Before a kind sold in none ("large backpack", "small watch") the word stays the product's own size
 * (measure-sort.ts); before a part ("tent with a large vestibule") or a word naming no kind ("large print watch")
 * it is no size. Pure.
 */
import { addToFilter, type Draft } from './draft.ts';
import { sellsLetters } from './kind-sizes.ts';
import { isPartSize } from './measure-adjectives.ts';
import { queryDefaults } from './query-defaults.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import { letterSize, sizeValues } from './size-phrases.ts';
import {
  alternation,
  consume,
  findTerms,
  termKey,
  WORD_END,
  WORD_START,
  type FoundTerm,
} from './text-tools.ts';

const { sizes, audience, measures } = queryDefaults;

/** The letter sizes spelt out ("small", "extra large", "x-large"), never a code ("xl": size-phrases.ts reads it). */
const SPELT = Object.values(sizes.letters)
  .flat()
  .filter((spelling) => /small|medium|large/iu.test(spelling));
const SIZE_WORD = new RegExp(`${WORD_START}(?<size>${alternation(SPELT)})${WORD_END}`, 'giu');

/** Words naming whom a kind is for ("mens", "women's"), as termKeys: they may stand between the size and the kind. */
const AUDIENCE_WORDS = new Set(
  Object.values(audience.words)
    .flat()
    .filter((word) => !audience.forOnly.includes(word))
    .map(termKey),
);
/**
 * Words that end the kind's name before it ("bag for a jacket"), or say the size is of something else ("large
 * print", "small batch"), as termKeys.
 */
const NOT_BETWEEN = new Set(
  [...queryDefaults.filler.connectors, ...queryDefaults.categories.qualifiers, ...measures.notSizeOf].map(
    termKey,
  ),
);
/** How many words of the kind's own name may stand before its category word ("large rain jacket"). */
const NAME_WORDS = 2;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const EDGE = /[,;.!?:()]/u;
/** The word after a kind's word, within its phrase. */
const NEXT_WORD = /^[\s-]*([\p{L}\p{N}$£€][\p{L}\p{N}'’-]*)/u;

/**
 * Do the words from `from` to `to` of `text` only describe the kind after them: a colour, material or feature the
 * catalogue knows (`known`), whom it is for, or up to two words of its name ("large blue wool sweater", "small mens
 * t-shirt", "large rain jacket"; not "large print t-shirt", "small bag for a jacket")?
 */
function describesKind(text: string, from: number, to: number, known: readonly FoundTerm[]): boolean {
  let gap = text.slice(from, to);
  if (EDGE.test(gap)) return false;
  for (const term of known)
    if (term.index >= from && term.index + term.length <= to)
      gap =
        gap.slice(0, term.index - from) +
        ' '.repeat(term.length) +
        gap.slice(term.index - from + term.length);
  const named = [...gap.matchAll(WORD)]
    .map((word) => termKey(word[0]))
    .filter((key) => !AUDIENCE_WORDS.has(key));
  return (
    named.length <= NAME_WORDS && !named.some((key) => NOT_BETWEEN.has(key) || letterSize(key) !== undefined)
  );
}

/**
 * Does the kind's word at `end` of `text` end the product's name: no word of a longer name after it ("large yoga
 * pants" names no yoga, "large yoga mat" a mat), only a phrase's edge, a connector, a number or a describing word?
 */
function endsName(text: string, end: number, known: readonly FoundTerm[]): boolean {
  const next = NEXT_WORD.exec(text.slice(end));
  if (next?.[1] === undefined) return true;
  const at = end + next.index + next[0].length - next[1].length;
  const key = termKey(next[1]);
  return (
    NOT_BETWEEN.has(key) ||
    AUDIENCE_WORDS.has(key) ||
    !/\p{L}/u.test(key) ||
    known.some((term) => term.index === at)
  );
}

/** Takes a letter size spelt out before a kind sold in letter sizes out of the text into `filters.sizes`. */
export function readLetterBeforeKind(
  draft: Draft,
  lexicons: Pick<QueryLexicons, 'categories' | 'kindSizes' | 'known' | 'sizes'>,
): void {
  const text = draft.rest;
  // The category and known words are found only once a size word is there (most requests hold none).
  let kinds: FoundTerm[] | undefined;
  let known: FoundTerm[] | undefined;
  draft.rest = consume(text, SIZE_WORD, (match) => {
    if (isPartSize(text.slice(0, match.index))) return false;
    kinds ??= findTerms(text, lexicons.categories.terms);
    known ??= findTerms(text, lexicons.known);
    const end = match.index + match[0].length;
    const kind = kinds.find((found) => found.index >= end);
    if (kind === undefined || !describesKind(text, end, kind.index, known)) return false;
    if (!endsName(text, kind.index + kind.length, known)) return false;
    const paths = lexicons.categories.paths.get(termKey(kind.term)) ?? [];
    if (!paths.some((path) => sellsLetters(path, lexicons.kindSizes))) return false;
    addToFilter(draft.filters, 'sizes', sizeValues(match.groups?.['size'] ?? '', lexicons.sizes));
    return ' ';
  });
}
