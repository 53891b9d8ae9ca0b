/**
 * "the rest of them", "not that one": which products of the conversation's list this one leaves out, said before
 * "Showing …": "Leaving out the Quietwave Zen On-Ear Headphones.", "Leaving out the 2 shown first: … and …", or, three
 * or more being too long a sentence to name, "Leaving out the 3 shown first." (the model still gets their titles).
 */
import type { SearchChatInput } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { displayName, theName } from './product-attributes.ts';

/** From this many left out, the sentence counts them without naming them. */
const COUNTED_FROM = 3;

/** The sentence saying the products left out, as the model gets it too (`leftOut`). */
export function leftOutSaid(leftOut: SearchChatInput['leftOut']): string | undefined {
  if (leftOut === undefined || leftOut.length === 0) return undefined;
  const names = leftOut.map((product) => displayName(product));
  const [only] = names;
  if (names.length === 1 && only !== undefined) return `Leaving out ${theName(only)}.`;
  if (names.length >= COUNTED_FROM) return `Leaving out the ${names.length} shown first.`;
  return `Leaving out the ${names.length} shown first: ${joinList(names)}.`;
}
