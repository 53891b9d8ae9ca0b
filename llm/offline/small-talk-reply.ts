/**
 * The reply to small talk ("hello", "thanks!", "ok", "🙂"): a short friendly answer that invites the shopper to say
 * what they are looking for, then the products listed, by name and price (the popular ones, or those like the
 * viewed one), never "Showing products. I found 442 matches". Pure.
 */
import { describeQuery, type SearchChatInput, type SmallTalkKind } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { formatPrice, priceSpan, productCurrency } from './format-price.ts';
import { displayName } from './product-attributes.ts';

/** What the shopper may say, for every invitation. */
const WHAT_MATTERS = "anything that matters, like a budget, a colour, a size or who it's for";

const REPLIES: Record<SmallTalkKind, string> = {
  greeting: `Hi! Tell me what you're looking for, with ${WHAT_MATTERS}.`,
  thanks: "You're welcome! Tell me whenever you're looking for something.",
  acknowledgement: `Whenever you're ready, tell me what you're looking for, with ${WHAT_MATTERS}.`,
};

/** Products named in the list sentence. */
const LISTED = 3;

/** "Cairnfield Coastal Softshell Jacket ($165)". */
function listed(product: SearchChatInput['products'][number]): string {
  const name = displayName(product);
  const price =
    priceSpan(product) ??
    (product.price === undefined ? undefined : formatPrice(product.price, productCurrency(product)));
  return price === undefined ? name : `${name} (${price})`;
}

/** "Popular right now: A ($165), B ($179.99) and C ($312.50)." or "Here are products like the X: …". */
function listSentence(input: Pick<SearchChatInput, 'query' | 'products'>): string | undefined {
  const names = input.products.slice(0, LISTED).map(listed);
  if (names.length === 0) return undefined;
  const { text, filters, context } = input.query;
  const popular = text.trim() === '' && Object.keys(filters).length === 0 && context === undefined;
  const lead = popular ? 'Popular right now' : `Here are ${describeQuery(input.query)}`;
  return `${lead}: ${joinList(names)}.`;
}

/** The reply's sentences, or undefined when the request was no small talk. */
export function smallTalkSentences(
  input: Pick<SearchChatInput, 'query' | 'products' | 'smallTalk'>,
): string[] | undefined {
  if (input.smallTalk === undefined) return undefined;
  const list = listSentence(input);
  return [REPLIES[input.smallTalk.kind], ...(list === undefined ? [] : [list])];
}
