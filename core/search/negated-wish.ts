/**
 * A negated clause that names no quality of the product but a wish about it: "sunglasses that don't slide off
 * when running", "headphones that don't hurt my ears". Nothing in it is a word the product must hold, nor one it
 * must lack (an exclusion of "slide" would leave out nothing useful, and its words had been echoed as "No
 * product mentions "slide", "off" or "when""), so the clause leaves the text: "Showing headphones."; an activity
 * after "when" or "while" is what the product is for: "Showing sunglasses for running.". Not a clause of a verb
 * the exclusions read ("that don't have laces", `negatedWishes.keptVerbs`), nor one whose verb the opposites
 * table knows, left to match by its word where the shop tags no opposite ("a mat that does not slip" matches
 * "slip"). Run after negated-quality.ts, before the exclusions (negation.ts). Pure.
 */
import type { Draft } from './draft.ts';
import { hasOpposite } from './negated-quality.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP, WORD_END, WORD_START } from './text-tools.ts';

const { negatedWishes, useClauses } = queryDefaults;

const ENDS = `(?:${alternation(negatedWishes.ends)})${WORD_END}`;
const PHRASE_END = `(?=\\s*(?:$|[,;.!?)]|${ENDS}))`;
const WISH = new RegExp(
  `${WORD_START}(?:${alternation(useClauses.relatives)})\\s+(?:${alternation(negatedWishes.cues)})\\s+` +
    `(?!(?:${alternation(negatedWishes.keptVerbs)})${WORD_END})(?<verb>\\p{L}[\\p{L}'’-]*)` +
    `(?:\\s+(?!${ENDS})[^\\s,;.!?()[\\]]+)*` +
    `(?:\\s+(?:${alternation(negatedWishes.activityLeads)})\\s+(?<activity>\\p{L}+ing)${PHRASE_END})?${PHRASE_END}`,
  'giu',
);

/** Takes out the wishes (see above), keeping an activity after "for". */
export function readNegatedWishes(draft: Draft): void {
  draft.rest = draft.rest.replace(WISH, (whole: string, ...args: unknown[]) => {
    const { verb = '', activity } = args.at(-1) as Record<string, string | undefined>;
    if (hasOpposite(verb)) return whole;
    return activity === undefined ? GAP : ` for ${activity}`;
  });
}
