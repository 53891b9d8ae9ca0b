/**
 * Which product is cheapest option for option, for "Best for a tight budget" of products priced by option: a
 * comforter from $81.99 in Twin whose King costs $179.99 is not the pick beside one whose King costs $156.95. The
 * options are their variants' sizes (else the variants' titles), those at least two of them are priced in; a
 * product priced alike in every option counts at its price in each it does not leave out (as a compare in one
 * size counts it). In the sizes asked ("sizes 8 to 10"), the options among them. Pure.
 */
import { letterSize, type Product, type ProductVariant } from '../../core/index.ts';
import type { AskedPrices } from './compare-option-prices.ts';
import { joinList } from './english-list.ts';
import { priceRange } from './format-price.ts';
import { allValues, toList, variantValues } from './product-attributes.ts';
import { meetsSize, sameSize } from './viewed-option.ts';
import { sizesSaid } from './viewed-range-stock.ts';

/** The options in which the same products are cheapest (several: tied there). */
export interface BudgetGroup {
  products: Product[];
  options: string[];
}

/**
 * Cheapest in every option compared (`every`: one product, or several tied in each), else the cheapest per option
 * grouped by who is; undefined when no option is priced for two of them.
 */
export type OptionBudget = { every: Product[] } | { groups: BudgetGroup[] };

/** A variant's options: its sizes, else its title. */
const optionsOf = (variant: ProductVariant): string[] => {
  const sizes = variantValues(variant, 'size');
  return sizes.length > 0 ? sizes : [variant.title.trim()].filter((title) => title !== '');
};

const sameOption = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase() || sameSize(a, b) || sameSize(b, a);

const holds = (variant: ProductVariant, option: string): boolean =>
  optionsOf(variant).some((one) => sameOption(one, option));

/** The attribute keys an option is stated under in the products' variants ("volume" of "75 ml"). */
function optionKeys(products: readonly Product[], option: string): string[] {
  const keys = new Set<string>();
  for (const variant of products.flatMap((product) => product.variants ?? []))
    for (const [key, value] of Object.entries(variant.attributes ?? {}))
      if (toList(value).some((one) => sameOption(one, option))) keys.add(key);
  return [...keys];
}

/**
 * Its price in an option: its cheapest variant there when priced by option, else its price unless it lacks it, its
 * sizes or its values of the option's attribute naming others (a serum of "30 ml" is not in "75 ml").
 */
function priceIn(product: Product, option: string, keys: readonly string[]): number | undefined {
  if (priceRange(product) !== undefined) {
    const prices = (product.variants ?? [])
      .filter((variant) => holds(variant, option))
      .map((variant) => variant.price)
      .filter((price): price is number => typeof price === 'number' && Number.isFinite(price));
    return prices.length === 0 ? undefined : Math.min(...prices);
  }
  const own = [product.attributes, ...(product.variants ?? []).map((variant) => variant.attributes)];
  const stated = [
    ...allValues(product, 'size'),
    ...keys.flatMap((key) => own.flatMap((attributes) => toList(attributes?.[key] ?? []))),
  ];
  const has =
    stated.some((value) => sameOption(value, option)) ||
    (product.variants ?? []).some((one) => holds(one, option));
  return stated.length > 0 && !has ? undefined : product.price;
}

/** The options compared: their priced-apart variants', in order, within the sizes asked when some are. */
function optionsCompared(products: readonly Product[], asked: AskedPrices): string[] {
  const options: string[] = [];
  for (const product of products.filter((one) => priceRange(one) !== undefined))
    for (const variant of product.variants ?? [])
      for (const option of optionsOf(variant))
        if (!options.some((one) => sameOption(one, option))) options.push(option);
  const sizes = asked.sizesAsked;
  return sizes === undefined
    ? options
    : options.filter((option) => sizes.some((size) => meetsSize(size, option)));
}

/** Who is cheapest in each option two or more of them are priced in (`priced`: those with a price compared). */
export function optionBudget(products: readonly Product[], asked: AskedPrices): OptionBudget | undefined {
  const priced = products.filter((_, index) => asked.prices[index] !== undefined);
  const cheapest = optionsCompared(priced, asked).flatMap((option) => {
    const keys = optionKeys(priced, option);
    const prices = priced.map((product) => priceIn(product, option, keys));
    const known = prices.filter((price): price is number => price !== undefined);
    if (known.length < 2) return [];
    const low = Math.min(...known);
    const products = priced.filter((_, index) => prices[index] !== undefined && prices[index]! - low < 0.005);
    return [{ option, products }];
  });
  if (cheapest.length === 0) return undefined;
  const every = priced.filter((product) => cheapest.every(({ products }) => products.includes(product)));
  if (every.length > 0) return { every };
  const groups: BudgetGroup[] = [];
  for (const { option, products } of cheapest) {
    const same = groups.find(
      (group) =>
        group.products.length === products.length && group.products.every((one) => products.includes(one)),
    );
    if (same === undefined) groups.push({ products, options: [option] });
    else same.options.push(option);
  }
  return { groups };
}

/** "sizes 9 and 10" (numbers or letter sizes), "Twin and Full/Queen". */
export const optionsSaid = (options: readonly string[]): string =>
  options.every((option) => /^\d+(?:\.\d+)?$/u.test(option.trim()) || letterSize(option) !== undefined)
    ? sizesSaid(options)
    : joinList(options);
