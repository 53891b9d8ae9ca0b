/**
 * The prices a compare request is about. When it names an option the products price apart ("which is cheaper
 * in king size?"), each product's variant in that option gives its price: the sizes the core's parser reads in
 * the request against the compared products' own sizes ("king" → "King/California King", "in large" → "L"), else
 * a variant the request names by its title or a value ("in 100 ml"). Otherwise the products' own prices.
 */
import {
  askedValues,
  buildVocabulary,
  isSizeRange,
  parseQuery,
  queryDefaults,
  type Product,
  type ProductVariant,
} from '../../core/index.ts';
import { askedSizePrice, type SizedPrice } from './asked-size-price.ts';
import { colourPrices } from './compare-colour-prices.ts';
import { colourChoiceOf, coloursAsked } from './compare-colour.ts';
import { inferCompareFocus } from './compare-focus.ts';
import { capitalise } from './english-list.ts';
import { priceSpan } from './format-price.ts';
import { allValues, variantsNamed, variantValues } from './product-attributes.ts';
import { meetsSize, sameSize, sizeOptions } from './viewed-option.ts';
import { sizeSaid, sizesSaid } from './viewed-range-stock.ts';
import { sizesJoinedByOr } from './sizes-joined.ts';

export interface AskedPrices {
  /** One per product, in order: the option's price, else the product's own (undefined: unknown). */
  prices: (number | undefined)[];
  /** The option asked, as a variant names it ("King/California King") or else as the request does ("King"). */
  option?: string;
  /** Whether `prices` are the option's: some product prices its options apart. */
  apart: boolean;
  /**
   * One per product, in order: its price in the sizes asked as the search's pick says it (asked-size-price.ts:
   * "$84.99 to $89.99"), `prices` holding the lowest; undefined where no size is asked or it prices none apart.
   */
  sized?: (SizedPrice | undefined)[];
  /** The size filter (the sizes asked, the catalogue's spellings beside the shopper's) when sizes are asked. */
  sizesAsked?: readonly string[];
  /** Products listing sizes among which the asked one is not. */
  without: Product[];
  /** Products whose variants in the asked option are all out of stock, with the option as they name it. */
  soldOut: { product: Product; option: string }[];
  /** Sizes of a list asked that none of them comes in, when some other is ("14" of "sizes 8 or 14"). */
  missing: string[];
}

const key = (value: string): string => value.trim().toLowerCase();
const priced = (variant: ProductVariant): variant is ProductVariant & { price: number } =>
  typeof variant.price === 'number' && Number.isFinite(variant.price);

type Found = { price: number; option: string; soldOut: boolean };

/** Whether the variants of the asked option are all out of stock. */
const soldOut = (variants: readonly ProductVariant[]): boolean =>
  variants.length > 0 && variants.every((variant) => variant.available === false);

/** Its variants in the asked sizes, or in one size asked ("queen" of "Full/Queen", "m" of "M"). */
const sizedOf = (product: Product, sizes: ReadonlySet<string> | string): ProductVariant[] =>
  (product.variants ?? []).filter((variant) =>
    variantValues(variant, 'size').some((value) =>
      typeof sizes === 'string' ? sameSize(sizes, value) : sizes.has(key(value)),
    ),
  );

/** "sizes 8 or 10" of several, "size 8" or "Full/Queen" of one. */
const keptSaid = (names: readonly string[], conjunction: 'and' | 'or'): string =>
  names.length > 1 ? sizesSaid(names, conjunction) : sizeSaid(capitalise(names[0] ?? ''));

/** Whether the product lists the size ("queen" of "Full/Queen"). */
const listsSize = (product: Product, size: string): boolean =>
  allValues(product, 'size').some((value) => sameSize(size, value));

/** A size asked as the products' variants name it ("Full/Queen" of "queen"), else as asked. */
const sizeNamed = (products: readonly Product[], size: string): string =>
  products
    .flatMap((product) => (product.variants ?? []).flatMap((variant) => variantValues(variant, 'size')))
    .find((value) => sameSize(size, value)) ?? size;

/**
 * Its price in the asked sizes (`asked`: the size filter), the lowest of them (asked-size-price.ts, as the search's
 * pick prices it), with the size as its cheapest variant names it.
 */
function sizedVariant(
  product: Product,
  sizes: ReadonlySet<string>,
  asked: readonly string[],
): Found | undefined {
  const price = askedSizePrice(product, asked)?.low;
  const sized = sizedOf(product, sizes);
  const cheapest = sized.filter(priced).sort((a, b) => a.price - b.price)[0];
  if (price === undefined || cheapest === undefined) return undefined;
  const size = variantValues(cheapest, 'size').find((value) => sizes.has(key(value)))!;
  return { price, option: size, soldOut: soldOut(sized) };
}

/** Whether `name` is one of the variant's colours ("Black" of a black one). */
const colourName = (variant: ProductVariant, name: string): boolean =>
  variantValues(variant, 'color').some((colour) => key(colour) === key(name));

/**
 * The cheapest priced variant the request names ("in 100 ml"), with the name it used. `colours`: a colour is
 * asked, so a variant named by its colour is none: the colours asked are all priced alike or none is
 * (compare-colour-prices.ts), never the first a variant's title names ("In Black" of "black or navy").
 */
function namedVariant(product: Product, content: string, colours: boolean): Found | undefined {
  const named = variantsNamed(product, content).filter(
    ({ variant, name }) => priced(variant) && !(colours && colourName(variant, name)),
  );
  const cheapest = named.sort((a, b) => (a.variant.price ?? 0) - (b.variant.price ?? 0))[0];
  if (cheapest === undefined) return undefined;
  const out = soldOut(named.map(({ variant }) => variant));
  return { price: cheapest.variant.price!, option: cheapest.name, soldOut: out };
}

/**
 * Its sizes within an asked range that are sold out: the range when all of them are ("sizes 8 to 10"), else each
 * ("size 9", "sizes 8 and 10"); none when it has all in stock.
 */
function rangeSoldOut(product: Product, range: string): { product: Product; option: string }[] {
  const within = sizeOptions(product).filter((option) => meetsSize(range, option.name));
  const gone = within.filter((option) => !option.inStock).map((option) => option.name);
  if (gone.length === 0) return [];
  return [{ product, option: gone.length === within.length ? `sizes ${range}` : sizesSaid(gone) }];
}

/**
 * The prices compared. A product whose price depends on no option keeps its price in any size; one whose
 * options are priced apart but not in the asked one has no price to compare (undefined).
 */
export function askedPrices(content: string, products: readonly Product[]): AskedPrices {
  const own = products.map((product) => product.price);
  // A bed size none of them sells is still asked ("which is cheaper in twin?" of Full and Queen sheets).
  const vocabulary = buildVocabulary(products);
  const known = { ...vocabulary, sizes: [...vocabulary.sizes, ...queryDefaults.sizes.bed] };
  const filters = parseQuery(content, { vocabulary: known }).filters;
  const asked = filters.sizes ?? [];
  // "which is cheaper in red?": the prices in the colour asked (compare-colour-prices.ts); colours set against each
  // other ("the black or the navy?") price no one option (compare-colour-choice.ts).
  const choice = asked.length === 0 && colourChoiceOf(content, products) !== undefined;
  const coloured =
    asked.length === 0 &&
    !choice &&
    inferCompareFocus(content) === 'price' &&
    colourPrices(content, products);
  if (coloured) return coloured;
  // A range asked ("sizes 8 to 10") is said as asked, not as the one size of it a variant names ("8").
  const range = askedValues(filters, 'sizes').find(isSizeRange);
  const sizes = new Set(asked.map(key));
  const colours = asked.length === 0 && coloursAsked(content, products) !== undefined;
  const found = products.map((product) =>
    sizes.size > 0
      ? sizedVariant(product, sizes, asked)
      : choice
        ? undefined
        : namedVariant(product, content, colours),
  );
  // The option's prices only matter where some product prices its options apart.
  const apart = found.findIndex(
    (option, index) => option !== undefined && priceSpan(products[index]!) !== undefined,
  );
  const without = products.filter((product) => {
    const listed = allValues(product, 'size').map(key);
    return sizes.size > 0 && listed.length > 0 && !listed.some((size) => sizes.has(size));
  });
  // When none comes in it, their own prices are all there is to compare.
  const none = without.length === products.length;
  const prices = products.map((product, index) => {
    if (none) return own[index];
    if (without.includes(product)) return undefined;
    if (apart < 0) return own[index];
    return found[index]?.price ?? (priceSpan(product) === undefined ? product.price : undefined);
  });
  const first = found.find((one) => one !== undefined)?.option ?? asked[0];
  // Several sizes asked ("sizes 8 and 10") are said all, not as the first a variant names; as asked, "8 or 10" as
  // either; those none of them comes in ("14" of "8 or 14") are said apart.
  const said = askedValues(filters, 'sizes');
  const list = range === undefined && said.length > 1;
  const listed = said.filter((size) => products.some((product) => listsSize(product, size)));
  const missing = list && listed.length > 0 ? said.filter((size) => !listed.includes(size)) : [];
  const kept = missing.length > 0 ? listed : said;
  const conjunction = sizesJoinedByOr(content, said) ? 'or' : 'and';
  const option =
    range !== undefined
      ? `sizes ${range}`
      : list
        ? keptSaid(
            kept.map((size) => sizeNamed(products, size)),
            conjunction,
          )
        : first && sizeSaid(capitalise(first));
  const named = option === undefined ? {} : { option };
  // Sold out in the asked sizes: from the variants' stock, priced or not; of several sizes, each one sold out.
  const sold = products.flatMap((product, index) => {
    if (sizes.size === 0) {
      const one = found[index];
      return one?.soldOut === true ? [{ product, option: one.option }] : [];
    }
    if (list) {
      const gone = said.filter((size) => soldOut(sizedOf(product, size)));
      const names = gone.map((size) => sizeNamed([product], size));
      return gone.length === 0
        ? []
        : [{ product, option: names.length > 1 ? sizesSaid(names) : sizeSaid(names[0]!) }];
    }
    if (range !== undefined) return rangeSoldOut(product, range);
    const sized = sizedOf(product, sizes);
    if (!soldOut(sized)) return [];
    const size = variantValues(sized[0]!, 'size').find((value) => sizes.has(key(value)))!;
    return [{ product, option: sizeSaid(size) }];
  });
  const sized = products.map((product, index) =>
    sizes.size > 0 && apart >= 0 && prices[index] !== undefined ? askedSizePrice(product, asked) : undefined,
  );
  const sizesAsked = asked.length > 0 ? { sizesAsked: asked } : {};
  return { prices, ...named, apart: apart >= 0, sized, ...sizesAsked, without, soldOut: sold, missing };
}
