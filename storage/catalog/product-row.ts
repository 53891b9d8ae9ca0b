/**
 * Derives the denormalised columns and full-text fields stored next to each product's JSON,
 * so filters, sorts and facets never have to parse JSON at query time.
 */
import {
  attributeWords,
  conditionsNamedIn,
  featuresNamedIn,
  measureOf,
  type AttributeValue,
  type Product,
} from '../../core/index.ts';
import { wordString } from '../search/word-tokens.ts';

/** Attribute names (lower-cased) feeding each list filter. */
export const TAG_ATTRIBUTES = {
  c: ['color', 'colour', 'colors', 'colours'],
  s: ['size', 'sizes'],
  m: ['material', 'materials'],
  a: ['gender', 'audience'],
  f: ['features', 'feature'],
} as const;

export type TagKind = keyof typeof TAG_ATTRIBUTES;

/**
 * The tag kind of any other attribute's values ("strap": "leather", "fill": "wool"), so a material filter also
 * finds the part of a product made of it: a leather watch is one with a leather strap.
 */
export const OTHER_ATTRIBUTE = 'o';

/**
 * The tag kind of a built-in feature the title names ("Portable Bluetooth Speaker": bluetooth), which meets a
 * feature filter as an 'f' tag does but is no value of the catalogue's own vocabulary.
 */
export const TITLE_FEATURE = 't';

/**
 * The tag kind of a variant's price in its size ("z:king=135.99"): a price filter beside a size filter holds the
 * price of the size asked ("king sheets under $100" is no sheet set whose King costs $135.99).
 */
export const SIZE_PRICE = 'z';

/**
 * The tag kind of a colour or size that only sold-out variants come in ("x:s:queen", "x:c:forest green"): "in
 * stock" beside that size or colour is no product whose Queen is sold out.
 */
export const SOLD_OUT = 'x';

/** The tagKey of a colour or size sold out in every variant that comes in it. */
export const soldOutKey = (kind: 'c' | 's', value: string): string =>
  `${SEP}${SOLD_OUT}:${kind}:${filterKey(value)}${SEP}`;

/**
 * The tag kind of a measured attribute with its name ("q:weight=1.2 kg", "q:battery life=40 hours"): what a
 * superlative orders by ("lightest", "longest battery life": SearchQuery.measureSort).
 */
export const NAMED_MEASURE = 'q';

/**
 * The tag kind of another attribute's value that is no measure, with the attribute's name ("k:skin type=oily"): a
 * kind the shopper names with its noun ("dry skin": SearchFilters.kinds) leaves out products of only other kinds.
 */
export const NAMED_KIND = 'k';

/**
 * The tag kind of a colour the product's own attributes give, not only a variant's ("p:charcoal" of a charcoal
 * jacket that also comes in navy): among products meeting a colour asked, those that are that colour come first
 * (own-colour.ts).
 */
export const OWN_COLOUR = 'p';

/** Longest value of another attribute that is tagged: longer ones are prose, not a material. */
const OTHER_VALUE_LENGTH = 40;

/** Separator inside `tags` and `colors`; stripped from values. */
export const SEP = '\u001f';

export interface ProductRow {
  price: number | null;
  compareAtPrice: number | null;
  rating: number | null;
  reviewCount: number | null;
  available: 0 | 1;
  createdMs: number | null;
  popularity: number;
  brand: string | null;
  category: string | null;
  colors: string | null;
  tags: string;
  words: string;
}

/** A product's searchable text, by field (see searchFields). */
export interface SearchFields {
  title: string;
  brand: string;
  category: string;
  attributes: string;
  description: string;
}

const clean = (value: string): string => value.replaceAll(SEP, ' ').trim();

const keyMemo = new Map<string, string>();
const KEY_MEMO_SIZE = 20_000;

/** Lower-cased, trimmed, whitespace-collapsed: the form filters compare. Memoised: catalogues repeat values. */
export function filterKey(value: string): string {
  let key = keyMemo.get(value);
  if (key === undefined) {
    key = clean(value).toLowerCase().replace(/\s+/g, ' ');
    if (keyMemo.size >= KEY_MEMO_SIZE) keyMemo.clear();
    keyMemo.set(value, key);
  }
  return key;
}

const CATEGORY_SEPARATOR = /\s*[>›»/]\s*/;

/** `'Shoes > Running'` → `'>shoes>running>'`; undefined when there are no segments. */
export function categoryPath(category: string): string | undefined {
  const segments = category.split(CATEGORY_SEPARATOR).map(filterKey).filter(Boolean);
  return segments.length === 0 ? undefined : `>${segments.join('>')}>`;
}

export const tagKey = (
  kind: TagKind | typeof OTHER_ATTRIBUTE | typeof TITLE_FEATURE | typeof OWN_COLOUR,
  value: string,
): string => `${SEP}${kind}:${filterKey(value)}${SEP}`;

const valuesOf = (value: AttributeValue | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

const KIND_BY_ATTRIBUTE = new Map<string, TagKind>(
  (Object.keys(TAG_ATTRIBUTES) as TagKind[]).flatMap((kind) =>
    TAG_ATTRIBUTES[kind].map((name) => [name, kind] as const),
  ),
);

/**
 * Filter keys ('c:red', 's:m', ...) and colour values as written, in one pass over the product's and its
 * variants' attributes (a product comes in red when one of its variants does).
 */
function tagsAndColors(product: Product): { tags: string; colors: string[] } {
  const keys = new Set<string>();
  const colors = new Map<string, string>();
  const read = (attributes: Record<string, AttributeValue> | undefined) => {
    for (const [name, value] of Object.entries(attributes ?? {})) {
      const kind = KIND_BY_ATTRIBUTE.get(name.toLowerCase()) ?? OTHER_ATTRIBUTE;
      for (const raw of valuesOf(value)) {
        const text = clean(raw);
        if (text === '' || (kind === OTHER_ATTRIBUTE && text.length > OTHER_VALUE_LENGTH)) continue;
        const key = filterKey(text);
        keys.add(`${kind}:${key}`);
        if (kind === OTHER_ATTRIBUTE)
          keys.add(
            `${measureOf(text) === undefined ? NAMED_KIND : NAMED_MEASURE}:${filterKey(attributeWords(name))}=${key}`,
          );
        if (kind === 'c' && !colors.has(key)) colors.set(key, text);
      }
    }
  };
  read(product.attributes);
  for (const key of colors.keys()) keys.add(`${OWN_COLOUR}:${key}`);
  for (const variant of product.variants ?? []) read(variant.attributes);
  for (const variant of product.variants ?? []) {
    if (typeof variant.price !== 'number' || !Number.isFinite(variant.price)) continue;
    for (const [name, value] of Object.entries(variant.attributes ?? {}))
      if (KIND_BY_ATTRIBUTE.get(name.toLowerCase()) === 's')
        for (const size of valuesOf(value))
          if (clean(size) !== '') keys.add(`${SIZE_PRICE}:${filterKey(clean(size))}=${variant.price}`);
  }
  for (const key of soldOutValues(product)) keys.add(key);
  if (typeof product.title === 'string')
    for (const feature of featuresNamedIn(product.title)) keys.add(`${TITLE_FEATURE}:${filterKey(feature)}`);
  // A condition an attribute names it for meets that condition's feature as the title's does ("season":
  // "4-season" is warm).
  for (const value of Object.values(product.attributes ?? {}))
    for (const text of valuesOf(value))
      for (const feature of conditionsNamedIn(text)) keys.add(`${TITLE_FEATURE}:${filterKey(feature)}`);
  const tags = keys.size === 0 ? SEP : `${SEP}${[...keys].join(SEP)}${SEP}`;
  return { tags, colors: [...colors.values()] };
}

/** SOLD_OUT keys ('x:s:queen') of the colours and sizes whose variants are all unavailable. */
function soldOutValues(product: Product): string[] {
  const inStock = new Map<string, boolean>();
  for (const variant of product.variants ?? [])
    for (const [name, value] of Object.entries(variant.attributes ?? {})) {
      const kind = KIND_BY_ATTRIBUTE.get(name.toLowerCase());
      if (kind !== 'c' && kind !== 's') continue;
      for (const raw of valuesOf(value)) {
        const text = clean(raw);
        if (text === '') continue;
        const key = `${SOLD_OUT}:${kind}:${filterKey(text)}`;
        inStock.set(key, inStock.get(key) === true || variant.available !== false);
      }
    }
  return [...inStock].filter(([, available]) => !available).map(([key]) => key);
}

/**
 * The searchable text of a product, by field: what the search's text index holds. Attributes give their values
 * and, outside the filter kinds (colour, size, material, audience, features), their names: "headphones with
 * long battery" finds a "batteryLife".
 */
export function searchFields(product: Product): SearchFields {
  const attributes = Object.entries(product.attributes ?? {});
  return {
    title: product.title ?? '',
    brand: product.brand ?? '',
    category: product.category ?? '',
    attributes: [
      ...attributes.flatMap(([name, value]) => [
        ...(KIND_BY_ATTRIBUTE.has(name.toLowerCase()) ? [] : [attributeWords(name)]),
        ...valuesOf(value),
      ]),
      ...(product.variants ?? []).map((v) => v.title),
    ].join(' '),
    description: product.description ?? '',
  };
}

export function productRow(product: Product): ProductRow {
  const allAttributeValues = Object.values(product.attributes ?? {}).flatMap(valuesOf);
  const { tags, colors } = tagsAndColors(product);
  const createdMs = product.createdAt === undefined ? NaN : Date.parse(product.createdAt);
  const brand = product.brand?.trim() || null;
  const category = product.category?.trim() || null;
  return {
    price: product.price ?? null,
    compareAtPrice: product.compareAtPrice ?? null,
    rating: product.rating ?? null,
    reviewCount: product.reviewCount ?? null,
    available: product.available === false ? 0 : 1,
    createdMs: Number.isFinite(createdMs) ? createdMs : null,
    popularity: (product.rating ?? 0) * Math.log1p(product.reviewCount ?? 0),
    brand,
    category,
    colors: colors.length === 0 ? null : colors.join(SEP),
    tags,
    words: wordString([product.title, product.description ?? '', ...allAttributeValues]),
  };
}
