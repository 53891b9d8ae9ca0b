/**
 * The answer to a cart or checkout request (SearchChatInput.storefront: "add the cheaper one to my cart", "buy the
 * first one", "checkout"): the storefront does it, so the message says where, naming the products pointed at with
 * their prices: "You can add the Pulse Headphones ($105) to your cart from its product page, then check out from
 * the shop's cart; I can't add to the cart or place orders for you." Pure.
 */
import type { Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { formatPrice, priceSpan, productCurrency } from './format-price.ts';

const CANNOT = "I can't add to the cart or place orders for you.";

/** "the Pulse Headphones ($105)", "the Ridge Boot ($90, out of stock)". */
function named(product: Product): string {
  const price =
    priceSpan(product) ??
    (product.price === undefined ? undefined : formatPrice(product.price, productCurrency(product)));
  const notes = [price, product.available === false ? 'out of stock' : undefined].filter(
    (note): note is string => note !== undefined,
  );
  return `the ${product.title}${notes.length === 0 ? '' : ` (${notes.join(', ')})`}`;
}

export function storefrontSentence(action: 'cart' | 'checkout', products: readonly Product[]): string {
  if (products.length === 0)
    return action === 'checkout'
      ? `You can check out from the shop's cart; ${CANNOT}`
      : `You can add a product to your cart from its product page, then check out from the shop's cart; ${CANNOT}`;
  const pages = products.length === 1 ? 'its product page' : 'their product pages';
  return `You can add ${joinList(products.map(named))} to your cart from ${pages}, then check out from the shop's cart; ${CANNOT}`;
}
