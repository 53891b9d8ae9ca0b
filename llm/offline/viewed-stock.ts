/**
 * "is it in stock?", "is the queen in stock?", "is the teal one available?", "can I buy it?", "when will it be
 * back?", "is it on sale?": stock and savings of the product a question is about, from its own data and its
 * variants', named by the question; a size or colour it doesn't come in is said so (viewed-option.ts). No restock
 * date is ever given: the data holds none.
 */
import {
  askedStock,
  askedValues,
  type Product,
  type ProductVariant,
  type SearchFilters,
} from '../../core/index.ts';
import { coloursMet } from './colour-met.ts';
import { capitalise, joinList } from './english-list.ts';
import { formatPrice, productCurrency, saving, savingOption } from './format-price.ts';
import { variantValues, variantsNamed } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { colourStock } from './viewed-colour-stock.ts';
import { optionStock } from './viewed-option.ts';
import { rangeStock, sizesSaid } from './viewed-range-stock.ts';
import { viewedSubject } from './viewed-subject.ts';

/** "Teal", "size 10", "Teal or size 10": the options named, "size" before the sizes (a bare "10" says nothing). */
function namedSaid(named: readonly { variant: ProductVariant; name: string }[]): string {
  const isSize = ({ variant, name }: { variant: ProductVariant; name: string }): boolean =>
    variantValues(variant, 'size').some((size) => size.toLowerCase() === name.toLowerCase());
  const sizes = [...new Set(named.filter(isSize).map(({ name }) => name))];
  const others = [...new Set(named.filter((one) => !isSize(one)).map(({ name }) => name))].filter(
    (name) => !sizes.includes(name),
  );
  return joinList([...others, ...(sizes.length > 0 ? [sizesSaid(sizes, 'or')] : [])], 'or');
}

/** Do the variants the question names hold a colour meeting each colour asked ("Grey" of "gray")? */
function namedMeetAll(
  product: Product,
  named: readonly { variant: ProductVariant }[],
  filters: SearchFilters,
): boolean {
  const colours = named.flatMap(({ variant }) => variantValues(variant, 'color'));
  return coloursMet(product, askedValues(filters, 'colors'), filters.colors).every(
    ({ met }) => met !== undefined && met.values.some((value) => colours.includes(value)),
  );
}

/**
 * The stock answer to "when will it be back?": "The … is out of stock right now; no restock date is known.", or
 * "The … is in stock." — no yes or no, which the question does not ask.
 */
function restockSaid(answer: string): string {
  const said = capitalise(answer.replace(/^(?:Yes|No): /u, ''));
  return said.includes(' right now') ? said.replace(/\.$/u, '; no restock date is known.') : said;
}

/** "Yes: the Sateen Sheet Set you're viewing is in stock in Queen." — or undefined. */
export function stockAnswer(input: SearchMessageInput): string | undefined {
  const asked = askedStock(input.request.content.replaceAll('’', "'"));
  const answer = asked === 'sale' ? saleAnswer(input) : asked === undefined ? undefined : stockOf(input);
  return answer === undefined || asked !== 'restock' ? answer : restockSaid(answer);
}

function saleAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  if (subject === undefined || product === undefined) return undefined;
  const off = saving(product);
  if (off === undefined) return `No: ${subject.name} isn't on sale right now.`;
  const currency = productCurrency(product);
  const option = savingOption(product);
  const on = option === undefined ? '' : ` in ${option}`;
  return `Yes: ${subject.name} is ${formatPrice(product.price!, currency)}${on}, down from ${formatPrice(off.was, currency)}.`;
}

/** Its stock, or its named option's ("is the queen in stock?", "is it available in sizes 8 to 10?"). */
function stockOf(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  if (subject === undefined || product === undefined) return undefined;
  const content = input.request.content.replaceAll('’', "'");
  const filters = input.askedFilters ?? input.query.filters;
  // A colour it meets in other words ("is the red in stock?" of a burgundy variant): said as it names it; and every
  // colour asked, not only the one a variant is named by ("is the black or red one in stock?": the burgundy too),
  // in the sizes asked ("… in M?": each colour in M, viewed-colour-stock.ts).
  const colour = colourStock(product, subject.name, filters);
  const sized = askedValues(filters, 'sizes').length > 0;
  const named = variantsNamed(product, content);
  if (colour !== undefined && (sized || !namedMeetAll(product, named, filters))) return colour;
  // Sizes asked ("is it available in sizes 8 to 10?", "in sizes 8 and 10?"): every one, not the last named ("10").
  const range = rangeStock(product, subject.name, filters);
  if (range !== undefined) return range;
  if (named.length > 0) {
    const said = namedSaid(named);
    const inStock = named.some(({ variant }) => variant.available !== false) && product.available !== false;
    return inStock
      ? `Yes: ${subject.name} is in stock in ${said}.`
      : `No: ${subject.name} is out of stock in ${said} right now.`;
  }
  // A size it lists beside colour variants ("is the m in stock?"), or a colour or size it doesn't come in.
  const option = optionStock(product, subject.name, content, filters);
  if (option !== undefined) return option;
  return product.available === false
    ? `No: ${subject.name} is out of stock right now.`
    : `Yes: ${subject.name} is in stock.`;
}
