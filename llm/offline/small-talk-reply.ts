/**
 * The reply to small talk ("hello", "thanks!", "ok", "🙂"): a short friendly answer that invites the shopper to say
 * what they are looking for (to "what can you do?", what they may ask; to "what do you sell?", the shop's
 * departments), then the products listed, by name and price (the popular ones, or those like the viewed one), never
 * "Showing products. I found 442 matches". Pure.
 */
import { describeQuery, type SearchChatInput, type SmallTalk } from '../../core/index.ts';
import { capitalise, joinList } from './english-list.ts';
import { formatPrice, priceSpan, productCurrency } from './format-price.ts';
import { joinedLength, MAX_MESSAGE_LENGTH } from './message-length.ts';
import { displayName } from './product-attributes.ts';

/** What the shopper may say, for every invitation. */
const WHAT_MATTERS = "anything that matters, like a budget, a colour, a size or who it's for";

/** "I can find products for you: …", a price in the shop's currency. */
const HELP = (currency: string): string =>
  `I can find products for you: tell me what you're looking for, with a budget, a colour, a size or who it's for ` +
  `("under ${formatPrice(50, currency)}", "in blue", "for my dad"). I can also compare the products I show ` +
  `("compare the first two") and answer questions on a product's page ("is it waterproof?").`;

/** "We have clothing (jackets, sweaters, t-shirts), shoes (hiking, running, sneakers) and more." */
function departmentsSentence({ departments = [], moreDepartments }: SmallTalk): string[] {
  const named = departments.map(({ name, kinds }) =>
    kinds.length > 0 ? `${name} (${kinds.join(', ')})` : name,
  );
  if (named.length === 0) return [];
  return [`We have ${moreDepartments === true ? `${named.join(', ')} and more` : joinList(named)}.`];
}

function reply(talk: SmallTalk, currency: string): string[] {
  const invite = `tell me what you're looking for, with ${WHAT_MATTERS}.`;
  switch (talk.kind) {
    case 'offer':
      return [...departmentsSentence(talk), capitalise(invite)];
    case 'help':
      return [HELP(currency)];
    case 'greeting':
      return [`Hi! ${capitalise(invite)}`];
    case 'thanks':
      return ["You're welcome! Tell me whenever you're looking for something."];
    case 'acknowledgement':
      return [`Whenever you're ready, ${invite}`];
  }
}

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
function listSentence(input: Pick<SearchChatInput, 'query' | 'products'>, count: number): string | undefined {
  const names = input.products.slice(0, count).map(listed);
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
  const answer = reply(input.smallTalk, productCurrency(input.products[0]));
  // As many products as fit the message.
  for (let count = LISTED; count > 0; count -= 1) {
    const list = listSentence(input, count);
    if (list !== undefined && joinedLength([...answer, list]) <= MAX_MESSAGE_LENGTH) return [...answer, list];
  }
  return answer;
}
