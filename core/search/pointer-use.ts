/**
 * A word pointing back and a use or purpose after it ("one i can take hiking", "any i can use for school?",
 * "something for travel"), in a conversation: the use is of the last search's kind, not a search of its own. After
 * "backpacks" they had searched "one for hiking" (hiking boots and sandals), "school" (kids' headphones) and
 * "travel" (jackets, sneakers); they narrow the backpacks to that use. A person after "for" ("something for my
 * dad") or a kind of its own ("something for the kitchen", a category) is no use of the list's kind. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, WORD_END } from './text-tools.ts';

const { followUpOpeners, followUpPointers, followUpUseLeads } = queryDefaults;

const POINTER_USE = new RegExp(
  `^(?:(?:${alternation(followUpOpeners)})[\\s,]+)*(?:${alternation(followUpPointers)})\\s+` +
    `(?<lead>${alternation(followUpUseLeads)})${WORD_END}`,
  'iu',
);

/**
 * True when `input` opens with a pointer and a use (see above) that `draft`'s readers read as one: "for" and its
 * place, or a clause of use (use-clauses.ts) naming none of a person or a category.
 */
export function pointsWithUse(input: string, draft: Draft, own: SearchQuery): boolean {
  const lead = POINTER_USE.exec(input.trim())?.groups?.['lead']?.toLowerCase();
  if (lead === undefined) return false;
  if (lead !== 'for' && draft.usedFor !== true) return false;
  return own.recipient === undefined && own.filters.categories === undefined && own.text.trim() !== '';
}
