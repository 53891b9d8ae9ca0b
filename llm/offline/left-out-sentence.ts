/**
 * "the rest of them", "not that one": which products of the conversation's list this one leaves out, said before
 * "Showing …": "Leaving out the Quietwave Zen On-Ear Headphones." or "Leaving out the 3 shown first: …".
 */
import type { SearchChatInput } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { displayName, theName } from './product-attributes.ts';

/** The sentence naming the products left out, as the model gets them too (`leftOut`). */
export function leftOutSaid(leftOut: SearchChatInput['leftOut']): string | undefined {
  if (leftOut === undefined || leftOut.length === 0) return undefined;
  const names = leftOut.map((product) => displayName(product));
  const [only] = names;
  if (names.length === 1 && only !== undefined) return `Leaving out ${theName(only)}.`;
  return `Leaving out the ${names.length} shown first: ${joinList(names)}.`;
}
