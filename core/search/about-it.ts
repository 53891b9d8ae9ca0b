/**
 * A request about the pointed-at or viewed product as a whole: "tell me about it", "more details on the third
 * one" (read as "more details on it"), "what do you think of it?", "I like the second one", "it looks good"
 * (`queryDefaults.aboutIt`). The cue is read only beside a word pointing at the product, so "tell me
 * about tents" stays a search for tents. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const about = queryDefaults.aboutIt;
/** A word pointing at the product: "it", "this one", "the second one" (read as "it" before parsing). */
export const POINTER = `(?:the\\s+)?(?:${alternation(about.pointers)})${WORD_END}`;

/** The cue before a pointer ("tell me about" in "tell me about it"), as a global pattern for the parser. */
export const ABOUT_BEFORE = new RegExp(
  `${WORD_START}(?:${alternation(about.before)})(?=\\s+${POINTER})`,
  'giu',
);
/** The cue after a pointer ("looks good" in "it looks good"). */
export const ABOUT_AFTER = new RegExp(
  `(?<=${WORD_START}${POINTER}\\s+)(?:${alternation(about.after)})${WORD_END}`,
  'giu',
);

/** Does the request ask about the product as a whole ("tell me about it", "what do you think of this?")? */
export function asksAboutWhole(content: string): boolean {
  const text = content.replaceAll('’', "'");
  ABOUT_BEFORE.lastIndex = 0;
  ABOUT_AFTER.lastIndex = 0;
  const found = ABOUT_BEFORE.test(text) || ABOUT_AFTER.test(text);
  ABOUT_BEFORE.lastIndex = 0;
  ABOUT_AFTER.lastIndex = 0;
  return found;
}
