/**
 * "what's the difference between the sizes?" asked of the viewed product (`asksSizeDifference`): its sizes, each with
 * its price where the price depends on the size, or the one price they share, and any sold out; what else may
 * differ its data doesn't say ("The Organic Cotton Duvet Cover in Cream you're viewing comes in sizes Twin ($217.99)
 * or Full/Queen ($245.99); its data lists nothing else that differs between them."). Pure.
 */
import { asksSizeDifference } from '../../core/index.ts';
import { askedSizePrice } from './asked-size-price.ts';
import { capitalise, joinList } from './english-list.ts';
import { describePrice } from './format-price.ts';
import { pluralName, truncate } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { sizeOptions } from './viewed-option.ts';
import { viewedSubject } from './viewed-subject.ts';

/** The answer about the viewed product, or undefined when its sizes' difference is not asked. */
export function sizeDifferenceAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  if (subject === undefined || product === undefined || !asksSizeDifference(input.request.content))
    return undefined;
  const plural = pluralName(truncate(product.title, 50));
  const comes = plural ? 'come' : 'comes';
  const name = capitalise(subject.name);
  const sizes = sizeOptions(product);
  if (sizes.length === 0)
    return `${name} ${comes} in one size only; ${plural ? 'they list' : 'it lists'} no sizes.`;
  if (sizes.length === 1) return `${name} ${comes} only in size ${sizes[0]!.name}.`;
  const priced = sizes.map((size) => askedSizePrice(product, [size.name])?.price);
  const byPrice = priced.every((price) => price !== undefined);
  const said = sizes.map((size, at) => {
    const notes = [...(byPrice ? [priced[at]!] : []), ...(size.inStock ? [] : ['out of stock right now'])];
    return notes.length === 0 ? size.name : `${size.name} (${notes.join(', ')})`;
  });
  const price = describePrice(product);
  const shared = byPrice || price === undefined ? '' : `, all at ${price}`;
  return `${name} ${comes} in sizes ${joinList(said, 'or')}${shared}; its data lists nothing else that differs between them.`;
}
