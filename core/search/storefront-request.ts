/**
 * "ok add the cheaper one to my cart", "buy the first one", "order it", "checkout": a cart or checkout request,
 * the storefront's job (`queryDefaults.storefront`). Read only as a whole request, so "buy hiking boots" and
 * "check out the first one" stay what they were; what it points at is read as the conversation's pointers are
 * (ordinals: ordinal-reference.ts; "it", "that one": `focusPointers`). Pure.
 */
import { readOrdinal } from './ordinal-reference.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END } from './text-tools.ts';

const { storefront, focusPointers } = queryDefaults;

/** What a cart or checkout request points at among the products the conversation showed or compared. */
export type StorefrontPointer =
  { position: number } | { price: 'low' | 'high' } | { it: true } | { all: true };

export interface StorefrontRequest {
  action: 'cart' | 'checkout';
  /** Absent: no product ("checkout", "add hiking boots to my cart"). */
  pointer?: StorefrontPointer;
}

const opening = (phrases: readonly string[]) => `^(?:(?:${alternation(phrases)})${WORD_END}[\\s,]*)*`;
const OPENERS = opening(storefront.openers);
/** "can I buy it?" asks whether it can be bought (its stock), not to buy it. */
const BUY_OPENERS = opening(storefront.openers.filter((opener) => !storefront.asking.includes(opener)));
const ENDS = `(?:[\\s,]+(?:${alternation(storefront.ends)})${WORD_END})*[\\s.!?…]*$`;
const CART = new RegExp(
  `${OPENERS}(?:${alternation(storefront.cartVerbs)})\\s+(?:(?<object>.+?)\\s+)?(?:to|in|into|in\\s+to)\\s+` +
    `(?:${alternation(storefront.cartPlaces)})${ENDS}`,
  'iu',
);
const BUY = new RegExp(
  `${BUY_OPENERS}(?:${alternation(storefront.buyVerbs)})\\s+(?<object>.+?)${ENDS}`,
  'iu',
);
const CHECKOUT = new RegExp(`${OPENERS}(?:${alternation(storefront.checkout)})${ENDS}`, 'iu');

const whole = (phrases: readonly string[]) =>
  new RegExp(`^(?:the\\s+)?(?:${alternation(phrases)})(?:\\s+(?:one|ones|pair))?$`, 'iu');
const CHEAPER = whole(storefront.cheaper);
const PRICIER = whole(storefront.pricier);
const ALL = whole(storefront.all);
const IT = whole([...focusPointers, 'the one']);

/** What `object` points at, or undefined when it names no shown product ("hiking boots"). */
function pointerOf(object: string): StorefrontPointer | undefined {
  const text = object.trim();
  const ordinal = readOrdinal(text);
  if (ordinal !== undefined && /^it$/iu.test(ordinal.rest)) return { position: ordinal.position };
  if (CHEAPER.test(text)) return { price: 'low' };
  if (PRICIER.test(text)) return { price: 'high' };
  if (ALL.test(text)) return { all: true };
  if (IT.test(text)) return { it: true };
  return undefined;
}

/** The cart or checkout request `content` is, or undefined when it is none. */
export function readStorefrontRequest(content: string): StorefrontRequest | undefined {
  const text = content.replaceAll('’', "'").trim();
  const cart = CART.exec(text);
  if (cart !== null) {
    const object = cart.groups?.['object'];
    const pointer = object === undefined ? { it: true as const } : pointerOf(object);
    return { action: 'cart', ...(pointer !== undefined && { pointer }) };
  }
  const buy = BUY.exec(text);
  const pointer = buy === null ? undefined : pointerOf(buy.groups?.['object'] ?? '');
  if (pointer !== undefined) return { action: 'cart', pointer };
  return CHECKOUT.test(text) ? { action: 'checkout' } : undefined;
}
