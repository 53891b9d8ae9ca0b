/**
 * "only over-ear", "just the leather ones", "only ones with a hood" in a conversation: "only" / "just" opening a
 * request that names no kind of its own narrows the last search, as "over-ear ones" does. After "wireless headphones
 * under 150", "only over-ear" had searched "only over-ear" over the whole shop (31 matches, up to $219.99; "No
 * product mentions 'only'"). A kind ("just a backpack"), a person or a category of its own is a new search. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation } from './text-tools.ts';

/** "only", "just the", "ok, only": the narrowing word, after the conversation's openers. */
const ONLY = new RegExp(
  `^(?<opening>(?:(?:${alternation(queryDefaults.followUpOpeners)})[\\s,]+)*)(?:only|just)\\s+(?:the\\s+)?` +
    `(?!(?:ones?|one|them|these|those)\\s*[?.!]*\\s*$)(?=\\S)`,
  'iu',
);

/**
 * `input` read as a narrowing of the list ("only over-ear" → "over-ear ones") in a conversation (`previous`), when it
 * opens with "only" / "just" and its own reading names no kind, person or category of its own; else undefined.
 * Asked only of a request not already read as narrowing the list ("only black", "just under 100" are).
 */
export function onlyNarrowing(
  input: string,
  own: SearchQuery,
  isKind: (word: string) => boolean,
  previous: SearchQuery | undefined,
): string | undefined {
  if (previous === undefined) return undefined;
  const trimmed = input.trim();
  const found = ONLY.exec(trimmed);
  if (found === null) return undefined;
  if (own.recipient !== undefined || own.filters.categories !== undefined) return undefined;
  if (own.text.split(/\s+/u).some(isKind)) return undefined;
  const rest = trimmed.slice(found[0].length).replace(/[?.!\s]+$/u, '');
  // "only ones with a hood", "just the waterproof ones": already pointing back.
  return /\bones?\b/iu.test(rest) ? rest : `${rest} ones`;
}
