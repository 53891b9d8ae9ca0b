/**
 * A colour said of a part no value of which names a colour (SearchQuery.partsUnstated: "watch with a brown leather
 * strap" where straps are "leather", "nylon"…), said back rather than imposed on the product: "No strap here has its
 * colour stated, so I couldn't narrow to brown ones." Pure.
 */
import type { SearchChatInput } from '../../core/index.ts';
import { joinList } from './english-list.ts';

/** A sentence per part whose colours the shop does not state (none when there is none). */
export function partUnstatedSentences(input: Pick<SearchChatInput, 'query'>): string[] {
  const byNoun = new Map<string, string[]>();
  for (const { said, noun } of input.query.partsUnstated ?? [])
    byNoun.set(noun, [...new Set([...(byNoun.get(noun) ?? []), said])]);
  return [...byNoun].map(
    ([noun, colours]) =>
      `No ${noun} here has its colour stated, so I couldn't narrow to ${joinList(colours, 'or')} ones.`,
  );
}
