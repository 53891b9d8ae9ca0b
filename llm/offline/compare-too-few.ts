/** The comparison's message when fewer than two known products are compared: which were found, and what to do. */
import type { CompareMessageInput } from './compare-details.ts';
import { plural } from './english-list.ts';
import { displayName } from './product-attributes.ts';

export function tooFew(input: CompareMessageInput): string[] {
  const requested = new Set(input.request.productIds.map((id) => id.trim())).size;
  const [only] = input.products;
  const asked = requested > 0 ? ` of the ${plural(requested, 'product')} you asked about` : '';
  const found =
    only === undefined
      ? `I couldn't find any${asked}`
      : requested === 1
        ? `you asked about one: ${displayName(only)}`
        : `I found only 1${asked}: ${displayName(only)}`;
  return [
    `To compare I need at least two known products, but ${found}.`,
    only === undefined ? 'Add at least two products to compare.' : 'Add another product to compare it with.',
  ];
}
