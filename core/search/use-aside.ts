/**
 * The request without the use it names after "for" ("waterproof jacket for skiing" → "waterproof jacket"): a use
 * ranks, it need not match. Relaxation asks whether the shopper's other words are met under the constraints
 * before it trades a constraint for a product holding the use too (search-with-relaxation.ts). Only an activity is
 * such a use: an "-ing" word or one of the known activities and their people (`filler.personas`: "for skiing",
 * "for hiking", "for runners", "for yoga"), with no number. What a product is made to fit is no soft word ("red
 * case for nexa orbit 7" where no red case fits it: the cases for that phone, the colour relaxed), nor is a use
 * asking a rating the products state ("watch for swimming": a water resistance, use-ratings.ts), which asks what
 * the shop can check: both stay. Nor need a likeness after "like" match ("running shoes like summit but cheaper",
 * "running shoes cheaper than nike"): it names what the product is like, not what it is, so the running shoes stay
 * rather than Summit hiking shoes (`likeness`).
 */
import type { CatalogReader } from '../ports.ts';
import type { SearchQuery } from './search-query.ts';
import { useRatings } from './use-ratings.ts';
import { queryDefaults } from './query-defaults.ts';
import { WORD_END, WORD_START } from './text-tools.ts';

/** "for" after a word of the request, and the words after it. */
const USE = new RegExp(`(?<=[\\p{L}\\p{N}][^\\p{L}\\p{N}]*)\\s${WORD_START}for${WORD_END}.*$`, 'isu');
/** "like" after a word of the request, and the words after it up to a use or a clause of its own. */
const LIKENESS = new RegExp(
  `(?<=[\\p{L}\\p{N}][^\\p{L}\\p{N}]*)\\s${WORD_START}like${WORD_END}.*?(?=\\s(?:for|with|that|which|who)${WORD_END}|$)`,
  'isu',
);

const { personas } = queryDefaults.filler;
/** The known activities and the people doing them ("skiing", "skier"), lowercased. */
const ACTIVITIES = new Set(
  Object.entries(personas).flatMap(([activity, people]) => [...activity.split(' '), ...people]),
);
/** Words of a use that name nothing ("for the", "for my long"). */
const LEADS = new Set([
  'the',
  'a',
  'an',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'some',
  'long',
  'and',
  'or',
]);

/** Whether the words after "for" name an activity only (see above): "for long runs" no, "for skiing" yes. */
function namesActivity(use: string): boolean {
  if (/\p{N}/u.test(use)) return false;
  const words = (use.toLowerCase().match(/\p{L}+/gu) ?? []).slice(1).filter((word) => !LEADS.has(word));
  return words.length > 0 && words.every((word) => word.endsWith('ing') || ACTIVITIES.has(word));
}

/** The text without its likeness after "like" ("running shoes like nike" → "running shoes"), if it has one. */
const likeness = (text: string): string | undefined =>
  LIKENESS.test(text) ? text.replace(LIKENESS, '').replace(/\s+/g, ' ').trim() : undefined;

/** The text without its use after "for", when that names an activity and asks no rating. */
function withoutActivity(text: string): string | undefined {
  if (useRatings(text).length > 0) return undefined;
  const use = USE.exec(text)?.[0];
  return use === undefined || !namesActivity(use) ? undefined : text.replace(USE, '').trim();
}

/**
 * The query with its likeness and its use after "for" taken out of its text; undefined when it names neither,
 * nothing else, no activity, or a use asking a rating.
 */
export function withoutUse(query: SearchQuery): SearchQuery | undefined {
  const liked = likeness(query.text);
  const text = withoutActivity(liked ?? query.text) ?? liked;
  if (text === undefined || text === '') return undefined;
  return { ...query, text };
}

/**
 * Whether the query's words but its likeness and its use after "for" are all held by some product under its
 * constraints.
 */
export async function onlyUseUnmet(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
): Promise<boolean> {
  const bare = withoutUse(query);
  if (bare === undefined) return false;
  const found = await catalog.search(tenantId, bare, { limit: 1, offset: 0 });
  return found.total > 0 && found.partial !== true && found.headMissing !== true;
}
