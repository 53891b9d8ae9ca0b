/**
 * A word pointing back (`followUpPointers`: "one", "a version") as the whole object of a request with no list to
 * point into (no conversation, no page): "one i can take hiking" (read "one for hiking"), "one for my dad". It had
 * been searched ("Showing one for hiking.", hiking boots and sandals); it goes as filler, and what follows it stays
 * ("for hiking"). Only opening the request, before a use or a lead (`followUpUseLeads`, `followUpLeads`) or what a
 * reader took ("for my dad", a gap): "one piece swimsuit", "one person tent" and "one" alone keep it. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP, WORD_END } from './text-tools.ts';

const { followUpPointers, followUpUseLeads, followUpLeads } = queryDefaults;

const LONE = new RegExp(
  `^[\\s,;]*(?:${alternation(followUpPointers)})` +
    `(?=\\s*;[\\s,;.!?]*$|[\\s,;]+(?:${alternation([...followUpUseLeads, ...followUpLeads])})${WORD_END})`,
  'iu',
);

/** Takes a pointer opening a request with no list (see above) out of `draft.rest`. */
export function readLonePointer(draft: Draft): void {
  draft.rest = draft.rest.replace(LONE, GAP);
}
