/**
 * What the shopper says they will spend: "I can spend 40", "we're happy to pay $60", "I can go up to 150",
 * "raise the budget to 300", "bump it up to 120"; negated, "I don't want to spend more than 60", "I'd rather not
 * pay over 70". Run before the filler (which takes "want" and "I'd like" out of them) and the price phrases: the
 * spending words are written as the cue they mean ("under 40"), so the price reader reads the amount as it reads
 * any other (a quantity stays none: "I have 2 kids"). Defaults: `queryDefaults.spending`. Left alone, they
 * had been searched for ("I couldn't find any i can spend 40"), and a negated bound had been read as a minimum.
 */
import type { Draft } from './draft.ts';
import { NUMBER_WORDS, spelledAmounts } from './number-words.ts';
import { PREFIXES, sourceOf } from './price-amount.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, escapeRegExp, GAP, WORD_END, WORD_START } from './text-tools.ts';

const { price, spending } = queryDefaults;
const CURRENCY_WORDS = Object.values(price.currencies).flat();

const SPEAKER = `(?:(?:${alternation(spending.speakers)})\\s+)`;
const MODALS = `(?:(?:${alternation(spending.modals)})\\s+)*`;
/** An amount next: digits, after a currency symbol or code or not, or a number spelt ("fifty", "a hundred"). */
const AMOUNT_NEXT = `(?=\\s*(?:(?:${sourceOf([...PREFIXES])})\\s?)?(?:\\d|(?:${NUMBER_WORDS}|a\\s+hundred|a\\s+thousand)${WORD_END}))`;
/** A price cue next ("about 40", "under 60", "between 50 and 80"): the spending words alone go. */
const CUE_NEXT = `(?=\\s+(?:${alternation(
  [price.maxBefore, price.minBefore, price.around, price.rangeBefore].flatMap((cues) => [
    ...cues.strong,
    ...cues.atEnd,
  ]),
)})${WORD_END})`;
const VERB = `(?:${alternation(spending.verbs)})`;
const REACH = `(?:${alternation(spending.reach)})`;

/** "I don't want to spend more than", "I'd rather not pay over": a bound above, said as a ceiling. */
const NEGATED = new RegExp(
  `${WORD_START}${SPEAKER}?(?:${alternation(spending.negations)})\\s+${MODALS}` +
    `(?:${alternation([...spending.verbs, ...spending.reachVerbs])})\\s+(?:${alternation(spending.above)})${WORD_END}${AMOUNT_NEXT}`,
  'giu',
);

/** "I can spend 40", "willing to pay up to $60", "I can go up to 150", "I have 60 dollars" (a speaker needed). */
const CEILING = new RegExp(
  `${WORD_START}(?:${SPEAKER}?${MODALS}${VERB}(?:\\s+${REACH})?|` +
    `${SPEAKER}${MODALS}(?:${alternation(spending.held)})(?:\\s+${REACH})?|` +
    `${SPEAKER}?${MODALS}(?:${alternation(spending.reachVerbs)})\\s+${REACH}|` +
    `${SPEAKER}?${MODALS}(?:${alternation(spending.moves)})\\s+(?:${alternation([...spending.moved, ...spending.names])})` +
    `(?:\\s+(?:up|down))?\\s+to|(?:${alternation(spending.names)})\\s*(?:${alternation(spending.naming)}))${WORD_END}${AMOUNT_NEXT}`,
  'giu',
);

/** "I can spend about 40", "I'm willing to pay under $60": the words before the cue. */
const BEFORE_CUE = new RegExp(
  `${WORD_START}${SPEAKER}?${MODALS}(?:${alternation([...spending.verbs, ...spending.reachVerbs])})${CUE_NEXT}`,
  'giu',
);
/**
 * The verb BEFORE_CUE ends with, found wherever it matches (a superset, tested without its boundary and speaker):
 * most requests hold none and skip the pattern, whose optional speaker and modals are tried at every character.
 */
const VERB_SAID = new RegExp(alternation([...spending.verbs, ...spending.reachVerbs]), 'iu');

/** The cue written for a spending phrase; marked so that "on" after its amount can go ("spend 40 on a mat"). */
const CUE = 'under';
const WRITTEN = `${GAP}${CUE}`;
/** "on" after an amount spent ("I can spend 40 on a yoga mat"): what it is spent on follows. */
const SPENT_ON = new RegExp(
  `(?<=${escapeRegExp(WRITTEN)}\\s+(?:(?:${sourceOf([...PREFIXES])})\\s?)?[\\d.,]+(?:\\s?k)?(?:\\s?(?:${sourceOf([...CURRENCY_WORDS])}))?)\\s+on${WORD_END}`,
  'giu',
);

/**
 * What every amount AMOUNT_NEXT looks for holds: a digit or a number word (anywhere, as a currency code may run into
 * it). Most requests hold none, and skip the two patterns needing one.
 */
const AMOUNT_SAID = new RegExp(`\\d|${NUMBER_WORDS}|hundred|thousand`, 'iu');

/** Reads the spending phrases: each becomes the price cue it means, or goes before the cue it has. */
export function readSpending(draft: Draft): void {
  if (AMOUNT_SAID.test(draft.rest)) {
    draft.rest = consume(draft.rest, NEGATED, () => WRITTEN);
    draft.rest = consume(draft.rest, CEILING, () => WRITTEN);
  }
  if (VERB_SAID.test(draft.rest)) draft.rest = consume(draft.rest, BEFORE_CUE, () => true);
  draft.rest = spelledAmounts(draft.rest);
  if (draft.rest.toLowerCase().includes(WRITTEN)) draft.rest = draft.rest.replace(SPENT_ON, GAP);
}
