/**
 * Deterministic highlights (short selling points) for one product, from its own fields only: discount,
 * a good rating, features, measured specs, material, colours/sizes/options, other attributes, brand, availability.
 */
import type { Product } from '../../core/index.ts';
import { capitalise, joinList, joinListCapped } from './english-list.ts';
import {
  formatCount,
  formatPrice,
  formatRating,
  productCurrency,
  saving,
  savingOption,
} from './format-price.ts';
import { allValues, productValues } from './product-attributes.ts';
import { measuredSpecs, otherDetails, saidDetail } from './product-details.ts';

export const MAX_HIGHLIGHTS = 5;
/** Ratings below this are facts, not selling points. */
const GOOD_RATING = 4;
/** Nor is a rating from fewer reviews than this ("4.6/5 by 3 reviewers"). */
const MIN_REVIEWS = 10;

function discount(product: Product): string[] {
  const off = saving(product);
  if (off === undefined) return [];
  const currency = productCurrency(product);
  // Priced by option, the saving is its cheapest option's ("Save $14 on the 15 ml"): the others may cost more.
  const option = savingOption(product);
  const on = option === undefined ? '' : ` on the ${option}`;
  return [
    `Save ${formatPrice(off.amount, currency)}${on} (${off.percent}% off ${formatPrice(off.was, currency)})`,
  ];
}

function rating(product: Product): string[] {
  const few = product.reviewCount !== undefined && product.reviewCount < MIN_REVIEWS;
  if (product.rating === undefined || product.rating < GOOD_RATING || few) return [];
  const count = product.reviewCount;
  const by = count === undefined ? '' : ` by ${formatCount(count)} ${count === 1 ? 'reviewer' : 'reviewers'}`;
  return [`Rated ${formatRating(product.rating)}${by}`];
}

/** Letters two words must open with alike to be one idea ("resistant", "resistance"), unless they are the same. */
const SHARED_START = 6;

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

const oneIdea = (word: string, other: string): boolean =>
  word === other ||
  (word.length >= SHARED_START && other.slice(0, SHARED_START) === word.slice(0, SHARED_START));

/** Whether each word of `feature` is one of `name` ("water-resistant" of "water resistance"). */
function saidBy(feature: string, name: string): boolean {
  const named = wordsOf(name);
  const own = wordsOf(feature);
  return own.length > 0 && own.every((word) => named.some((other) => oneIdea(word, other)));
}

/** The measured specs highlighted: the first two ("Battery life 12 hours"). */
const shownSpecs = (product: Product) => measuredSpecs(product).slice(0, 2);

/**
 * The first two features, but one a highlighted spec says with its measure ("Water resistance 300 m" says
 * "Water-resistant"), its place left to the spec.
 */
function features(product: Product): string[] {
  const names = shownSpecs(product).map((spec) => spec.name);
  return productValues(product, 'feature')
    .slice(0, 2)
    .filter((feature) => !names.some((name) => saidBy(feature, name)))
    .map(capitalise);
}

function material(product: Product): string[] {
  const materials = productValues(product, 'material');
  return materials.length === 0 ? [] : [`Made of ${joinList(materials.slice(0, 3))}`];
}

function choice(product: Product): string[] {
  const colours = allValues(product, 'color');
  const sizes = allValues(product, 'size');
  const out: string[] = [];
  if (colours.length > 1) out.push(`Comes in ${colours.length} colours: ${joinListCapped(colours, 5)}`);
  else if (colours[0] !== undefined) out.push(`Comes in ${colours[0]}`);
  if (sizes.length > 1) out.push(`Sizes ${joinListCapped(sizes, 8)}`);
  const variants = product.variants ?? [];
  if (out.length === 0 && variants.length > 1) out.push(`${variants.length} options to choose from`);
  return out;
}

/**
 * Up to two measured specs among the other attributes: "Battery life 12 hours", "Laptop size 16-inch",
 * "Capacity 30L" (a value that is a number with a unit, under the attribute's name as words).
 */
function specs(product: Product): string[] {
  return shownSpecs(product).map((spec) => capitalise(saidDetail(spec, ' ')));
}

/** Up to two of its other attributes, not measured, said generically: "Strap: leather", "Skin type: oily". */
function details(product: Product): string[] {
  return otherDetails(product)
    .filter(({ measured }) => !measured)
    .slice(0, 2)
    .map((detail) => capitalise(saidDetail(detail)));
}

function intendedUse(product: Product): string[] {
  const uses = productValues(product, 'use');
  return uses.length === 0 ? [] : [`Made for ${joinList(uses.slice(0, 2))}`];
}

function brand(product: Product): string[] {
  const name = product.brand?.trim();
  return name === undefined || name.length === 0 ? [] : [`By ${name}`];
}

function stock(product: Product): string[] {
  return product.available === true ? ['In stock'] : [];
}

const HIGHLIGHT_WRITERS = [
  discount,
  rating,
  features,
  specs,
  material,
  intendedUse,
  choice,
  details,
  brand,
  stock,
] as const;

export function productHighlights(product: Product): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const line of HIGHLIGHT_WRITERS.flatMap((write) => write(product))) {
    const key = line.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(line);
  }
  return out.slice(0, MAX_HIGHLIGHTS);
}
