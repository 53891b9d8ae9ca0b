/**
 * A clause whose subject the shopper dropped, after a mark typed: "boots, need them for snow", "a sweater, want it
 * in blue", "sneakers, gotta have them by friday", "shoes, wear them to work" read as the clause with "i" ("boots,
 * i need them for snow": "Showing warm boots."), where they had kept its words ("Showing warm boots them."). Only a
 * verb of `queryDefaults.personClauses.droppedSubjectVerbs`, before a pronoun for the product (`productPronouns`),
 * so an imperative framing the request ("jacket, make it blue") stays the framing reader's. Run first. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END } from './text-tools.ts';

const { personClauses } = queryDefaults;

const ADVERBS = `(?:(?:${alternation(personClauses.adverbs)})\\s+)*`;
const VERB = `${ADVERBS}(?:${alternation(personClauses.droppedSubjectVerbs)})\\s+(?:${alternation(personClauses.productPronouns)})${WORD_END}`;
/** After a mark typed (a reader's gap ";" is none), the verb and its pronoun. */
const DROPPED = new RegExp(`(?<=[,.!?:]\\s*)(?=${VERB})`, 'giu');
/** The mark and the verb, which most requests lack: tested first, without the lookbehind tried at every character. */
const SAID = new RegExp(`[,.!?:]\\s*${VERB}`, 'iu');

/** Gives a clause its dropped "i" (see above). */
export function readDroppedSubjects(draft: Draft): void {
  if (SAID.test(draft.rest)) draft.rest = draft.rest.replace(DROPPED, 'i ');
}
