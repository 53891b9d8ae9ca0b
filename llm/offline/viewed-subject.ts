/**
 * The product a question is about: the one the shopper is viewing (`chatMetadata.productId`), or the one "the
 * second one" pointed at in the conversation (the chat input's `viewed`), with its name as the chat says it ("the
 * Coastal Rain Jacket you're viewing", "the Coastal Rain Jacket").
 */
import { askedLargerOption, type Product } from '../../core/index.ts';
import { truncate } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';

export interface ViewedSubject {
  id: string;
  /** Its data, when the request carried it or the results show it. */
  product?: Product;
  name: string;
}

export function viewedSubject(input: SearchMessageInput): ViewedSubject | undefined {
  const context = input.query.context;
  // "does it come in a bigger size?" of a one-size product lists those like it past its size (relation similar).
  const stepped = context?.relation === 'similar' && askedLargerOption(input.request.content) !== undefined;
  if ((context?.relation !== 'refine' && !stepped) || !context?.fromPage || context.productId === undefined)
    return undefined;
  const id = context.productId;
  // On a product page too, "the second one" is the product pointed at, not the page's.
  const pageId = input.request.chatMetadata?.productId;
  const pointed = pageId !== id && input.viewed?.id === id;
  if (pageId !== id && !pointed) return undefined;
  const product = input.viewed?.id === id ? input.viewed : input.products.find((shown) => shown.id === id);
  const name = `the ${truncate(context.title, 50)}${pointed ? '' : " you're viewing"}`;
  return { id, ...(product !== undefined && { product }), name };
}
