/**
 * Room for people said around their count (`queryDefaults.measures.roomWords`, `roomVerbs`): "a tent that my family
 * of 5 can fit in", "tent big enough for 5 of us", "a tent that sleeps my family of 4", "a table with room for all 6
 * of us" say no more than "for my family of 5" or "for 5 of us", which the measures and the people count read
 * (measures.ts, people-count.ts). The clause becomes that phrase, where its other words ("can fit", "big enough")
 * had been echoed and held against the products ("Showing tent can fit, for a family of 5. … None of them has
 * everything you asked for"). Such a clause of people not counted ("a tent we can all fit in") says nothing to
 * match and leaves the text. Run before the measures. Pure.
 */
import type { Draft } from './draft.ts';
import { NUMBER_WORDS } from './number-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, GAP, WORD_END, WORD_START } from './text-tools.ts';

const { measures } = queryDefaults;

const NUMBER = `(?:\\d{1,2}|${NUMBER_WORDS})${WORD_END}`;
const GROUPS = alternation(measures.groupWords);
const VERBS = `(?:${alternation(measures.roomVerbs)})`;
/** "my family of 5", "a party of six people": a group's size. */
const GROUP = `(?:(?:a|an|my|our|the|your)\\s+)?(?:${GROUPS})\\s+of\\s+${NUMBER}(?:\\s+(?:people|persons|adults|guests))?`;
/** "5 of us", "all five of us", "the 4 of us". */
const US = `(?:(?:all|the)\\s+)?${NUMBER}\\s+of\\s+us${WORD_END}`;
const PEOPLE = `${NUMBER}\\s+(?:people|persons|adults|guests)${WORD_END}`;
/** People named but not counted: "we", "everyone", "the whole family". */
const UNCOUNTED = `(?:we|all\\s+of\\s+us|everyone|everybody|(?:my|our|the)\\s+(?:whole\\s+)?(?:${GROUPS}))${WORD_END}`;
const RELATIVE = `(?:(?:that|which|where)\\s+)?`;

/** "that my family of 5 can fit in", "we can all sleep in": the people, then a verb of room. */
const FIT_CLAUSE = new RegExp(
  `${WORD_START}${RELATIVE}(?:(?<counted>${GROUP}|${US}|${PEOPLE})|${UNCOUNTED})` +
    `(?:\\s+(?:${alternation(measures.roomBetween)}))*\\s+${VERBS}(?:\\s+(?:${alternation(measures.roomAfter)}))*${WORD_END}`,
  'giu',
);
/** "that sleeps my family of 4", "which can fit 5 of us": a verb of room, then the people counted. */
const FITTING = new RegExp(
  `${WORD_START}(?:that|which)\\s+(?:(?:can|will|could)\\s+)?${VERBS}\\s+(?<counted>${GROUP}|${US})`,
  'giu',
);
/** "big enough for", "with room for", "big enough to sleep" before a count of people. */
const ROOM = new RegExp(
  `${WORD_START}(?:${alternation(measures.roomWords)})\\s+(?:for|to\\s+${VERBS})\\s+` +
    `(?=(?:(?:all|the|a|an|my|our|your)\\s+)?(?:(?:${GROUPS})\\s+of\\s+)?(?:${NUMBER}|couple${WORD_END}))`,
  'giu',
);
/** "for all 5 of us" is "for 5 of us". */
const ALL_OF_US = new RegExp(`${WORD_START}(?<=for\\s+)all\\s+(?=${NUMBER}\\s+of\\s+us${WORD_END})`, 'giu');

/**
 * What the patterns above need, tested first as most requests say none of it: a verb of room (the clauses), a
 * word of room (ROOM), "us" (ALL_OF_US). In the patterns' flags, so each matches as there.
 */
const VERB_SAID = new RegExp(`${WORD_START}${VERBS}`, 'iu');
const ROOM_SAID = new RegExp(`${WORD_START}(?:${alternation(measures.roomWords)})`, 'iu');
const US_SAID = new RegExp(`${WORD_START}us${WORD_END}`, 'iu');

/** The count said as after "for": "all 5 of us" is "5 of us". */
const said = (counted: string): string => ` for ${counted.replace(/^all\s+/iu, '')} `;

/** A clause's replacement: "for" and its count, or a gap without one. */
const counted = (match: RegExpExecArray): string => {
  const people = match.groups?.['counted'];
  return people === undefined ? GAP : said(people);
};

/** Turns the clauses of room for people into "for" and their count (see above). */
export function readRoomClauses(draft: Draft): void {
  if (VERB_SAID.test(draft.rest)) {
    draft.rest = consume(draft.rest, FIT_CLAUSE, counted);
    draft.rest = consume(draft.rest, FITTING, counted);
  }
  if (ROOM_SAID.test(draft.rest)) draft.rest = consume(draft.rest, ROOM, () => ' for ');
  if (US_SAID.test(draft.rest)) draft.rest = draft.rest.replace(ALL_OF_US, '');
}
