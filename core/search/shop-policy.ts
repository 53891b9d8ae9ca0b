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

/**
 * Words addressing the shop about its policies ("return policy", "your shipping times"), or about the shopper's own
 * order ("i want to return my order", "i need to cancel my order"): beside a policy cue they make a request one even
 * when not asked as a question.
 */
const ADDRESSED =
  /\b(?:polic(?:y|ies)|your|my (?:order|purchase|package|parcel|delivery)|i (?:ordered|bought|purchased))\b/iu;

/** A question's opening word, or its question mark. */
export const QUESTION =
  /^\s*(?:can|could|do|does|did|is|are|will|would|how|what|what's|whats|when|where|which|who|why)\b|\?\s*$/iu;

/**
 * Whether `content` asks about the shop's policies: a policy cue asked as a question or addressing the shop; not
 * asked of the shop, a cue is a product's word ("return air grille", "shipping boxes", "courier bag").
 */
export function asksPolicy(content: string): boolean {
  const plain = content.replaceAll('’', "'");
  return askedShopPolicies(plain).length > 0 && (QUESTION.test(plain) || ADDRESSED.test(plain));
}
