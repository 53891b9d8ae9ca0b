/**
 * Who a request is for, named by what they do: "a gift for a runner" searches "runner running", "for my dad who
 * is a golfer" "golfer golf". Only after "for", "who is" or an article, and only where the phrase ends, so
 * "table runner" and "rug runner for a hallway" stay as they are. Run before the gift framing, which then
 * removes "gift for".
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { personas } = queryDefaults.filler;

const ACTIVITY = new Map<string, string>(
  Object.entries(personas).flatMap(([activity, names]) =>
    names.map((name) => [termKey(name), activity] as const),
  ),
);
const DETERMINER = '(?:a|an|my|our|his|her|their|the)\\s+';
const PERSONA = new RegExp(
  `${WORD_START}(?:(?<for>for|who\\s+is|who's|who\\s+are)\\s+(?:${DETERMINER})?|${DETERMINER})` +
    `(?<who>${alternation(Object.values(personas).flat())})${WORD_END}` +
    '(?=\\s*(?:$|[,;.!?]|(?:who|that|under|over|below|above|between|around|with|and|or)(?![\\p{L}\\p{N}])))',
  'giu',
);

export function readPersonas(draft: Draft): void {
  draft.rest = draft.rest.replace(PERSONA, (...args: unknown[]) => {
    const groups = args.at(-1) as { for?: string; who: string };
    const activity = ACTIVITY.get(termKey(groups.who));
    if (activity === undefined) return String(args[0]);
    const lead = groups.for !== undefined && /^for$/i.test(groups.for) ? 'for ' : '';
    return `${lead}${groups.who} ${activity}`;
  });
}
