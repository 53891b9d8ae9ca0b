/**
 * Deterministic FAQs for one product, each answered only from the product's own fields. A question whose
 * data is missing is skipped, so a product without sizes never gets a sizes question.
 */
import type { Product } from '../../core/index.ts';
import { capitalise, joinList, joinListCapped, plural, sentence } from './english-list.ts';
import {
  formatCount,
  formatPrice,
  formatRating,
  priceSpan,
  productCurrency,
  saving,
} from './format-price.ts';
import { allValues, pluralName, productValues, theName, truncate } from './product-attributes.ts';
import { otherDetails, saidDetail } from './product-details.ts';
import { escapeRegExp } from './escape-regexp.ts';

export interface Faq {
  question: string;
  answer: string;
}

export const MAX_FAQS = 6;
/** Attributes listed in the specifications answer at most. */
const MAX_SPECS = 6;

function availability(product: Product): string | undefined {
  if (product.available === true) return 'It is currently in stock.';
  if (product.available === false) return 'It is currently out of stock.';
  const variants = product.variants ?? [];
  const known = variants.filter((variant) => variant.available !== undefined);
  if (known.length === 0) return undefined;
  const open = known.filter((variant) => variant.available === true).length;
  if (open === 0) return 'None of its options is currently available.';
  return `${open} of its ${plural(known.length, 'option')} ${open === 1 ? 'is' : 'are'} currently available.`;
}

function priceFaq(product: Product, name: string): Faq | undefined {
  const stock = availability(product);
  if (product.price === undefined) {
    return stock === undefined ? undefined : { question: `Is ${name} in stock?`, answer: stock };
  }
  const currency = productCurrency(product);
  const off = saving(product);
  const span = priceSpan(product);
  const cost =
    span === undefined ? `It costs ${formatPrice(product.price, currency)}` : `It costs ${span}, by option`;
  const was =
    off === undefined || span !== undefined
      ? '.'
      : `, down from ${formatPrice(off.was, currency)} (${off.percent}% off).`;
  const answer = [`${cost}${was}`, stock].filter((part): part is string => part !== undefined).join(' ');
  const question =
    stock === undefined ? `How much does ${name} cost?` : `How much does ${name} cost, and is it in stock?`;
  return { question, answer };
}

function materialFaq(product: Product, name: string): Faq | undefined {
  const materials = productValues(product, 'material');
  if (materials.length === 0) return undefined;
  return { question: `What is ${name} made of?`, answer: `It is made of ${joinList(materials)}.` };
}

/** The names of its options, listed when it has no sizes; none when they are its colours (said as such). */
function optionNames(product: Product): string[] {
  const variants = product.variants ?? [];
  if (variants.length < 2 || allValues(product, 'size').length > 0) return [];
  const colours = new Set(allValues(product, 'color').map((colour) => colour.toLowerCase()));
  const titles = variants.map((variant) => variant.title);
  return titles.every((title) => colours.has(title.toLowerCase())) ? [] : titles;
}

function sizeFaq(product: Product, name: string): Faq | undefined {
  const sizes = allValues(product, 'size');
  if (sizes.length > 0) {
    const answer =
      sizes.length === 1
        ? `It comes in size ${sizes[0]}.`
        : `It comes in sizes ${joinListCapped(sizes, 10)}.`;
    return { question: `What sizes does ${name} come in?`, answer };
  }
  const options = optionNames(product);
  // Options that are its colours are asked about as colours, here rather than twice.
  if (options.length === 0) return (product.variants ?? []).length > 1 ? colourFaq(product, name) : undefined;
  return {
    question: `What options does ${name} come in?`,
    answer: `It comes in ${options.length} options: ${joinListCapped(options, 6)}.`,
  };
}

function featureFaq(product: Product, name: string): Faq | undefined {
  const features = productValues(product, 'feature');
  if (features.length === 0) return undefined;
  return {
    question: `What are the key features of ${name}?`,
    answer: `Its key features: ${joinList(features)}.`,
  };
}

function useFaq(product: Product, name: string): Faq | undefined {
  const uses = productValues(product, 'use');
  if (uses.length === 0) return undefined;
  return { question: `What is ${name} designed for?`, answer: `It is intended for ${joinList(uses)}.` };
}

function careFaq(product: Product, name: string): Faq | undefined {
  const care = productValues(product, 'care');
  if (care.length === 0) return undefined;
  return {
    question: `How do I care for ${name}?`,
    answer: care.map((line) => sentence(capitalise(line))).join(' '),
  };
}

function colourFaq(product: Product, name: string): Faq | undefined {
  const colours = allValues(product, 'color');
  if (colours.length === 0) return undefined;
  return {
    question: `What colours does ${name} come in?`,
    answer: `It comes in ${joinListCapped(colours, 8)}.`,
  };
}

function brandFaq(product: Product, name: string): Faq | undefined {
  const brand = product.brand?.trim();
  if (brand === undefined || brand.length === 0) return undefined;
  return { question: `Which brand makes ${name}?`, answer: `It is made by ${brand}.` };
}

function ratingFaq(product: Product, name: string): Faq | undefined {
  if (product.rating === undefined || product.reviewCount === 0) return undefined;
  const from =
    product.reviewCount === undefined
      ? ''
      : ` from ${formatCount(product.reviewCount)} ${product.reviewCount === 1 ? 'review' : 'reviews'}`;
  return {
    question: `How do customers rate ${name}?`,
    answer: `It has an average rating of ${formatRating(product.rating).replace('/5', ' out of 5')}${from}.`,
  };
}

function categoryFaq(product: Product, name: string): Faq | undefined {
  const category = product.category?.trim();
  if (category === undefined || category.length === 0) return undefined;
  return { question: `What kind of product is ${name}?`, answer: `It is listed under ${category}.` };
}

function descriptionFaq(product: Product, name: string): Faq | undefined {
  const description = product.description?.replace(/\s+/g, ' ').trim();
  if (description === undefined || description.length === 0) return undefined;
  return { question: `What is ${name}?`, answer: sentence(truncate(description, 240)) };
}

/** Its other attributes, measured or not ("Case size: 41 mm; strap: leather"), unless stated already. */
function specsFaq(product: Product, name: string): Faq | undefined {
  const specs = otherDetails(product, optionNames(product)).slice(0, MAX_SPECS);
  if (specs.length === 0) return undefined;
  const listed = specs.map((spec) => saidDetail(spec)).join('; ');
  return { question: `What are the specifications of ${name}?`, answer: `${capitalise(listed)}.` };
}

/** Most useful first; the list is cut at MAX_FAQS. */
const FAQ_WRITERS = [
  priceFaq,
  materialFaq,
  sizeFaq,
  featureFaq,
  specsFaq,
  brandFaq,
  ratingFaq,
  careFaq,
  useFaq,
  colourFaq,
  categoryFaq,
  descriptionFaq,
] as const;

/** The FAQ said of a plural name: "How much do the … Sunglasses cost, and are they in stock?", "They are made of…". */
function saidOfMany(faq: Faq, name: string): Faq {
  const at = (verb: string) => new RegExp(`\\b${verb} (?=${escapeRegExp(name)})`, 'u');
  const question = faq.question
    .replace(at('does'), 'do ')
    .replace(at('is'), 'are ')
    .replace(', and is it in stock?', ', and are they in stock?');
  const answer = faq.answer
    .replace(/(^|\. )It is\b/gu, '$1They are')
    .replace(/(^|\. )Its\b/gu, '$1Their')
    .replace(
      /(^|\. )It (comes|costs|has)\b/gu,
      (_all, start: string, verb: string) =>
        `${start}They ${{ comes: 'come', costs: 'cost', has: 'have' }[verb] ?? verb}`,
    );
  return { question, answer };
}

export function productFaqs(product: Product): Faq[] {
  const title = truncate(product.title.trim(), 60);
  const many = pluralName(title);
  const name = theName(title);
  const written = FAQ_WRITERS.map((write) => write(product, name)).filter(
    (faq): faq is Faq => faq !== undefined,
  );
  return (
    // A question asked once (options that are its colours are its colours question).
    written
      .filter((faq, at) => written.findIndex((other) => other.question === faq.question) === at)
      .map((faq) => (many ? saidOfMany(faq, name) : faq))
      // A value ending its own sentence ("Carryall Co.") takes no second full stop.
      .map((faq) => ({ ...faq, answer: faq.answer.replace(/([.!?…])\.$/u, '$1') }))
      .slice(0, MAX_FAQS)
  );
}
