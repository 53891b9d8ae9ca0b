/**
 * Reads sort intents ("cheapest" → price_asc, "most expensive" → price_desc, "top rated" → rating,
 * "newest" → newest) and "cheap"-style words, which ask for low prices without naming one ("expensive" ones for
 * high prices).
 */
import type { Draft } from './draft.ts';
import type { SortOrder } from './search-query.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, termKey, WORD_END, WORD_START } from './text-tools.ts';

type ExplicitOrder = keyof typeof queryDefaults.sort;

const ORDER_BY_CUE = new Map<string, SortOrder>(
  (Object.keys(queryDefaults.sort) as ExplicitOrder[]).flatMap((order) =>
    queryDefaults.sort[order].map((cue) => [termKey(cue), order] as const),
  ),
);
/** "first" after a cue, with a noun between or not: "cheapest first", "newest ones first" (a regex source). */
const FIRST = `(?:\\s+(?:(?:${alternation(queryDefaults.sortFirstNouns)})\\s+)?first)?`;
const SORT_CUES = new RegExp(
  `${WORD_START}(?:(?:sort(?:ed)?\\s+)?(?:by\\s+)?(?:the\\s+)?)?(?<cue>${alternation(
    Object.values(queryDefaults.sort).flat(),
  )})${FIRST}${WORD_END}`,
  'giu',
);
/** A degree before the word goes with it: "slightly cheaper", "a bit more expensive". */
const DEGREE = `(?:(?:${alternation(queryDefaults.price.degrees)})\\s+)?`;
const CHEAP = new RegExp(
  `${WORD_START}${DEGREE}(?:${alternation(queryDefaults.price.cheap)})${FIRST}${WORD_END}`,
  'giu',
);
/** Words after "than" that point back rather than name something ("cheaper than that", "than mine"). */
const POINTING = 'this|that|these|those|it|them|the\\s+ones?|ones?|mine|yours|ours|what|usual|before|last';
/**
 * A price comparative before a name: "running shoes cheaper than nike", "headphones more expensive than the
 * Quietwave ones". An amount after it is a price bound, read before ("cheaper than 50").
 */
const THAN_NAME = `\\s+than(?=\\s+(?!(?:${POINTING})${WORD_END})\\p{L})`;
/**
 * The words each pattern turns on, which most requests lack: tested first, in the patterns' flags (a word may only
 * open a word there too), so the larger patterns run only where they may match.
 */
const wordSaid = (words: string[]) => new RegExp(`${WORD_START}(?:${alternation(words)})`, 'iu');
const SORT_SAID = wordSaid(Object.values(queryDefaults.sort).flat());
const CHEAP_SAID = wordSaid(queryDefaults.price.cheap);
const DEAR_SAID = wordSaid(queryDefaults.price.dear);
const THAN = /than/iu;
const CHEAPER_THAN = new RegExp(
  `${WORD_START}${DEGREE}(?:${alternation(queryDefaults.price.cheap)})${THAN_NAME}`,
  'giu',
);
/** Not after a negation: "not more expensive than nike" is left to the cheap and dear words. */
const DEARER_THAN = new RegExp(
  `(?<!(?:not|nothing|never|isn't|aren't|no)\\s+(?:more\\s+)?)${WORD_START}${DEGREE}` +
    `(?:${alternation(queryDefaults.price.dear)})${THAN_NAME}`,
  'giu',
);

/** Not after a negation or a degree: "not too pricey" asks for the opposite (and is a cheap phrase). */
const DEAR = new RegExp(
  `(?<!(?:not|nothing|never|isn't|aren't|no)\\s+(?:(?:too|very|so|overly|that|super)\\s+)?)` +
    `${WORD_START}${DEGREE}(?:${alternation(queryDefaults.price.dear)})${FIRST}${WORD_END}`,
  'giu',
);

/**
 * "new" left alone once the framing is read ("what's new?", "anything new this week?"), or opening "new in …"
 * ("what's new in headphones?"): the newest first, where "new" had been searched as a word ("Showing new.", the
 * six products whose descriptions say "new").
 */
const LONE_NEW = /^[\s;,.!?]*new(?:[\s;,.!?]*$|\s+in\s+(?:the\s+)?(?=\p{L}))/iu;

/**
 * The name after a price comparative is what the product is like, not what it is: "running shoes cheaper than
 * nike" searches "running shoes like nike", whose head is "shoes" (use-aside.ts). Opening the request, the name
 * is all there is to search: "cheaper than apple watch" searches "apple watch".
 */
const likeName = (rest: string, match: RegExpExecArray): string | true =>
  /\p{L}/u.test(rest.slice(0, match.index)) ? ' like ' : true;

/**
 * The first explicit sort cue wins; every cue is removed from the text. Sets `cheap` for "cheap" words and
 * `dear` for "expensive" ones.
 */
export function readSort(draft: Draft): void {
  if (SORT_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, SORT_CUES, (match) => {
      const order = ORDER_BY_CUE.get(termKey(match.groups?.['cue'] ?? ''));
      if (order === undefined) return false;
      draft.sort ??= order;
      return true;
    });
  if (draft.sort === undefined && LONE_NEW.test(draft.rest)) {
    draft.sort = 'newest';
    draft.rest = draft.rest.replace(LONE_NEW, ' ');
  }
  // Both comparatives need "than": most requests lack it, and skip their patterns.
  if (THAN.test(draft.rest)) {
    draft.rest = consume(draft.rest, CHEAPER_THAN, (match) => {
      draft.cheap = true;
      return likeName(draft.rest, match);
    });
    draft.rest = consume(draft.rest, DEARER_THAN, (match) => {
      draft.dear = true;
      return likeName(draft.rest, match);
    });
  }
  if (CHEAP_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, CHEAP, () => {
      draft.cheap = true;
    });
  // After the cheap words, which hold "not too expensive".
  if (DEAR_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, DEAR, () => {
      draft.dear = true;
    });
}
