/**
 * A superlative of opinion beside a product (`queryDefaults.rating.best`): "best running shoes", "the best pan"
 * had listed their matches by relevance ("best pan" put a 2.6/5 pan above 4.2 and 4.6 ones), the word dropped as
 * an opinion; the word now leaves the text and the matches are listed best rated first, among those matching the
 * rest fully, as "cheap yoga mat" lists by price. Not before a word of `bestNotBefore` ("best value", "best price"),
 * nor where a title of the shop holds the word ("Best Barns"), which names a product there. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { best, bestNotBefore } = queryDefaults.rating;
/** "best battery headphones": the best of a measure, not of opinion (measure-sort.ts reads it where it can). */
const NOT_BEFORE = [...bestNotBefore, ...Object.keys(queryDefaults.measures.superlativeNouns)];

const BEST_SAID = new RegExp(`${WORD_START}(?:${alternation(best)})${WORD_END}`, 'iu');
const BEST = new RegExp(
  `${WORD_START}(?:the\\s+)?(?:${alternation(best)})${WORD_END}(?!\\s+(?:${alternation(NOT_BEFORE)})${WORD_END})`,
  'giu',
);

/**
 * `words` (the request's words left to match) without their superlatives of opinion, when one asks for the best
 * rated and other words name what; else undefined. `held` says a word is held by a title of the shop.
 */
export function withoutBest(words: string, held: (word: string) => boolean): string | undefined {
  if (!BEST_SAID.test(words)) return undefined;
  let found = false;
  const rest = words.replace(BEST, (match) => {
    if (match.split(/\s+/).some((word) => word.toLowerCase() !== 'the' && held(word))) return match;
    found = true;
    return ' ';
  });
  const kept = rest.replace(/\s+/gu, ' ').trim();
  return found && /\p{L}/u.test(kept) ? kept : undefined;
}
