/**
 * A request to go back to an earlier list of the conversation (`queryDefaults.backToList`): "go back to the first
 * list", "show me the original results again" (the conversation's first), "back to the previous ones", "go back"
 * (the one before the last). It had been searched ("Showing go back to the first list.", daypacks and a soundbar).
 * The whole request must be one. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END } from './text-tools.ts';

const { backToList, followUpOpeners } = queryDefaults;

const OPENERS = `(?:(?:${alternation([...followUpOpeners, 'no', 'please', 'actually'])})[\\s,]+)*`;
const END = `(?:\\s+again)?(?:[\\s,]+please)?[\\s.!?]*$`;
const LIST = new RegExp(
  `^\\s*${OPENERS}(?:(?:${alternation(backToList.verbs)})\\s+)?(?:the\\s+|my\\s+)?` +
    `(?:(?<first>${alternation(backToList.first)})|(?:${alternation(backToList.previous)}))\\s+` +
    `(?:${alternation(backToList.nouns)})${WORD_END}${END}`,
  'iu',
);
const ALONE = new RegExp(`^\\s*${OPENERS}(?:${alternation(backToList.alone)})${WORD_END}${END}`, 'iu');

/**
 * "back to the jackets", "go back to the rain jackets": going back to a list named by its words (not the list
 * nouns above); the request's verb must say "back" (or "return to"). Read after the lists above.
 */
const NAMED = new RegExp(
  `^\\s*${OPENERS}(?:${alternation(backToList.verbs.filter((verb) => /\b(?:back|return)\b/u.test(verb)))})\\s+` +
    `(?:(?:the|those|these|my)\\s+)?(?<named>\\p{L}[\\p{L}\\s'’-]*?)${END}`,
  'iu',
);

/** The words naming the earlier list a request goes back to ("jackets" of "back to the jackets"), if any. */
export const readBackNamed = (content: string): string | undefined =>
  LIST.test(content) || ALONE.test(content) ? undefined : NAMED.exec(content)?.groups?.['named'];

/** Which earlier list the request goes back to: the conversation's `first`, or the one `before` the last. */
export function readBackRequest(content: string): 'first' | 'before' | undefined {
  const list = LIST.exec(content);
  if (list !== null) return list.groups?.['first'] === undefined ? 'before' : 'first';
  return ALONE.test(content) ? 'before' : undefined;
}
