/**
 * "what's the return policy?", "how long does shipping take?", "can I track my order?" asked on a product's page,
 * or with no page (SearchChatInput.shopPolicies): returns, shipping, order tracking and price matching are the
 * shop's policies, which no product's data holds. The chat says so and points to the shop's own policy pages,
 * rather than that nothing about the product mentions the question's words. Pure.
 */
import { askedShopPolicies } from '../../core/index.ts';
import { capitalise, joinList } from './english-list.ts';
import type { SearchMessageInput } from './search-message.ts';
import { viewedSubject } from './viewed-subject.ts';

/**
 * "Returns are a matter of the shop's policy, not a product detail: the data I have on the Alpine Fleece Jacket
 * you're viewing doesn't cover them, so please see the shop's own policy pages." (`covered`: what the data is on).
 */
export function policySentence(topics: readonly string[], covered: string): string | undefined {
  const [first] = topics;
  if (first === undefined) return undefined;
  // "Returns are…", "Shipping is…".
  const many = topics.length > 1 || first.endsWith('s');
  const them = many ? 'them' : 'it';
  return (
    `${capitalise(joinList([...topics]))} ${many ? 'are' : 'is'} a matter of the shop's policy, not a product detail: ` +
    `the data I have on ${covered} doesn't cover ${them}, ` +
    "so please see the shop's own policy pages."
  );
}

/** The answer about the viewed product, or undefined when no policy is asked. */
export function policyAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  if (subject === undefined) return undefined;
  return policySentence(askedShopPolicies(input.request.content), subject.name);
}

/** Asked with no page (SearchChatInput.shopPolicies): the data is on the shop's products. */
export const shopPolicyAnswer = (input: SearchMessageInput): string | undefined =>
  input.shopPolicies === undefined ? undefined : policySentence(input.shopPolicies, "the shop's products");
