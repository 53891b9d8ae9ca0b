/**
 * "and the first one?", "what about the third one?", "same for the last one": a pointer with only a connector
 * beside it (`queryDefaults.askedAgain`, read once the pointer is "it": "and it?") asks again, of that product,
 * what the conversation last asked of another shown one. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END } from './text-tools.ts';

const WORD = `(?:${alternation(queryDefaults.askedAgain)})${WORD_END}`;
const ALONE = new RegExp(`^[\\s,.!?]*(?:${WORD}[\\s,]*)*it${WORD_END}(?:[\\s,]*${WORD})*[\\s,.!?]*$`, 'iu');

/** True when the request, its pointer read as "it" ("and it?"), asks nothing of its own. */
export const asksAgain = (rest: string): boolean => ALONE.test(rest.replaceAll('’', "'"));
