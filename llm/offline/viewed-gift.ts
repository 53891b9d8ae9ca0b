/**
 * "is this a good gift?", "would it make a nice present for my dad?" asked of the viewed product
 * (`asksGiftWorth`): no product's data says whom it would please, so the chat says so and what its data does say
 * that a gift giver weighs, never a verdict it holds no data for: its rating with the reviews it rests on (few said
 * so), its price, its stock and the options to choose between ("I can't tell who it would please, but its data can
 * help: the Wireless Over-Ear Headphones in Matte Black you're viewing are rated 4.2/5 from 4,698 reviews, cost
 * $97.99, are in stock and come in matte black."). It had said 'I can't tell: nothing about … mentions "gift"'.
 * "is it worth it?", "is it good value?" (`asksWorth`) likewise, no verdict on its worth: "Whether it's worth it is
 * yours to judge, but its data can help: …" (it had said nothing about it mentions "worth"). Pure.
 */
import { asksGiftWorth, asksWorth, queryDefaults, type Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { describePrice, describeRating, formatRating } from './format-price.ts';
import { allValues, pluralName, truncate } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { sizesListed } from './sizes-listed.ts';
import { sizeOptions } from './viewed-option.ts';
import { viewedSubject } from './viewed-subject.ts';

const { minReviews } = queryDefaults.compare.verdict;
const MAX_COLOURS = 4;
const PLURAL: Record<string, string> = { is: 'are', has: 'have', costs: 'cost', comes: 'come' };

/** "is rated 4.2/5 from 4,698 reviews", "is rated 5/5, but from only 3 reviews", "has no reviews yet". */
function ratingSaid(product: Product): string {
  const count = product.reviewCount;
  if (product.rating === undefined || count === 0) return 'has no reviews yet';
  if (count !== undefined && count < minReviews)
    return `is rated ${formatRating(product.rating)}, but from only ${count} ${count === 1 ? 'review' : 'reviews'}`;
  return `is ${describeRating(product)!}`;
}

/** What its data says that a buyer (`gift`: a gift giver) weighs, as verbs after its name. */
function giftFacts(product: Product, gift: boolean): string[] {
  const facts = [ratingSaid(product)];
  const price = describePrice(product);
  if (price !== undefined) facts.push(`costs ${price}`);
  if (product.available === false) facts.push('is out of stock right now');
  else if (product.available === true) facts.push('is in stock');
  const colours = allValues(product, 'color').slice(0, MAX_COLOURS);
  const sizes = sizeOptions(product).map((option) => option.name);
  const inColours = colours.length === 0 ? '' : joinList(colours, 'or');
  // A size to pick is what a gift giver must know: said so.
  const need = gift ? ", so you'd need their size" : '';
  const inSizes = sizes.length < 2 ? '' : `${sizesListed(sizes)}${need}`;
  const options = [inColours, inSizes].filter((one) => one !== '');
  if (options.length > 0) facts.push(`comes in ${options.join(', in ')}`);
  return facts;
}

/** The answer about the viewed product, or undefined when neither a gift nor its worth is asked or its data is not at hand. */
export function giftAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  const content = input.request.content;
  if (subject === undefined || product === undefined) return undefined;
  const gift = asksGiftWorth(content);
  if (!gift && !asksWorth(content)) return undefined;
  const plural = pluralName(truncate(product.title, 50));
  const facts = giftFacts(product, gift).map((fact) =>
    plural ? fact.replace(/^(\S+)/u, (verb) => PLURAL[verb] ?? verb) : fact,
  );
  const opening = gift ? "I can't tell who it would please" : "Whether it's worth it is yours to judge";
  return `${opening}, but its data can help: ${subject.name} ${joinList(facts)}.`;
}
