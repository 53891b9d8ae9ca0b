/**
 * Reads colour phrases: "red", "navy", "light blue", "in olive", "red or blue", "black-and-white",
 * "colour: grey", "blue-coloured". Each asked colour goes into `colors` with its family and catalogue matches,
 * and the phrase leaves the text.
 */
import { materialSpans } from './colour-in-material.ts';
import { expandColourIn, type ColourLexicon } from './colour-lexicon.ts';
import { addToFilter, type Draft } from './draft.ts';
import type { KindAttribute } from './kind-phrases.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { FEATURE_OF } from './need-phrases.ts';
import { partSpans, type PartLexicon } from './part-phrases.ts';
import { queryDefaults } from './query-defaults.ts';
import {
  allMatches,
  alternation,
  consume,
  escapeRegExp,
  GAP,
  termKey,
  WORD_END,
  WORD_START,
} from './text-tools.ts';

const { colours } = queryDefaults;

const MODIFIERS = alternation([
  ...colours.shadeModifiers,
  ...colours.tints,
  ...Object.values(colours.shadeComparatives).flat(),
]);
/** Nouns naming a shade before a colour ("snow white", "ice blue"). */
const TINTS = new Set(colours.tints.map(termKey));
/** A shade modifier's comparative → the modifier ("lighter" → light). */
const PLAIN_MODIFIER = new Map(
  Object.entries(colours.shadeComparatives).flatMap(([plain, others]) =>
    others.map((other) => [other, plain] as const),
  ),
);
const CUE = alternation(colours.cueWords);
const SEPARATOR = '\\s*(?:,|/|&|\\band/or\\b|\\bor\\b|\\band\\b)\\s*';
const NOT_COLOURS = new RegExp(`${WORD_START}(?:${alternation(colours.notColours)})${WORD_END}`, 'giu');
/** After "in red", what may follow for "in" to count as colour context for an ambiguous colour. */
const PHRASE_END =
  /^\s*(?:$|[,;.!?)]|(?:and|or|for|with|under|below|over|in|size|not|without|no|from|by|than|less|more|between|around|at)(?![\p{L}\p{N}]))/iu;

/** Nothing but the gaps removed phrases leave, spaces and punctuation. */
const ONLY_GAPS = /^[\s\p{P}]*$/u;
/** Before a colour asked alone on a page: only a question's small words ("is the olive in stock?"). */
const QUESTION_LEAD = new RegExp(
  `^[\\s\\p{P}]*(?:(?:${alternation(colours.questionLead)})(?![\\p{L}\\p{N}])[\\s\\p{P}]*)*$`,
  'iu',
);
const OPTION_AFTER_GAP = new RegExp(
  `${escapeRegExp(GAP)}[\\s-]+(?:${alternation(colours.optionWords)})(?![\\p{L}\\p{N}])`,
  'iu',
);
/** After it, at most a word for the option itself ("is the olive one in stock?"), which leaves with it. */
const OPTION_WORD = new RegExp(`^[\\s-]+(?:${alternation(colours.optionWords)})(?![\\p{L}\\p{N}])`, 'iu');

export interface ColourPatterns {
  /** A list of colours with its optional context ("in", "colour:", "-coloured"). */
  list: RegExp;
  /** One colour inside a list: [1] shade modifier, [2] colour. */
  item: RegExp;
  /**
   * Any colour, ending a word (a cue may run into it: "colourred"): most requests name none, and skip the list
   * pattern, which runs far longer.
   */
  said: RegExp;
}

const cache = new WeakMap<ColourLexicon, ColourPatterns>();

export function colourPatterns(lexicon: ColourLexicon): ColourPatterns {
  const cached = cache.get(lexicon);
  if (cached !== undefined) return cached;
  const colour = `(?:(?:${MODIFIERS})[\\s-]+)?(?:${lexicon.terms.source})${WORD_END}`;
  const context = `(?<in>in\\s+(?:(?:a|an|the)\\s+)?(?:(?:${CUE})\\s+)?)|(?<cue>(?:${CUE})\\s*:?\\s*(?:of\\s+)?)`;
  const list =
    `${WORD_START}(?:${context})?(?<list>${colour}(?:${SEPARATOR}${colour})*)` +
    `(?<post>[\\s-]*(?:${CUE})${WORD_END})?`;
  const patterns = {
    list: new RegExp(list, 'giu'),
    item: new RegExp(`${WORD_START}(?:(${MODIFIERS})[\\s-]+)?(${lexicon.terms.source})${WORD_END}`, 'giu'),
    said: new RegExp(`(?:${lexicon.terms.source})${WORD_END}`, 'iu'),
  };
  cache.set(lexicon, patterns);
  return patterns;
}

/** Spans of phrases such as "white noise" or "green tea", whose colour word is not a colour. */
export function protectedSpans(text: string): [number, number][] {
  return allMatches(text, NOT_COLOURS).map((match) => [match.index, match.index + match[0].length]);
}

interface AskedColour {
  name: string;
  /** The colour without its shade ("olive" of "dark olive"). */
  canonical: string;
  ambiguous: boolean;
}

function itemsOf(listText: string, lexicon: ColourLexicon, item: RegExp): AskedColour[] {
  const items: AskedColour[] = [];
  for (const match of allMatches(listText, item)) {
    const spelt = match[2] ?? '';
    const canonical = lexicon.terms.canonical.get(termKey(spelt));
    if (canonical === undefined) continue;
    const said = match[1]?.toLowerCase();
    const plain = said === undefined ? undefined : (PLAIN_MODIFIER.get(said) ?? said);
    // A tint leaning no way is the colour itself: "snow white" is white (`colours.tints`).
    const modifier =
      plain !== undefined && TINTS.has(plain) && !(plain in colours.shadeLeanings) ? undefined : plain;
    const name = modifier === undefined ? canonical : `${modifier} ${canonical}`;
    const ambiguous = lexicon.ambiguous.has(termKey(canonical)) || lexicon.ambiguous.has(termKey(name));
    items.push({ name, canonical, ambiguous });
  }
  return items;
}

/**
 * The asked colours' expansions, those another asked colour covers first ("white or cream": cream, then white),
 * so the filter still names each colour asked (askedColours) and the chat says "cream or white", not "white".
 */
function coveredFirst(expansions: readonly (readonly string[])[]): (readonly string[])[] {
  const covered = (expansion: readonly string[]) =>
    expansions.some((other) => other !== expansion && other.slice(1).includes(expansion[0] ?? ''));
  return [...expansions.filter(covered), ...expansions.filter((expansion) => !covered(expansion))];
}

const WORD_BEFORE = /([\p{L}\p{N}]+)[\s-]+$/u;
const WORD_AFTER = /^[\s-]+([\p{L}\p{N}]+)/u;
/** An item of a comma list: a comma before it, and a comma, a stop or the end after it ("watches, gold, …"). */
const ITEM_BEFORE = /,\s*$/u;
const ITEM_AFTER = /^\s*(?:$|[,;.!?])/u;

/**
 * Is the everyday-noun colour at `start` (to `end`) of `text` one the catalogue sells, before a word, in no name
 * the titles give with it (`names`: "olive oil", "eye cream")? Then it is the colour: "olive t-shirt". So it is
 * as an item of a comma list: "watches under 300, gold or silver".
 */
function soldColour(
  text: string,
  start: number,
  end: number,
  asked: AskedColour,
  lexicon: ColourLexicon,
  names: ReadonlySet<string>,
): boolean {
  if (!lexicon.catalogue.includes(asked.canonical.toLowerCase())) return false;
  const after = WORD_AFTER.exec(text.slice(end))?.[1]?.toLowerCase();
  if (after === undefined) return ITEM_BEFORE.test(text.slice(0, start)) && ITEM_AFTER.test(text.slice(end));
  const words = text
    .slice(start, end)
    .toLowerCase()
    .split(/[\s-]+/u);
  const before = WORD_BEFORE.exec(text.slice(0, start))?.[1]?.toLowerCase();
  return (
    !(before !== undefined && names.has(`${before} ${words[0]}`)) && !names.has(`${words.at(-1)} ${after}`)
  );
}

/**
 * Reads the colours of `draft.rest` into its `colors` filter. An everyday-noun colour ("olive") needs a colour's
 * context, or to be one the catalogue sells before a word of no name its titles give (`names`: soldColour), or asked
 * alone on a product's page or after a list ("gold or silver" after "watch").
 */
export function readColours(
  draft: Draft,
  lexicon: ColourLexicon,
  names: ReadonlySet<string> = new Set(),
  materials?: TermLexicon,
  kinds: readonly KindAttribute[] = [],
  parts?: PartLexicon,
): void {
  if (lexicon.terms.regex === undefined) return;
  const { list, item, said } = colourPatterns(lexicon);
  const text = draft.rest;
  if (!said.test(text)) return;
  // "white noise", a material of the catalogue's such as "natural rubber" or an attribute's value naming one,
  // "olive wood" (colour-in-material.ts), and a part's colour its values name ("brown leather strap").
  const spans = [
    ...protectedSpans(text),
    ...materialSpans(text, materials, lexicon, kinds),
    ...partSpans(text, parts),
  ];
  let optionAfter = false;
  const asked: (readonly string[])[] = [];
  draft.rest = consume(text, list, (match) => {
    const start = match.index;
    const end = start + match[0].length;
    if (spans.some(([from, to]) => from < end && to > start)) return false;
    const items = itemsOf(match.groups?.['list'] ?? '', lexicon, item);
    if (items.length === 0) return false;
    const groups = match.groups ?? {};
    const cued = groups['cue'] !== undefined || groups['post'] !== undefined;
    const inAtPhraseEnd = groups['in'] !== undefined && PHRASE_END.test(text.slice(end));
    const plain = items.some((asked) => !asked.ambiguous);
    // "in the snow", "in the frost": the weather (need-phrases.ts), not the shade of white it also names.
    const weather =
      /^in\s+the\s/iu.test(groups['in'] ?? '') &&
      items.every((asked) => asked.ambiguous && FEATURE_OF.has(asked.name.toLowerCase()));
    if (weather) return false;
    // "does it come in charcoal?" on a product's page: the page-leaning words are gone, and a colour of the
    // catalogue's is all that is left, so it is asked as a colour. So it is after a list ("gold or silver" after
    // "watch": the watches in gold or silver, where it had searched "gold or silver" over the shop, gold a material).
    const option = OPTION_WORD.exec(text.slice(end))?.[0] ?? '';
    const alone =
      (draft.leaned === true || draft.onPage === true || draft.priorSubject === true) &&
      QUESTION_LEAD.test(text.slice(0, start)) &&
      ONLY_GAPS.test(text.slice(end + option.length)) &&
      items.every((asked) => lexicon.catalogue.includes(asked.name.toLowerCase()));
    // Of a list, each: "gold or silver watches" where the shop sells both colours.
    const sold = items.every((asked) => soldColour(text, start, end, asked, lexicon, names));
    if (!plain && !cued && !inAtPhraseEnd && !alone && !sold) return false;
    if (alone && option !== '') optionAfter = true;
    for (const { name } of items) asked.push(expandColourIn(lexicon, name));
    return true;
  });
  for (const expansion of coveredFirst(asked)) addToFilter(draft.filters, 'colors', expansion);
  // Only gaps and small words surround a colour asked alone, so the option word is the first after a gap.
  if (optionAfter) draft.rest = draft.rest.replace(OPTION_AFTER_GAP, GAP);
}
