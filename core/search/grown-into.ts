/**
 * The adults' audience a child named with their sex grows into ("my 12 year old son", "a 10 year old girl", "boys'
 * sneakers": `queryDefaults.audience.grownInto`), kept beside a kids' audience so that, should that give way
 * ("bigger sizes" past the kids' sizes), the other sex's products stay out (relax-query.ts). Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { grownInto, words } = queryDefaults.audience;
const KIDS = new Set(['kids', ...(words['kids'] ?? [])].map((value) => value.toLowerCase()));
const SEXES = Object.entries(grownInto).map(([audience, spellings]) => ({
  audience,
  regex: new RegExp(`${WORD_START}(?:${alternation(spellings)})${WORD_END}`, 'iu'),
}));

/** Sets `draft.grownInto` when the audience read is kids' and `asked` names a child of one sex only. */
export function readGrownInto(draft: Draft, asked: string): void {
  if (!(draft.filters.audience ?? []).some((value) => KIDS.has(value.toLowerCase()))) return;
  const named = SEXES.filter(({ regex }) => regex.test(asked));
  if (named.length === 1 && named[0] !== undefined) draft.grownInto = named[0].audience;
}

/** Every spelling of the adults' audience of the other sex (`queryDefaults.audience.words`): what stays out. */
export function otherSex(audience: string): string[] {
  const other = audience === 'men' ? 'women' : audience === 'women' ? 'men' : undefined;
  return other === undefined ? [] : [other, ...(words[other] ?? [])];
}

/**
 * True when the audiences `query` leaves out were left out by relaxation, not asked: its audience, implied by
 * whom it is for ("a gift for my dad": no kids'; "my 12 year old son": no women's, see relax-query.ts), gave way.
 * The chat neither echoes them ("not for women") nor says they were dropped as asked ("any gender" next).
 */
export const leftOutUnasked = (query: SearchQuery): boolean =>
  (query.audienceImplied === true || query.grownInto !== undefined) && query.filters.audience === undefined;
