/**
 * "show me more", "next page", "what else?": a request, in a conversation, for the next page of the last search
 * (`queryDefaults.moreRequests`, after polite words such as "ok", "please", "can you": `moreFiller`). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation } from './text-tools.ts';

const FILLER = `(?:(?:${alternation(queryDefaults.moreFiller)})[\\s,]+)*`;
const MORE = new RegExp(
  `^\\s*${FILLER}(?:${alternation(queryDefaults.moreRequests)})(?:[\\s,]+(?:${alternation(queryDefaults.moreFiller)}))*[\\s.!?…]*$`,
  'iu',
);

/** True when `content` asks only for more of what was shown. */
export const isMoreRequest = (content: string): boolean => MORE.test(content.replaceAll('’', "'"));
