/**
 * "what size should I get for a queen bed?", "which size for a medium?", "will a medium fit?" asked of the viewed
 * product: the size option holding the size named ("For a queen bed, the Full/Queen size of the … you're viewing."), or an honest no with the
 * sizes it comes in when none does ("No: … doesn't come in a size for a king bed; it comes in sizes Twin or
 * Full/Queen."); "will a medium fit?" a yes naming that option ("Yes: … come in size S/M."). Pure.
 */
import {
  askedValues,
  asksOptionFits,
  asksSizeChoice,
  queryDefaults,
  type Product,
} from '../../core/index.ts';
import { capitalise, joinList } from './english-list.ts';
import { escapeRegExp } from './escape-regexp.ts';
import { nearestSizes } from './nearest-sizes.ts';
import { pluralName, truncate } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { isAsked, optionsHolding } from './size-held.ts';
import { sizesListed } from './sizes-listed.ts';
import { fitOf } from './viewed-fit.ts';
import { sizeOptions } from './viewed-option.ts';
import { viewedSubject } from './viewed-subject.ts';

const { bedNouns } = queryDefaults.sizes;

/** "a queen bed", "a king-size mattress": the bed the request names with the asked size, as it names it. */
function bedNamed(content: string, asked: string): string | undefined {
  const size = escapeRegExp(asked).replace(/\s+/gu, '[\\s-]*');
  const nouns = bedNouns.map(escapeRegExp).join('|');
  const named = new RegExp(
    `(?<![\\p{L}\\p{N}])${size}(?:[\\s-]*size[d]?)?[\\s-]+(?:${nouns})(?![\\p{L}\\p{N}])`,
    'iu',
  ).exec(content);
  return named === null ? undefined : `a ${named[0].toLowerCase()}`;
}

/** "For a queen bed, the Full/Queen size of …", "Yes: … comes in size 10." — or undefined when no size is named. */
export function sizeChoiceAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product: Product | undefined = subject?.product;
  const content = input.request.content;
  // "will a medium fit?" asks whether it comes in one holding it: a yes or no, never a fit it doesn't state.
  const fits = asksOptionFits(content);
  if (subject === undefined || product === undefined || !(fits || asksSizeChoice(content))) return undefined;
  const asked = askedValues(input.askedFilters ?? input.query.filters, 'sizes');
  const sizes = sizeOptions(product);
  const [size] = asked;
  if (size === undefined || asked.length > 1 || sizes.length === 0) return undefined;
  const bed = bedNamed(content, size);
  const holding = optionsHolding(product, size);
  const they = pluralName(truncate(product.title, 50));
  if (holding.length === 0) {
    // "half sizes: 10 or 11 are the nearest" of a 10.5 asked of whole sizes 5 to 13, "size 7: 6 or 8 are the
    // nearest" of sizes 6, 8 and 10.
    const nearest =
      bed === undefined
        ? nearestSizes(
            size,
            sizes.map((one) => one.name),
          )
        : undefined;
    if (nearest !== undefined)
      return `No: ${subject.name} doesn't come in ${nearest.half ? 'half sizes' : `size ${size}`}: ${nearest.said} are the nearest.`;
    const missing = bed === undefined ? `size ${size}` : `a size for ${bed}`;
    const comes = they ? 'they come' : 'it comes';
    return `No: ${subject.name} doesn't come in ${missing}; ${comes} in ${sizesListed(sizes.map((one) => one.name))}.`;
  }
  const soldOut = holding.every((option) => !option.inStock);
  const names = joinList(
    holding.map((option) => option.name),
    'or',
  );
  const notInStock = soldOut ? `, but not in stock in size ${names} right now` : '';
  if (fits) return `Yes: ${subject.name} comes in size ${names}${notInStock}.`;
  // "what size should I get if I wear a medium?" of a sweater in size M: that size, and what its details say of its
  // fit (it had answered "Yes: … comes in size M.", a yes to no yes/no question).
  if (bed === undefined && holding.some((option) => isAsked(option, size))) {
    const comes = they ? 'come' : 'comes';
    const fit =
      fitOf(product, 'size', subject.name) ??
      `Nothing in its details says ${they ? 'they run' : 'it runs'} small or large.`;
    return `Size ${names}: ${subject.name} ${comes} in it${notInStock}. ${fit}`;
  }
  const stock = soldOut ? ' (not in stock right now)' : '';
  return `${capitalise(`for ${bed ?? `size ${size}`}`)}, the ${names} size of ${subject.name}${stock}.`;
}
