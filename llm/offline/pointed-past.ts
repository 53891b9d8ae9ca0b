/**
 * A request pointing past the products the conversation showed (SearchChatInput.pointedPast), said first: "There is
 * no third one: I showed 1 product, here it is again."; a comparison after one product: "Only one product is
 * listed: the Harbor Rain Jacket. Compare it with what?". A question pointing into the conversation's list while
 * products like another were shown last (`pointedBack`): which list. Pure.
 */
import type { Product, SearchChatInput } from '../../core/index.ts';
import { plural } from './english-list.ts';
import { displayName, theName } from './product-attributes.ts';

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];

/**
 * "There is no third one: I showed 1 product, here it is again."; a comparison after one product: "Only one product
 * is listed: the Harbor Rain Jacket. Compare it with what?"
 */
export function pointedPastSentence(
  { position, shown, compare }: NonNullable<SearchChatInput['pointedPast']>,
  products: readonly Product[],
): string {
  const only = products[0];
  if (compare === true && shown === 1 && only !== undefined)
    return `Only one product is listed: ${theName(displayName(only))}. Compare it with what?`;
  const which = ORDINAL_WORDS[position - 1] ?? `number ${position}`;
  const these = shown === 1 ? 'here it is again' : 'here they are again';
  return `There is no ${which} one: I showed ${plural(shown, 'product')}, ${these}.`;
}

/**
 * "The first one of the running shoes I listed earlier is the Men's Horizon Running Shoe.": which product "the
 * first one" is, when the products shown last were those like one pointed at (`pointedBack`); `name` as the answer
 * after it says it ("the Men's Horizon Running Shoe").
 */
export function pointedBackSentence(
  { position, list }: NonNullable<SearchChatInput['pointedBack']>,
  name: string,
): string {
  const which = position === 0 ? 'last' : (ORDINAL_WORDS[position - 1] ?? `number ${position}`);
  return `The ${which} one of the ${list} I listed earlier is ${name}.`;
}
