/**
 * "i don't like the colour", "not a fan of the color", "hate the colour" on a product's page: products like it in
 * other colours, read as "similar to this, not in sand" (it had searched "without the" and listed the viewed one),
 * or, when it comes in other colours itself, as "other colours" (its own colours said). Pure.
 */
import { coloursIn } from './product-colours.ts';
import type { Product } from '../schemas/product.ts';

/** Dislike said of a colour pointed at: "i don't like the colour", "not a fan of its color", "hate that colour". */
const DISLIKED =
  /^\s*(?:(?:i|we)\s+)?(?:(?:really\s+)?(?:don't|do not|dont)\s+(?:really\s+)?(?:like|love)|hate|dislike|(?:am|'m)?\s*not\s+(?:a\s+fan\s+of|keen\s+on|sure\s+about))\s+(?:the|its|this|that|it's)\s+colou?r\b[\s.!?,]*$/iu;

/** The request `content` stands for on the page of `product`, when it dislikes the product's colour. */
export function dislikedColour(content: string, product: Product): string | undefined {
  if (!DISLIKED.test(content.replaceAll('’', "'"))) return undefined;
  const own = [
    ...new Set([
      ...coloursIn(product.attributes),
      ...(product.variants ?? []).flatMap((variant) => coloursIn(variant.attributes)),
    ]),
  ];
  if (own.length === 0) return 'something similar to this';
  if (own.length > 1) return 'other colours';
  return `something similar to this, not in ${own[0]}`;
}
