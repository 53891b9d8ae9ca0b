/**
 * A request pointing past the products the conversation showed (SearchChatInput.pointedPast), said first: "There is
 * no third one: I showed 1 product, here it is again."; a comparison after one product: "Only one product is
 * listed: the Harbor Rain Jacket. Compare it with what?". Pure.
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
