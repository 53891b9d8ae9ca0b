/**
 * The tenant's own vocabulary, read from its products at import time, so the query parser can recognise
 * brands, categories, colours, materials, sizes, features and audiences the catalogue actually uses.
 */
import type { AttributeValue, Product } from '../schemas/product.ts';
import { attributeWords } from './attribute-words.ts';
import { measureOf, unitSpelling } from './measures.ts';
import { queryDefaults } from './query-defaults.ts';
import { adjectiveNamesIn, noPhrasesIn, saleNamesIn, shorthandNamesIn } from './title-names.ts';
import { fanNamesIn } from './fan-names.ts';
import { praiseNamesIn } from './praise-words.ts';
import { tierNamesIn } from './tier-names.ts';
import { priceCueNamesIn } from './price-cue-names.ts';
import { categoryKindsIn } from './category-kinds.ts';
import { unsizedHeadsIn } from './unsized-heads.ts';
import { brandSpellings, isKindSize, normalizeCategory, vocabularyKey } from './vocabulary-keys.ts';

export interface CatalogVocabulary {
  /** The catalogue's brands in its own spelling ("Harbor & Finch"); matched in any case, named as spelt. */
  brands: string[];
  /** Full category paths, segments joined by " > " ("bags > backpacks"). */
  categories: string[];
  colors: string[];
  materials: string[];
  sizes: string[];
  features: string[];
  audiences: string[];
  /**
   * Names the catalogue's titles give with "no" ("no dig", "no smoking"), lower-cased: "no-dig edging" asks for
   * the edging of that name rather than excluding "dig". See `noPhrasesIn`.
   */
  noPhrases?: string[];
  /**
   * Sale phrases the catalogue's titles use as names ("sales" of the brand Metal Sales, "clearance" of clearance
   * lights, "reduced" of a reduced pressure valve), lower-cased: words to match, not a sale. See `saleNamesIn`.
   */
  saleNames?: string[];
  /**
   * Measure families (their base units, queryDefaults.measures) of the values of the other attributes ("35
   * hours", "40 mm"), sorted: a request may bound those ("at least 30 hours"). See measures.ts.
   */
  measureUnits?: string[];
  /**
   * The attributes with measured values, as "family:name" ("hour:battery life", "mm:thickness"), sorted: what a
   * superlative may order by ("longest battery life", "thickest"). See measure-sort.ts.
   */
  measuredAttributes?: string[];
  /**
   * The values of the other attributes that are no measure, as "name=value" ("skin type=dry", "surface=trail"),
   * lower-cased and sorted: a request may name one with its noun ("dry skin"). See kind-phrases.ts.
   */
  kindValues?: string[];
  /**
   * The category paths of the products with a capacity counted in people ("capacity": "2-person"), sorted: a
   * bare count after a product of theirs is of people ("tent for two", "sofa for 3"). See people-count.ts.
   */
  peopleCategories?: string[];
  /**
   * The number and letter sizes each category sells, as "path=size" ("shoes > running=10", "clothing >
   * sweaters=l"), sorted: a bare whole number after a product of that category is its size only where it is sold
   * in it ("running shoes 10 black"; "galaxy note 3 black" keeps its number; kind-sizes.ts), and a letter size's
   * word before it only where it is sold in letter sizes ("large sweater"; "large backpack" orders by volume;
   * letter-before-kind.ts).
   */
  categorySizes?: string[];
  /**
   * The units each category's measured values are written in, as "path=spelling" ("outdoor > tents=person" of
   * "4-person", "bags > backpacks=l" of "25L"), policy durations left out (`measures.policyWords`: a warranty's
   * "2 years"), sorted: a comparative before a bare number bounds the one measure a kind states ("tent bigger than
   * 4": at least 4 people; bare-comparatives.ts).
   */
  categoryUnits?: string[];
  /**
   * The word each category's titles write right after a word of its path, as "path=word" ("shoes > hiking=boot"
   * of "Waterproof Hiking Boot"), lower-cased, sorted: the kinds the category's word names ("hiking boots" are
   * its boots, "hiking socks" none of its products). See category-kinds.ts.
   */
  categoryKinds?: string[];
  /** Kinds measured otherwise in a unit of measured sizes, "unit=head" ("mm=knife"): unsized-heads.ts. */
  unsizedHeads?: string[];
  /** The features each category's products list, "path=feature" ("shoes > running=cushioned"): compare-use.ts. */
  categoryFeatures?: string[];
  /**
   * Shorthand (queryDefaults.abbreviations) that at least NO_PHRASE_MIN_PRODUCTS of the titles write as words
   * ("lg" of "LG Electronics", "w/" of "Shower w/ Seat"), lower-cased, sorted: left as typed, not written out
   * ("lg dryer" asks for LG's dryers, not large ones). See `shorthandNamesIn`.
   */
  shorthandNames?: string[];
  /**
   * A measure's plain adjective or comparative or an everyday-noun colour with the word beside it, as a title
   * uses it ("light bulb", "led light", "heavy duty", "butane lighter", "olive oil"), lower-cased, sorted: words
   * to match, no weight or colour asked for ("light sneakers", "olive t-shirt" are). See `adjectiveNamesIn`.
   */
  adjectiveNames?: string[];
  /** The price tiers (price.tiers) a title holds ("premium" of "Behr Premium Plus"), termKeys: tier-names.ts. */
  tierNames?: string[];
  /**
   * The words of vague praise (queryDefaults.filler.praise) a title holds ("good" of "Good Grips Peeler"),
   * lower-cased, sorted: a name there, searched even alone ("something good" names no product): praise-words.ts.
   */
  praiseNames?: string[];
  /** A word and a fan word after it a title gives ("ceiling fan"), singular, sorted: a product. See fan-names.ts. */
  fanNames?: string[];
  /** The `price.nameCues` a title holds ("max" of "Air Max 90"), termKeys, sorted: price-cue-names.ts. */
  priceCueNames?: string[];
}

/** Longest attribute value read as a kind ("all skin types"); longer ones are prose. */
export const KIND_VALUE_LENGTH = 40;

type ListName = keyof typeof queryDefaults.vocabularyAttributes;

/** A vocabulary that knows nothing: the parser then relies on its built-in lexicons only. Do not mutate. */
export const emptyVocabulary: CatalogVocabulary = Object.freeze({
  brands: [],
  categories: [],
  colors: [],
  materials: [],
  sizes: [],
  features: [],
  audiences: [],
  noPhrases: [],
  saleNames: [],
  measureUnits: [],
  measuredAttributes: [],
  kindValues: [],
  peopleCategories: [],
  categorySizes: [],
  categoryUnits: [],
  categoryFeatures: [],
  categoryKinds: [],
  unsizedHeads: [],
  shorthandNames: [],
  adjectiveNames: [],
  tierNames: [],
  praiseNames: [],
  fanNames: [],
  priceCueNames: [],
});

const valuesOf = (value: AttributeValue | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Which vocabulary list each (lower-cased) attribute name feeds. */
const LIST_BY_ATTRIBUTE = new Map<string, ListName>(
  (Object.keys(queryDefaults.vocabularyAttributes) as ListName[]).flatMap((list) =>
    queryDefaults.vocabularyAttributes[list].map((name) => [name, list] as const),
  ),
);

/** Does an attribute (by name, any case) feed a vocabulary list: colour, size, material, features, audience? */
export const isListAttribute = (name: string): boolean => LIST_BY_ATTRIBUTE.has(name.toLowerCase());

const POLICY = new Set(queryDefaults.measures.policyWords);

/** Does an attribute's name make its values a policy's duration ("warranty": "2 years")? */
export const isPolicy = (name: string): boolean =>
  attributeWords(name)
    .split(' ')
    .some((word) => POLICY.has(word));

/** Pure: the vocabulary of a set of products (lower-cased, de-duplicated, sorted). */
export function buildVocabulary(products: readonly Product[]): CatalogVocabulary {
  const sets = {
    brands: new Set<string>(),
    categories: new Set<string>(),
    colors: new Set<string>(),
    materials: new Set<string>(),
    sizes: new Set<string>(),
    features: new Set<string>(),
    audiences: new Set<string>(),
  };
  const measureUnits = new Set<string>();
  const measuredAttributes = new Set<string>();
  const kindValues = new Set<string>();
  const peopleCategories = new Set<string>();
  const categorySizes = new Set<string>();
  const categoryUnits = new Set<string>();
  const categoryFeatures = new Set<string>();
  const sized = new Set<string>();
  const featured = new Set<string>();
  const units = new Set<string>();
  // True when the attributes hold a capacity counted in people.
  const addAttributes = (attributes: Record<string, AttributeValue> | undefined): boolean => {
    let people = false;
    for (const [name, value] of Object.entries(attributes ?? {})) {
      const list = LIST_BY_ATTRIBUTE.get(name.toLowerCase());
      if (list === undefined) {
        for (const raw of valuesOf(value)) {
          const unit = measureOf(raw)?.unit;
          if (unit !== undefined) measureUnits.add(unit);
          if (unit === 'person') people = true;
          if (unit !== undefined) measuredAttributes.add(`${unit}:${attributeWords(name)}`);
          const spelling =
            unit === undefined || isPolicy(name) ? undefined : unitSpelling(vocabularyKey(raw));
          if (spelling !== undefined) units.add(spelling);
          const key = vocabularyKey(raw);
          if (unit === undefined && key !== '' && key.length <= KIND_VALUE_LENGTH)
            kindValues.add(`${attributeWords(name)}=${key}`);
        }
        continue;
      }
      for (const raw of valuesOf(value)) {
        const key = vocabularyKey(raw);
        if (key !== '') sets[list].add(key);
        if (list === 'sizes' && isKindSize(key)) sized.add(key);
        if (list === 'features' && key !== '') featured.add(key);
      }
    }
    return people;
  };
  for (const product of products) {
    sets.brands.add(product.brand ?? '');
    const category = normalizeCategory(product.category ?? '');
    if (category !== '') sets.categories.add(category);
    let people = addAttributes(product.attributes);
    for (const variant of product.variants ?? []) people = addAttributes(variant.attributes) || people;
    if (people && category !== '') peopleCategories.add(category);
    if (category !== '') for (const size of sized) categorySizes.add(`${category}=${size}`);
    if (category !== '') for (const spelling of units) categoryUnits.add(`${category}=${spelling}`);
    if (category !== '') for (const feature of featured) categoryFeatures.add(`${category}=${feature}`);
    sized.clear();
    units.clear();
    featured.clear();
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return {
    brands: brandSpellings(sets.brands),
    categories: sorted(sets.categories),
    colors: sorted(sets.colors),
    materials: sorted(sets.materials),
    sizes: sorted(sets.sizes),
    features: sorted(sets.features),
    audiences: sorted(sets.audiences),
    noPhrases: noPhrasesIn(products.map((product) => product.title)),
    saleNames: saleNamesIn(products.map((product) => product.title)),
    shorthandNames: shorthandNamesIn(products.map((product) => product.title)),
    adjectiveNames: adjectiveNamesIn(products.map((product) => product.title)),
    tierNames: tierNamesIn(products.map((product) => product.title)),
    praiseNames: praiseNamesIn(products.map((product) => product.title)),
    fanNames: fanNamesIn(products.map((product) => product.title)),
    priceCueNames: priceCueNamesIn(products.map((product) => product.title)),
    measureUnits: sorted(measureUnits),
    measuredAttributes: sorted(measuredAttributes),
    kindValues: sorted(kindValues),
    peopleCategories: sorted(peopleCategories),
    categorySizes: sorted(categorySizes),
    categoryUnits: sorted(categoryUnits),
    categoryFeatures: sorted(categoryFeatures),
    categoryKinds: categoryKindsIn(
      products.map((product) => ({ title: product.title, path: normalizeCategory(product.category ?? '') })),
    ),
    unsizedHeads: unsizedHeadsIn(products),
  };
}
