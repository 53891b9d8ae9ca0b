/**
 * "compare the first two", "which is better, the first or the third?", "what's the difference between them",
 * "first vs last": a request, in a conversation, to compare products its last search showed. It needs a cue
 * (`queryDefaults.compareCues`) and a pointer at two or more of the shown products: a run ("the first two",
 * "top 3", "the last two"), ordinals ("the 2nd and the 4th one"), or the whole page ("them", "these", "all of
 * them"; "both" and "the two" are its first two), or colours set against each other ("the black or the navy?":
 * the shown products in them, compare-shown-colours.ts); a cue alone ("which is best?") points at the whole page,
 * or after a comparison at the products compared, as a question over which of them does (asksOfCompared). A
 * question over which of them without a cue ("which is cheaper in king, the first or the second?") compares the
 * ones it points at by ordinals or colours; one asked as its answer ("the cheaper of those two", "the lighter of the
 * first two") points as a cue does.
 * Ordinals count in page order, "last" is the last shown, as in ordinal-reference.ts. Pure.
 */
import type { Product } from '../schemas/product.ts';
import { colourPositions } from './compare-shown-colours.ts';
import { queryDefaults } from './query-defaults.ts';
import { numberOfWords } from './number-words.ts';
import { ORDINAL, ordinalPosition } from './ordinal-reference.ts';
import { alternation, escapeRegExp, WORD_END, WORD_START } from './text-tools.ts';

const { ordinalNouns, compareCues, comparedQuestions, moreFiller } = queryDefaults;
const { more, less } = queryDefaults.measures.thanComparatives;
/** Comparatives "the … one" asks by: "the cheaper one", "the lighter one", "the better one". */
const ONE_COMPARATIVES = new Set([
  ...queryDefaults.relativeBudget.down.priced,
  ...queryDefaults.relativeBudget.up.priced,
  ...more.filter((word) => word !== 'more'),
  ...less.filter((word) => word !== 'less' && word !== 'fewer'),
  'better',
  'worse',
]);
const COUNT = `(?:${alternation(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'])}|10|[2-9])`;
const NOUN = `(?:\\s+(?:${alternation([...ordinalNouns, 'ones', 'items', 'products', 'options', 'results'])}))?`;
/** What may follow a pointer: a joining word, a break or the end ("first aid kit" points at nothing). */
const AFTER = `(?=\\s*(?:$|[,.;:!?/&]|(?:and|or|vs|versus|with|to|against|than|in)${WORD_END}))`;

const CUE = new RegExp(`${WORD_START}(?:${alternation(compareCues)})${WORD_END}`, 'iu');
const RUN = new RegExp(`${WORD_START}(?<end>first|top|last)\\s+(?<count>${COUNT})${NOUN}${AFTER}`, 'iu');
const ORDINAL_POINTER = new RegExp(`${WORD_START}(?<ordinal>${ORDINAL})${NOUN}${AFTER}`, 'giu');
const PAIR = new RegExp(`${WORD_START}(?:both|the\\s+two|these\\s+two|those\\s+two)${WORD_END}`, 'iu');
const PAGE = new RegExp(
  `${WORD_START}(?:them|these|those|all\\s+of\\s+them|all\\s+(?:of\\s+)?these|the\\s+results|these\\s+(?:ones|options|products))${WORD_END}`,
  'iu',
);
/** What a bare cue may come with: "which is best?", "ok, which one should I get?". */
const BARE = new RegExp(
  `^(?:(?:${alternation([...moreFiller, 'so', 'then', 'now', 'out of', 'of'])})[\\s,]+)*(?:${alternation(compareCues)})(?:[\\s,]+(?:${alternation([...moreFiller, 'then', 'here'])}))*[\\s.!?…]*$`,
  'iu',
);

/** "which one has better battery?", "so which is lighter?": a question over which of some products. */
const WHICH = new RegExp(
  `^(?:(?:${alternation([...moreFiller, 'so', 'then', 'now', 'and', 'but', 'ok so'])})[\\s,]+)*which\\s+` +
    `(?:${alternation([...comparedQuestions.pointers, ...comparedQuestions.verbs])})${WORD_END}`,
  'iu',
);

/**
 * "the cheaper of those two", "the lighter one of the first two", "the more comfortable of them": a question over
 * which of some products, asked as its answer (a comparative or superlative, `comparedQuestions.notComparatives`
 * aside: "the other of", "the rest of"), then "of" and what it points at.
 */
const THE_WHICH = new RegExp(
  `^(?:(?:${alternation([...moreFiller, 'so', 'then', 'now', 'and', 'but', 'ok so', 'show me', 'i want', "i'll take"])})[\\s,]+)*` +
    `the\\s+(?:(?:more|less|most|least)\\s+\\p{L}+|worse|worst|` +
    `(?!(?:${alternation(comparedQuestions.notComparatives)})${WORD_END})\\p{L}+(?:er|est))` +
    `\\s+(?:(?:one|ones)\\s+)?of${WORD_END}`,
  'iu',
);

/**
 * "the cheaper one", "the more comfortable one": after a comparison, a question over which of the products compared
 * asked as its answer, with nothing pointing elsewhere. Its comparative is one the shop's words compare by (price,
 * `measures.thanComparatives`, better / worse) or "more" / "less" and a word, so "the leather one" points by
 * material.
 */
const THE_ONE = new RegExp(
  `^(?:(?:${alternation([...moreFiller, 'so', 'then', 'now', 'and', 'but', 'ok so', 'show me', 'i want', "i'll take"])})[\\s,]+)*` +
    `the\\s+(?:(?:more|less)\\s+\\p{L}+|${alternation([...ONE_COMPARATIVES])})\\s+one` +
    `(?:[\\s,]+(?:${alternation([...moreFiller, 'then'])}))*[\\s.!?…]*$`,
  'iu',
);

/** A question over which of some products: "which one has better battery?", "the cheaper of those two". */
const asksWhich = (text: string): boolean => WHICH.test(text) || THE_WHICH.test(text);

/**
 * Whether `content`, after a comparison, asks it again of the products compared: a question over which of them
 * (`queryDefaults.comparedQuestions`) or a compare cue alone ("which is best?"), pointing at no shown product.
 */
export function asksOfCompared(content: string, shown: readonly (Product | undefined)[]): boolean {
  const text = content.replaceAll('’', "'").trim();
  if (!asksWhich(text) && !BARE.test(text) && !THE_ONE.test(text)) return false;
  if (RUN.test(text) || new RegExp(ORDINAL_POINTER.source, 'iu').test(text)) return false;
  return colourPositions(text, shown, (spelling) => pointsBy(text, spelling)) === undefined;
}

/**
 * Whether `content` asks to compare (`queryDefaults.compareCues`), pointing at shown products or not, or asks
 * "which" of some ("which is cheaper in king, the first or the second?": a comparison where it points at them).
 */
export const asksComparison = (content: string): boolean => {
  const text = content.replaceAll('’', "'");
  return CUE.test(text) || asksWhich(text.trim());
};

/**
 * Whether `content` asks to compare two or more shown products, whichever they are: a run ("the first two"), two
 * ordinals, a pair ("both"), the page ("them") or a cue alone ("which is better?"). After a list of one it
 * points past it (conversation-context.ts), not at one product compared with another it names.
 */
export function asksSeveralCompared(content: string): boolean {
  const text = content.replaceAll('’', "'").trim();
  if (!CUE.test(text)) return false;
  const ordinals = [...text.matchAll(ORDINAL_POINTER)].length;
  return RUN.test(text) || ordinals >= 2 || PAIR.test(text) || PAGE.test(text) || BARE.test(text);
}

/** "all of them", "all these", "every one of them": the whole page, however long. */
const ALL = new RegExp(`${WORD_START}(?:all|every|each)${WORD_END}`, 'iu');

/** Whether `content` asks for every shown product ("compare all of them"), not only "them". */
export const asksAllShown = (content: string): boolean => ALL.test(content.replaceAll('’', "'"));

/** How many a cued run asks to compare ("compare the first four": 4), else undefined. */
export function askedRunCount(content: string): number | undefined {
  const text = content.replaceAll('’', "'").trim();
  const spelt = CUE.test(text) ? RUN.exec(text)?.groups?.['count'] : undefined;
  if (spelt === undefined) return undefined;
  return /^\d+$/.test(spelt) ? Number(spelt) : numberOfWords(spelt);
}

/** Whether `text` names `phrase` as a pointer ("the navy one or …"), not after "in" ("in black or navy"). */
const pointsBy = (text: string, phrase: string): boolean =>
  new RegExp(
    `(?<!${WORD_START}in\\s+(?:the\\s+)?)${WORD_START}(?:${escapeRegExp(phrase)})${NOUN}${AFTER}`,
    'iu',
  ).test(text);

/**
 * The 0-based positions among the `shown` products (in page order; undefined: no longer in the catalogue) that
 * `content` asks to compare, in the order it names them, or undefined when it asks no comparison of two or more
 * of them.
 */
export function readShownComparison(
  content: string,
  products: readonly (Product | undefined)[],
): number[] | undefined {
  const text = content.replaceAll('’', "'").trim();
  const shown = products.length;
  // "which is cheaper …, the first or the second?": a question over which of them, with no cue, compares the
  // products it points at by ordinals or colours, never the whole page.
  // "the cheaper of the first two" points as a cue does.
  const cued = CUE.test(text) || THE_WHICH.test(text);
  if (shown < 2 || !(cued || WHICH.test(text))) return undefined;
  const all = Array.from({ length: shown }, (_, i) => i);
  const run = RUN.exec(text);
  if (run?.groups !== undefined && cued) {
    const spelt = run.groups['count']!;
    const count = Math.min(shown, /^\d+$/.test(spelt) ? Number(spelt) : (numberOfWords(spelt) ?? 0));
    const positions =
      run.groups['end']!.toLowerCase() === 'last' ? all.slice(shown - count) : all.slice(0, count);
    return positions.length >= 2 ? positions : undefined;
  }
  const named: number[] = [];
  for (const match of text.matchAll(ORDINAL_POINTER)) {
    const ordinal = match.groups?.['ordinal']?.toLowerCase() ?? '';
    const found = ordinalPosition(ordinal);
    const position = found === -1 ? shown - 1 : (found ?? -1);
    if (position >= 0 && position < shown && !named.includes(position)) named.push(position);
  }
  if (named.length >= 2) return named;
  if (named.length === 1) return undefined;
  const coloured = colourPositions(text, products, (spelling) => pointsBy(text, spelling));
  if (coloured !== undefined) return coloured;
  if (!cued) return undefined;
  if (PAIR.test(text)) return all.slice(0, 2);
  if (PAGE.test(text) || BARE.test(text)) return all;
  return undefined;
}
