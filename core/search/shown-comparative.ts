/**
 * "is the first one cheaper than the second?", "is the second lighter than the third?", "does the first one last
 * longer than the last one?": a yes/no question, in a conversation, setting one shown product against another by a
 * comparative (`pageContext.priceComparatives`, "better"/"worse", or any comparative: "lighter", "more powerful").
 * Read as the two products compared, the first named first, and the request as a page comparison reads it ("is it
 * cheaper than that?": "it" the first, "that" the second), so the comparison answers it as it answers "is it cheaper
 * than the Harbor Rain Jacket?" on a page. Ordinals count in page order, "last" is the last shown, as in
 * ordinal-reference.ts; "the first aid kit" points at nothing (the comparative must follow the pointer). Pure.
 */
import { ORDINAL, ordinalPosition } from './ordinal-reference.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END } from './text-tools.ts';

const { ordinalNouns, moreFiller } = queryDefaults;
const { priceComparatives } = queryDefaults.pageContext;
const NOUN = `(?:\\s+(?:${alternation(ordinalNouns)}))?`;
const POINTER = (name: string) => `(?:the\\s+)?(?<${name}>${ORDINAL})${NOUN}`;
const DEGREE = '(?:(?:any|much|even|way|a\\s+(?:bit|lot|little))\\s+)?';
/** A comparative: a price's ("cheaper", "more expensive"), "more/less/fewer" before a word, or a word in -er. */
const COMPARATIVE =
  `(?:${alternation(priceComparatives)}|better|worse|(?:more|less|fewer)\\s+\\p{L}+|\\p{L}{2,}er)` +
  `(?:\\s+(?:in|on)\\s+\\p{L}+)?`;
/** "does … last longer", "does … have a longer battery life", "do … hold more". */
const VERB_PHRASE = `\\p{L}+\\s+(?:(?:a|an|the)\\s+)?${DEGREE}${COMPARATIVE}(?:\\s+\\p{L}+){0,2}`;
const LEAD = `^\\s*(?:(?:${alternation([...moreFiller, 'so', 'and', 'but', 'then', 'ok so'])})[\\s,]+)*`;
const QUESTION = new RegExp(
  `${LEAD}(?:(?<be>is|are)\\s+${POINTER('a')}\\s+(?<adjective>${DEGREE}${COMPARATIVE})|` +
    `(?<do>does|do)\\s+${POINTER('a2')}\\s+(?<verb>${VERB_PHRASE}))` +
    `\\s+than\\s+${POINTER('b')}${WORD_END}\\s*[?.!]*\\s*$`,
  'iu',
);

/**
 * "is the second one better?", "is the first one worse for travel?": better or worse with nothing after "than", of
 * the first shown (of the second, when it is the first asked about): it had been asked of the product alone ("I can't
 * tell: nothing about the Flow Reversible Yoga Mat mentions "better"").
 */
const SOLE = new RegExp(
  `${LEAD}(?<be>is|are)\\s+${POINTER('a')}\\s+(?<adjective>${DEGREE}(?:better|worse))` +
    `(?<use>\\s+(?:for|in|on|at)\\s+[^?.!]+?)?\\s*[?.!]*\\s*$`,
  'iu',
);

export interface ShownComparative {
  /** The two 0-based positions among the shown products, the subject first. */
  positions: [number, number];
  /** The request as a page comparison reads it: "is it cheaper than that?", "does it last longer than that?". */
  content: string;
}

/** The two of `shown` products `content` sets against each other by a comparative, or undefined. */
export function readShownComparative(content: string, shown: number): ShownComparative | undefined {
  const text = content.replaceAll('’', "'");
  const groups = QUESTION.exec(text)?.groups;
  if (groups === undefined) return soleComparative(text, shown);
  const at = (spelling: string | undefined): number | undefined => {
    const position = ordinalPosition(spelling ?? '');
    if (position === undefined) return undefined;
    const index = position < 0 ? shown - 1 : position;
    return index >= 0 && index < shown ? index : undefined;
  };
  const a = at(groups['a'] ?? groups['a2']);
  const b = at(groups['b']);
  if (a === undefined || b === undefined || a === b) return undefined;
  const asked =
    groups['be'] !== undefined
      ? `${groups['be'].toLowerCase()} it ${groups['adjective']} than that?`
      : `${groups['do']!.toLowerCase()} it ${groups['verb']} than that?`;
  return { positions: [a, b], content: asked.replace(/\s+/g, ' ') };
}

/** "is the second one better?": it set against the first shown, or the first against the second (SOLE). */
function soleComparative(text: string, shown: number): ShownComparative | undefined {
  const groups = SOLE.exec(text)?.groups;
  const position = groups === undefined ? undefined : ordinalPosition(groups['a'] ?? '');
  if (groups === undefined || position === undefined || shown < 2) return undefined;
  const a = position < 0 ? shown - 1 : position;
  if (a >= shown) return undefined;
  const b = a === 0 ? 1 : 0;
  const asked = `${(groups['be'] ?? 'is').toLowerCase()} it ${groups['adjective']} than that${groups['use'] ?? ''}?`;
  return { positions: [a, b], content: asked.replace(/\s+/g, ' ') };
}
