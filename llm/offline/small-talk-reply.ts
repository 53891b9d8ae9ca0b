/**
 * The reply to small talk ("hello", "thanks!", "ok", "🙂"): a short friendly answer that invites the shopper to say
 * what they are looking for (to "what can you do?", what they may ask; to "what do you sell?", the shop's
 * departments), then the products listed, by name and price (the popular ones, or those like the viewed one), never
 * "Showing products. I found 442 matches". In a conversation the list is its last search's, shown again: "You're
 * welcome! These are still the tents under $200. Tell me how to narrow them down…". A goodbye or declining only
 * closes, naming no product ("Bye for now! …", "No problem! …"); "no" in a conversation says its list is still there.
 * Pure.
 */
import type { SearchChatInput, SearchQuery, ShopDepartments, SmallTalk } from '../../core/index.ts';
import { capitalise, joinList } from './english-list.ts';
import { formatPrice, priceSpan, productCurrency } from './format-price.ts';
import { joinedLength, MAX_MESSAGE_LENGTH } from './message-length.ts';
import { displayName, theName } from './product-attributes.ts';

/** What the shopper may say, for every invitation. */
const WHAT_MATTERS = "anything that matters, like a budget, a colour, a size or who it's for";

/** "I can find products for you: …", a price in the shop's currency. */
const HELP = (currency: string): string =>
  `I can find products for you: tell me what you're looking for, with a budget, a colour, a size or who it's for ` +
  `("under ${formatPrice(50, currency)}", "in blue", "for my dad"). I can also compare the products I show ` +
  `("compare the first two") and answer questions on a product's page ("is it waterproof?").`;

type Departments = Partial<ShopDepartments>;

/** The departments as the reply names them: "clothing (jackets, sweaters, t-shirts)". */
export const departmentsSaid = ({ departments = [] }: Departments): string[] =>
  departments.map(({ name, kinds }) => (kinds.length > 0 ? `${name} (${kinds.join(', ')})` : name));

/**
 * "We have clothing (jackets, sweaters, t-shirts), shoes (hiking, running, sneakers) and more.", also where a
 * search found nothing (search-message.ts); none when the shop has no departments.
 */
export function departmentsSentence(shop: Departments): string[] {
  const named = departmentsSaid(shop);
  const { moreDepartments } = shop;
  if (named.length === 0) return [];
  return [`We have ${moreDepartments === true ? `${named.join(', ')} and more` : joinList(named)}.`];
}

/** "is it waterproof?" with no product it can be. */
const WHICH = "Which product do you mean? Tell me its name, or ask me on its page, and I'll answer.";

/**
 * "is this store legit?", "are you a real shop?": what the assistant can do, and the shop's own pages for the rest,
 * which no product's data says (it knows nothing of the shop's standing, shipping or payments).
 */
const SHOP =
  "I'm the shop's product assistant: I can find and compare its products and answer questions about them, but " +
  "I can't vouch for the shop itself or tell you about its shipping, payments or contact details. Its own pages " +
  '(about, contact and policies) cover those.';

/** A goodbye, in a conversation too: it names no product. */
const FAREWELL = "Bye for now! Come back whenever you're looking for something.";
/**
 * Whether the reply names no product and says nothing of a list (the model's prompt is told so too): a goodbye, in
 * a conversation too, or declining with no list kept to say is still there.
 */
export function smallTalkNamesNoProduct(talk: SmallTalk, shown: number): boolean {
  return talk.kind === 'farewell' || (talk.kind === 'decline' && !(talk.kept === true && shown > 0));
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
    case 'farewell':
      return [FAREWELL];
    case 'decline':
      return ["No problem! Tell me whenever you're looking for something."];
    case 'which':
      return [WHICH];
    case 'shop':
      return [SHOP];
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

/** The query of every product, the most popular first. */
export const isPopular = ({ text, filters, context }: SearchQuery): boolean =>
  text.trim() === '' && Object.keys(filters).length === 0 && context === undefined;

/** "Popular right now: A ($165), B ($179.99) and C ($312.50).", else undefined (none shown). */
export function popularSentence(products: SearchChatInput['products']): string | undefined {
  const names = products.slice(0, LISTED).map(listed);
  return names.length === 0 ? undefined : `Popular right now: ${joinList(names)}.`;
}

/** "Popular right now: A ($165), B ($179.99) and C ($312.50)." or "Here are products like the X: …". */
function listSentence(input: SmallTalkInput, wanted: string, count: number): string | undefined {
  const names = input.products.slice(0, count).map(listed);
  if (names.length === 0) return undefined;
  const lead = isPopular(input.query) ? 'Popular right now' : `Here are ${wanted}`;
  return `${lead}: ${joinList(names)}.`;
}

/** After a search of the conversation, whose list is shown again: "These are still the tents under $200." */
function keptReply(input: SmallTalkInput, talk: SmallTalk, wanted: string, currency: string): string[] {
  const popular = isPopular(input.query);
  const page = input.request.page > 1 ? ` (page ${input.request.page})` : '';
  const what = popular ? 'the popular picks' : theName(wanted);
  const still = input.products.length === 0 ? [] : [`These are still ${what}${page}.`];
  const next =
    still.length === 0 || popular
      ? `Tell me what you're looking for, with ${WHAT_MATTERS}.`
      : "Tell me how to narrow them down, like a budget, a colour or a size, or what else you're looking for.";
  switch (talk.kind) {
    case 'offer':
      return [...departmentsSentence(talk), ...still, next];
    case 'help':
      return [HELP(currency), ...still];
    case 'greeting':
      return ['Hi again!', ...still, next];
    case 'thanks':
      return ["You're welcome!", ...still, next];
    case 'acknowledgement':
      return [...still, next];
    case 'farewell':
      return [FAREWELL];
    case 'decline':
      return ['No problem.', ...still, next];
    case 'which':
      return [WHICH, ...still];
    case 'shop':
      return [SHOP, ...still];
  }
}

type SmallTalkInput = Pick<SearchChatInput, 'request' | 'query' | 'products' | 'smallTalk'>;

/**
 * The reply's sentences, or undefined when the request was no small talk; `wanted` is the list as the opening line
 * names it ("tents under $200").
 */
export function smallTalkSentences(input: SmallTalkInput, wanted: string): string[] | undefined {
  const talk = input.smallTalk;
  if (talk === undefined) return undefined;
  const currency = productCurrency(input.products[0]);
  if (talk.kept === true) return keptReply(input, talk, wanted, currency);
  const answer = reply(talk, currency);
  if (smallTalkNamesNoProduct(talk, input.products.length)) return answer;
  // As many products as fit the message.
  for (let count = LISTED; count > 0; count -= 1) {
    const list = listSentence(input, wanted, count);
    if (list !== undefined && joinedLength([...answer, list]) <= MAX_MESSAGE_LENGTH) return [...answer, list];
  }
  return answer;
}
