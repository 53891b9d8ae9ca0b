/**
 * Reads well-known facts out of a product's free-form `attributes` (and its variants' attributes).
 * Shops spell keys differently ("colour", "Colors", "fabric"), so keys are matched loosely.
 */
import {
  attributeWords,
  colourSpellings,
  type AttributeValue,
  type Product,
  type ProductVariant,
} from '../../core/index.ts';
import { shortenName } from './short-name.ts';
import { escapeRegExp } from './escape-regexp.ts';

/** Loose key spellings for each fact, in normalised form (lowercase letters only, no trailing "s"). */
export const ATTRIBUTE_KEYS = {
  color: ['color', 'colour', 'colorway', 'colourway', 'shade'],
  material: ['material', 'fabric', 'upper', 'lining', 'composition'],
  size: ['size', 'shoesize', 'clothingsize', 'dimension'],
  feature: ['feature', 'keyfeature', 'technology', 'tech'],
  care: ['care', 'careinstruction', 'washing', 'washinstruction'],
  audience: ['audience', 'gender', 'for', 'agegroup'],
  use: ['use', 'intendeduse', 'usage', 'activity', 'sport', 'occasion', 'purpose', 'terrain', 'bestfor'],
} as const;

export type AttributeKind = keyof typeof ATTRIBUTE_KEYS;

/** "Colours" → "colour", "Key features" → "keyfeature", "care_instructions" → "careinstruction". */
export function normaliseKey(key: string): string {
  const letters = key.toLowerCase().replace(/[^a-z]/g, '');
  return letters.length > 3 && letters.endsWith('s') ? letters.slice(0, -1) : letters;
}

/** An attribute's values, trimmed, empty ones dropped. */
export function toList(value: AttributeValue): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items.map((item) => item.trim()).filter((item) => item.length > 0);
}

/** De-duplicates case-insensitively, keeping the first spelling and order. */
export function uniqueValues(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

function readFrom(attributes: Record<string, AttributeValue> | undefined, kind: AttributeKind): string[] {
  if (attributes === undefined) return [];
  const wanted: readonly string[] = ATTRIBUTE_KEYS[kind];
  const out: string[] = [];
  for (const key of Object.keys(attributes).sort()) {
    const value = attributes[key];
    if (value !== undefined && wanted.includes(normaliseKey(key))) out.push(...toList(value));
  }
  return out;
}

/** Values of one fact on a variant. */
/** An option value's words, lower-cased ("Full/Queen" → full, queen; "forest-green" → forest, green). */
export const valueWords = (value: string): string[] =>
  value
    .toLowerCase()
    .split(/[\s/-]+/u)
    .filter(Boolean);

export const variantValues = (variant: ProductVariant, kind: AttributeKind): string[] =>
  uniqueValues(readFrom(variant.attributes, kind));

/** Values of one fact on the product itself. */
export function productValues(product: Product, kind: AttributeKind): string[] {
  return uniqueValues(readFrom(product.attributes, kind));
}

/** Values of one fact on the product and all its variants (colours and sizes usually live on variants). */
export function allValues(product: Product, kind: AttributeKind): string[] {
  const fromVariants = (product.variants ?? []).flatMap((variant) => readFrom(variant.attributes, kind));
  return uniqueValues([...readFrom(product.attributes, kind), ...fromVariants]);
}

/**
 * Everything searchable about a product, lowercased: title, brand, category, description, attribute names (as
 * words, like the search index: "battery life") and values.
 */
export function productText(product: Product): string {
  const attributeText = Object.entries(product.attributes ?? {})
    .map(([key, value]) => `${attributeWords(key)} ${toList(value).join(' ')}`)
    .join(' ');
  const variantText = (product.variants ?? [])
    .map(
      (variant) =>
        `${variant.title} ${Object.values(variant.attributes ?? {})
          .flatMap(toList)
          .join(' ')}`,
    )
    .join(' ');
  return [product.title, product.brand, product.category, product.description, attributeText, variantText]
    .filter((part): part is string => part !== undefined)
    .join(' ')
    .toLowerCase();
}

/** Words only, single-spaced and lower-cased: "Over-Ear Headphones" → "over ear headphones". */
export const wordsOnly = (text: string): string =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

/** Compiled phrase tests, the oldest dropped when full (a message tests the same words on each product). */
const phraseTests = new Map<string, RegExp>();
const PHRASE_TESTS = 512;

/** Whether `phrase` occurs in `text` as whole words (case-insensitive). */
export function containsPhrase(text: string, phrase: string): boolean {
  const trimmed = phrase.trim();
  if (trimmed.length === 0 || trimmed.length > text.length) return false;
  let test = phraseTests.get(trimmed);
  if (test === undefined) {
    if (phraseTests.size >= PHRASE_TESTS) phraseTests.delete(phraseTests.keys().next().value!);
    test = new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(trimmed)}($|[^\\p{L}\\p{N}])`, 'iu');
    phraseTests.set(trimmed, test);
  }
  return test.test(text);
}

/** Whether a word of `text` starts with `prefix` ("wash" in "machine washable"), case-insensitive. */
export const hasWordStarting = (text: string, prefix: string): boolean =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(prefix)}`, 'iu').test(text);

/**
 * Does the text hold a word, or a word of its stem ("commuting" in "made for daily commutes", "hiking" in "cold
 * hikes", "skiing" in "ski trips"): "-ing", "-es", "-s", "-ed" off, a doubled last letter undoubled, three letters
 * kept at least.
 */
export function mentionsWord(text: string, word: string): boolean {
  if (hasWordStarting(text, word)) return true;
  const bare = /^(.{3,}?)(?:ing|es|ed|s)$/u.exec(word)?.[1];
  if (bare === undefined) return false;
  const stem = /(.)\1$/u.test(bare) && bare.length > 3 ? bare.slice(0, -1) : bare;
  return hasWordStarting(text, stem);
}

/** The product name as shoppers see it: "Nike Pegasus 40" (brand prefixed unless the title already has it). */
export function displayName(product: Product, maxLength = 60): string {
  const title = product.title.trim();
  const brand = product.brand?.trim();
  const full = brand && !containsPhrase(title, brand) ? `${brand} ${title}` : title;
  return shortenName(full, maxLength);
}

/** Cuts text at a word boundary and adds "…" when longer than `maxLength`. */
/** A name said mid-sentence: "the Ground Durable Yoga Strap" (not twice: "The North Face …", "A Day Pack"). */
export const theName = (name: string): string => (/^(?:the|a|an)\s/iu.test(name) ? name : `the ${name}`);

export function truncate(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > maxLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const wordsKey = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}.]+/gu, ' ')
    .trim();

/** Whether the words of `name` occur as whole words in the question's words (` ${wordsKey(content)} `). */
const namedIn = (text: string, name: string): boolean => {
  const key = wordsKey(name);
  return key.length >= 2 && text.includes(` ${key} `);
};

/**
 * The variants a question names by their title or an attribute value ("how much is it in 100 ml?", "is the
 * queen in stock?", "is the teal one available?", "gray" of a "Grey" variant), each with its name as the shop spells it. A part of a
 * slash-separated name counts ("king" names "King/California King") when no variant is named in full.
 */
export function variantsNamed(
  product: Product,
  content: string,
): { variant: ProductVariant; name: string }[] {
  const text = ` ${wordsKey(content)} `;
  const named = (byPart: boolean) =>
    (product.variants ?? []).flatMap((variant) => {
      const names = [variant.title, ...Object.values(variant.attributes ?? {}).flatMap(toList)];
      const name = names.find((candidate) =>
        byPart
          ? candidate.includes('/') && candidate.split('/').some((part) => namedIn(text, part))
          : colourSpellings(candidate.toLowerCase()).some((spelling) => namedIn(text, spelling)),
      );
      return name === undefined ? [] : [{ variant, name }];
    });
  const whole = named(false);
  return whole.length > 0 ? whole : named(true);
}

/**
 * A phrase after the noun a name is of: "(Pack of 2)", " in Silver", " for Dry Skin", " with Case", " of Socks" (a
 * "Pair of Socks" is one pair), " by Quietwave", " - Matte Black", ", 2 Pack", " | Black"; from the first of them on.
 */
const AFTER_NOUN =
  /(?:\s*\([^)]*\)|\s+(?:in|for|with|of|by|from|featuring|including)\s+|\s+[-–—|/]\s+|\s*,\s+).*$/iu;

/**
 * Does the name's head noun, its last word before a phrase after it ("in Silver", "with Case", " - Black"), end
 * in a plural ("Vista Round Sunglasses", "Balance Yoga Leggings", "Wireless Over-Ear Headphones in Matte Black",
 * "Trail Socks, 3 Pack")? It ends in "s" but not "ss", "us" or "is" ("Linen Dress", "Cactus", "Tennis", "Socks
 * Drawer", "Pair of Socks" stay singular).
 */
export function pluralName(name: string): boolean {
  const noun = name.replace(AFTER_NOUN, '');
  const last = /([\p{L}]+)[^\p{L}]*$/u.exec(noun.length > 0 ? noun : name)?.[1]?.toLowerCase() ?? '';
  return last.length > 3 && last.endsWith('s') && !/(?:ss|us|is)$/u.test(last);
}
