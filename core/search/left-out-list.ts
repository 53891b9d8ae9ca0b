/**
 * A request for the shown list without some of its products, nothing else asked (`queryDefaults.leftOutOfList`,
 * after `followUpOpeners`' "ok", "show me"…): "the rest of them", "the others", "the remaining ones" (`rest`), or
 * "not that one" (`notThat`), or "the other one" (`other`). Pure; which products go is the conversation's (left-out-turn.ts).
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END } from './text-tools.ts';

export type LeftOutAsk = 'rest' | 'notThat' | 'other';

const { rest, notThat, other } = queryDefaults.leftOutOfList;
const OPENER = `(?:(?:${alternation(queryDefaults.followUpOpeners)})${WORD_END}[\\s,]*)*`;
const TAIL = `(?:[\\s,]*please)?[\\s,.!?]*$`;
const whole = (phrases: readonly string[]) =>
  new RegExp(`^[\\s,]*${OPENER}(?:${alternation(phrases)})${WORD_END}${TAIL}`, 'iu');
const REST = whole(rest);
const NOT_THAT = whole(notThat);
const OTHER = whole(other);

/** What `content` asks to leave out of the list, or undefined when it asks anything else. */
export function readLeftOut(content: string): LeftOutAsk | undefined {
  const said = content.replaceAll('’', "'");
  if (REST.test(said)) return 'rest';
  if (NOT_THAT.test(said)) return 'notThat';
  if (OTHER.test(said)) return 'other';
  return undefined;
}
