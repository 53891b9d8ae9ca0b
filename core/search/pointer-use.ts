/**
 * A word pointing back and a use or purpose after it ("one i can take hiking", "any i can use for school?",
 * "something for travel"), in a conversation: the use is of the last search's kind, not a search of its own. After
 * "backpacks" they had searched "one for hiking" (hiking boots and sandals), "school" (kids' headphones) and
 * "travel" (jackets, sneakers); they narrow the backpacks to that use. A comparative points back as well ("thicker
 * for travel", "something thicker for travel" after "yoga mats": the mats, thickest first, for travel, where it had
 * searched "thicker travel"), when the request's readers took it (measure-sort.ts); so does a feature said plainly
 * after a pointer ("something lightweight for hiking": the backpacks, lightweight, for hiking). A person after "for" ("something
 * for my dad") or a kind of its own ("something for the kitchen", a category) is no use of the list's kind. A use
 * alone opening the request points back too ("ok and for travel?" after "yoga mat": it had searched "travel", travel
 * backpacks first), unless it names a kind ("for a backpack": use-or-kind.ts) or counts ("for two"). Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import { holdsCount } from './count-follow-up.ts';
import type { Draft } from './draft.ts';
import { FEATURE_COMPARATIVES, MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, escapeRegExp, WORD_END, WORD_START } from './text-tools.ts';
import { namesOwnKind } from './use-or-kind.ts';

const { followUpOpeners, followUpPointers, followUpUseLeads, followUpChoices } = queryDefaults;

/** "thicker", "a bit thicker", "a thicker": a comparative of a measure or a feature, maybe of a degree. */
const COMPARATIVE =
  `(?:(?:${alternation(queryDefaults.measures.comparativeDegrees)})\\s+)?(?:(?:a|an|some)\\s+)?` +
  `(?<comparative>${alternation([...MEASURE_COMPARATIVES.keys(), ...FEATURE_COMPARATIVES.keys()])})`;

/** "lightweight", "waterproof", "ultralight": a built-in feature, by its own name or another spelling, said plainly. */
const FEATURE = `(?<feature>${alternation(Object.entries(queryDefaults.features).flat(2))})`;

const POINTER_USE = new RegExp(
  `^(?:(?:${alternation(followUpOpeners)})[\\s,]+)*` +
    `(?<pointer>(?:${alternation(followUpPointers)}|${alternation(followUpChoices)})\\s+)?` +
    `(?:(?:${COMPARATIVE}|${FEATURE})\\s+)?(?<then>(?:${alternation(followUpPointers)})\\s+)?` +
    `(?<lead>${alternation(followUpUseLeads)})${WORD_END}`,
  'iu',
);

/**
 * A pointer and a comparative of any word, ending the request: "something more formal", "one a bit more casual",
 * "something dressier?" after "watch": a degree of the list's kind, not a search of its own (it had searched "more
 * formal" over the whole shop).
 */
const POINTER_DEGREE = new RegExp(
  `^(?:(?:${alternation(followUpOpeners)})[\\s,]+)*(?:${alternation(followUpPointers)})\\s+` +
    `(?:(?:${alternation(queryDefaults.measures.comparativeDegrees)})\\s+)?` +
    `(?:more\\s+\\p{L}{3,}|\\p{L}{3,}(?:ier|er))(?:\\s+(?:please|then|instead))?\\s*[?.!]*\\s*$`,
  'iu',
);

/** A degree before "more" ("a bit more casual"): no word of the kind's, taken out before the request is read. */
const DEGREE_BEFORE_MORE = new RegExp(
  `${WORD_START}(?:${alternation(queryDefaults.measures.comparativeDegrees)})\\s+(?=more${WORD_END})`,
  'giu',
);

/** `input` without a degree before "more" ("one a bit more casual" → "one more casual"). */
export const withoutDegree = (input: string): string => input.replace(DEGREE_BEFORE_MORE, '');

/** True when `input` asks a degree of the list's kind (POINTER_DEGREE), naming no kind of its own. */
export const pointsWithDegree = (
  input: string,
  own: SearchQuery,
  isKind: (word: string) => boolean,
): boolean =>
  POINTER_DEGREE.test(input.trim()) &&
  own.recipient === undefined &&
  own.filters.categories === undefined &&
  !own.text.split(/\s+/u).some(isKind);

/** True when the request's readers took `said` out of its words (an order or a feature: measure-sort.ts). */
const taken = (said: string, own: SearchQuery): boolean =>
  !new RegExp(`${WORD_START}${escapeRegExp(said)}${WORD_END}`, 'iu').test(own.text);

/**
 * True when `input` opens with a pointer or a comparative its readers took, and a use (see above) that `draft`'s
 * readers read as one: "for" and its place, or a clause of use (use-clauses.ts) naming none of a person or a
 * category.
 */
export function pointsWithUse(
  input: string,
  draft: Draft,
  own: SearchQuery,
  categories?: CategoryLexicon,
): boolean {
  const groups = POINTER_USE.exec(input.trim())?.groups;
  const lead = groups?.['lead']?.toLowerCase();
  if (groups === undefined || lead === undefined) return false;
  const comparative = groups['comparative'];
  // "and for travel?", "what about for hiking?": a use alone opening the request is the list's too; not a kind of
  // its own ("for a backpack", "for the kitchen": use-or-kind.ts), nor a count or a stretch of time ("for two", "for
  // a weekend": count-follow-up.ts keeps them as the list's words).
  const bare =
    categories !== undefined &&
    lead === 'for' &&
    comparative === undefined &&
    groups['feature'] === undefined &&
    !holdsCount(input) &&
    !namesOwnKind(input, categories);
  const points = groups['pointer'] !== undefined || groups['then'] !== undefined || bare;
  if (!points && (comparative === undefined || !taken(comparative, own))) return false;
  // A feature said plainly ("something lightweight for hiking") points back only after a pointer.
  const feature = groups['feature'];
  if (feature !== undefined && !points) return false;
  if (lead !== 'for' && draft.usedFor !== true) return false;
  return own.recipient === undefined && own.filters.categories === undefined && own.text.trim() !== '';
}
