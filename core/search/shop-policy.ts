/**
 * "what's the return policy?", "how long does shipping take?", "do you price match?": the shop's policies a
 * request asks about (`queryDefaults.pageContext.shopPolicies`), which no product's data holds. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const TOPICS = Object.entries(queryDefaults.pageContext.shopPolicies).map(
  ([topic, cues]) => [topic, new RegExp(`${WORD_START}(?:${alternation(cues)})${WORD_END}`, 'iu')] as const,
);

/** The policy topics `content` asks about, as the lexicon names them ("returns", "shipping"), in its order. */
export const askedShopPolicies = (content: string): string[] =>
  TOPICS.filter(([, cue]) => cue.test(content.replaceAll('’', "'"))).map(([topic]) => topic);
