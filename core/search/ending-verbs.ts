/**
 * A verb of running out said in the negative before a time asks the product to last longer than it: "headphones
 * that don't die after 5 hours", "a speaker that won't run out of battery before 10 hours", "doesn't need charging
 * for 2 days" read as "lasting over 5 hours" (`measures.endVerbs`, `endNegations`, `endLinks`), which the bound
 * verbs and measures then read (measure-verbs.ts): the battery life the catalogue states. The need had been
 * dropped ("Showing headphones."), the headphones lasting 6 hours listed with those lasting 40. Only before a
 * quantity of the verb's family; "that" or "which" before the negation goes with it. Run before the bound verbs.
 * Pure.
 */
import type { Draft } from './draft.ts';
import { measureOf, QUANTITY_PATTERN } from './measure-of.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { measures } = queryDefaults;

/** Each verb, by the families it ends. */
const FAMILIES = new Map<string, Set<string>>();
for (const [family, verbs] of Object.entries(measures.endVerbs))
  for (const verb of verbs) {
    const key = verb.toLowerCase();
    FAMILIES.set(key, (FAMILIES.get(key) ?? new Set()).add(family));
  }

/** What a verb may run out of ("run out of battery", "die on me"), said with it. */
const OF = `(?:\\s+(?:of\\s+(?:battery|power|charge|juice)|on\\s+(?:me|you|us)))?`;
const VERB = new RegExp(
  `${WORD_START}(?:(?:that|which|it|they)\\s+)?(?:${alternation(measures.endNegations)})\\s+` +
    `(?<verb>${alternation(FAMILIES.keys())})${OF}\\s+(?:${alternation(measures.endLinks)})\\s+` +
    `(?<quantity>${QUANTITY_PATTERN})${WORD_END}`,
  'giu',
);

/** Rewrites the negated verbs of running out as the bound they ask (see above). */
export function readEndingVerbs(draft: Draft): void {
  // A quantity needs a number in digits: most requests have none.
  if (!/\d/.test(draft.rest)) return;
  draft.rest = consume(draft.rest, VERB, (match) => {
    const { verb = '', quantity = '' } = match.groups ?? {};
    const family = measureOf(quantity)?.unit;
    const families = FAMILIES.get(verb.toLowerCase().replace(/\s+/gu, ' '));
    if (family === undefined || families?.has(family) !== true) return false;
    return ` lasting over ${quantity} `;
  });
}
