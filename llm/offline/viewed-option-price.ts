/**
 * The price of an option asked of the viewed product: "how much is the queen?", "what does the king cost?", "how
 * much is it in 100 ml?" (a variant the question names), and a colour asked, family-aware: "how much is the red
 * one?" of a jacket in burgundy costs "$97.99 in burgundy (a shade of red)" (colour-met.ts), its variants in that
 * colour priced, else the product's own price.
 */
import { askedValues, type Product, type ProductVariant, type SearchFilters } from '../../core/index.ts';
import { coloursMet, variantsIn } from './colour-met.ts';
import { joinList } from './english-list.ts';
import { formatPrice, productCurrency } from './format-price.ts';
import { variantsNamed } from './product-attributes.ts';

/**
 * "how much is the queen?", "how much for the 100 ml?", "what does the king cost?", "price for the queen?": an
 * option's price asked.
 */
const OPTION_PRICE =
  /(?<![\p{L}\p{N}])(?:(?:how much (?:is|are|for)|^(?:the )?(?:price|cost) (?:of|for)) (?:the|a|an) [^?!.]{1,40}$|(?:how much|what) (?:does|do|would|will) (?:the|a|an) [^?!.]{1,40}? cost(?![\p{L}\p{N}]))/iu;

const optionPriceAsked = (content: string): boolean =>
  OPTION_PRICE.test(content.trim().replace(/[?!.\s]+$/u, ''));

/** Whether the question asks the price of an option ("how much is the queen?") or in a colour ("… in red?"). */
export const optionAsked = (content: string, filters: SearchFilters): boolean =>
  optionPriceAsked(content) || askedValues(filters, 'colors').length > 0;

/** An option's price: its lowest and highest (one price when they agree), what it is said as, and its stock. */
interface Priced {
  low: number;
  high: number;
  said: string;
  soldOut: boolean;
}

/** The option said as `said`, priced by `variants` (each its own price, else the product's). */
function pricedOf(product: Product, variants: readonly ProductVariant[], said: string): Priced | undefined {
  const prices = [
    ...variants.map((variant) => variant.price ?? product.price),
    ...(variants.length ? [] : [product.price]),
  ].filter((price): price is number => typeof price === 'number' && Number.isFinite(price));
  if (prices.length === 0) return undefined;
  const soldOut =
    product.available === false ||
    (variants.length > 0 && variants.every((variant) => variant.available === false));
  return { low: Math.min(...prices), high: Math.max(...prices), said, soldOut };
}

/**
 * The colours asked, each as the product names it ("burgundy (a shade of red)") with the price of its variants
 * in it; undefined when no colour is asked or the product comes in one of them in none of its colours.
 */
function colourPrices(product: Product, filters: SearchFilters): Priced[] | undefined {
  const asked = askedValues(filters, 'colors');
  if (asked.length === 0) return undefined;
  // Of "red or teal", the price in the ones it comes in; none of them: no colour price.
  const each = coloursMet(product, asked, filters.colors);
  const priced: Priced[] = [];
  for (const { met, said } of each) {
    if (met === undefined || !said) continue;
    const one = pricedOf(product, variantsIn(product, [met]), met.said);
    if (one === undefined) return undefined;
    priced.push(one);
  }
  return priced.length > 0 ? priced : undefined;
}

/** The variants the question names ("in 100 ml", "the king"), by the name it used; undefined when none. */
function namedPrices(product: Product, content: string): Priced[] | undefined {
  const named = variantsNamed(product, content);
  const names = [...new Set(named.map(({ name }) => name))];
  const priced = names.flatMap((name) => {
    const one = pricedOf(
      product,
      named.filter((each) => each.name === name).map(({ variant }) => variant),
      name,
    );
    return one === undefined ? [] : [one];
  });
  return priced.length === 0 ? undefined : priced;
}

/**
 * "$70.95 in 100 ml", "$97.99 in burgundy (a shade of red)", "$56.95 in 75 ml, out of stock right now", "$97.99
 * in burgundy (a shade of red) or navy (a shade of blue)", "$90 in Full and $110 in Queen": the price of the
 * option the question asks (`filters`: a colour) or names; undefined when it asks or names none the product has.
 */
export function optionPrice(product: Product, content: string, filters: SearchFilters): string | undefined {
  const options = colourPrices(product, filters) ?? namedPrices(product, content);
  if (options === undefined) return undefined;
  const currency = productCurrency(product);
  const price = ({ low, high }: Priced): string =>
    high - low < 0.005
      ? formatPrice(low, currency)
      : `${formatPrice(low, currency)} to ${formatPrice(high, currency)}`;
  const soldOut = (option: Priced): string => (option.soldOut ? ', out of stock right now' : '');
  // One price for every option asked: said once ("$97.99 in burgundy or navy").
  const same = options.every((option) => price(option) === price(options[0]!));
  if (same && options.every((option) => !option.soldOut))
    return `${price(options[0]!)} in ${joinList(
      options.map((option) => option.said),
      'or',
    )}`;
  if (options.length === 1) return `${price(options[0]!)} in ${options[0]!.said}${soldOut(options[0]!)}`;
  return joinList(
    options.map(
      (option) => `${price(option)} in ${option.said}${option.soldOut ? ' (out of stock right now)' : ''}`,
    ),
  );
}
