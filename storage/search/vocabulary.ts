/**
 * The tenant's vocabulary (brands, categories and list-attribute values, lower-cased, and the "no" names, sale
 * names, shorthand and measure adjectives' names of its titles), in the shape of the core's CatalogVocabulary, so the query parser can recognise the catalogue's
 * own words and expand a term to the catalogue values containing it — which the filters then match exactly.
 */
import {
  adjectiveNamesIn,
  brandSpellings,
  categoryKindsIn,
  isPolicy,
  NAMING_WORDS,
  measureOf,
  normalizeCategory,
  noPhrasesIn,
  isKindSize,
  FAN_NAME_HINT,
  fanNamesIn,
  PRAISE_NAME_HINT,
  PRICE_CUE_NAME_HINT,
  priceCueNamesIn,
  praiseNamesIn,
  SALE_NAME_HINTS,
  saleNamesIn,
  SHORTHAND,
  shorthandNamesIn,
  TIER_NAME_HINTS,
  tierNamesIn,
  unitSpelling,
  unsizedHeadsIn,
  MAY_MEASURE,
  type AttributeValue,
  type CatalogVocabulary,
} from '../../core/index.ts';
import { NAMED_KIND, NAMED_MEASURE, OTHER_ATTRIBUTE, SEP } from '../catalog/product-row.ts';
import type { Db } from '../database.ts';
import type { RowidRange } from '../tenant-range.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { allTags, measureTags, namedMeasureTags, tagPositions } from './index-tags.ts';

/** The core's CatalogVocabulary, as storage builds it. */
export type Vocabulary = CatalogVocabulary;

/** The vocabulary's lists read from the products' list-filter tags, by tag kind. */
type TagList = 'colors' | 'materials' | 'sizes' | 'features' | 'audiences';

/** The vocabulary's lists read from the products' titles. */
type TitleNames = Pick<
  Vocabulary,
  | 'noPhrases'
  | 'saleNames'
  | 'shorthandNames'
  | 'adjectiveNames'
  | 'tierNames'
  | 'praiseNames'
  | 'fanNames'
  | 'priceCueNames'
  | 'categoryKinds'
  | 'unsizedHeads'
>;

const LIST_BY_KIND: Record<string, TagList> = {
  c: 'colors',
  m: 'materials',
  s: 'sizes',
  f: 'features',
  a: 'audiences',
};

const sorted = (values: Iterable<string>): string[] => [...new Set(values)].filter(Boolean).sort();

/**
 * A title that may hold a "no" name, a sale phrase, shorthand, a measure's plain adjective or comparative or an
 * everyday-noun colour: the others need no closer look.
 */
const MAY_NAME = new RegExp(
  `\\bno[\\s-]|${[...SALE_NAME_HINTS, ...TIER_NAME_HINTS].join('|')}|${SHORTHAND.source}|${NAMING_WORDS.join('|')}`,
  'iu',
);

/** Reads a tenant's vocabulary: its CatalogIndex, plus the titles that may hold a "no" name or a sale phrase. */
export function prepareVocabulary(db: Db): (index: CatalogIndex, range: RowidRange) => Vocabulary {
  const titles = db.prepare<[number, number], { title: unknown; category: unknown; attributes: unknown }>(
    "SELECT json->>'title' AS title, json->>'category' AS category, json->'attributes' AS attributes " +
      'FROM products WHERE rowid BETWEEN ? AND ?',
  );
  return (index, range) => {
    const named: string[] = [];
    const categorised: { title: string; path: string }[] = [];
    const measured: { title: string; attributes: Record<string, AttributeValue> }[] = [];
    for (const { title, category, attributes } of titles.iterate(range.lo, range.hi)) {
      if (typeof title !== 'string') continue;
      // Only a product with a measure-like value needs a closer look (unsized-heads.ts).
      if (typeof attributes === 'string' && MAY_MEASURE.test(attributes))
        measured.push({ title, attributes: JSON.parse(attributes) as Record<string, AttributeValue> });
      if (
        MAY_NAME.test(title) ||
        PRAISE_NAME_HINT.test(title) ||
        FAN_NAME_HINT.test(title) ||
        PRICE_CUE_NAME_HINT.test(title)
      )
        named.push(title);
      if (typeof category === 'string' && category !== '')
        categorised.push({ title, path: normalizeCategory(category) });
    }
    return vocabularyOf(index, {
      categoryKinds: categoryKindsIn(categorised),
      unsizedHeads: unsizedHeadsIn(measured),
      noPhrases: noPhrasesIn(named),
      saleNames: saleNamesIn(named),
      shorthandNames: shorthandNamesIn(named),
      adjectiveNames: adjectiveNamesIn(named),
      tierNames: tierNamesIn(named),
      praiseNames: praiseNamesIn(named),
      fanNames: fanNamesIn(named),
      priceCueNames: priceCueNamesIn(named),
    });
  };
}

/** '>outdoor>tents>' → 'outdoor > tents'. */
const categoryOf = (path: string): string => path.split('>').filter(Boolean).join(' > ');

/** The category paths ("outdoor > tents") of the products with a capacity counted in people ("o:2-person"). */
function peopleCategories(index: CatalogIndex): string[] {
  const codes = new Set<number>();
  for (const { key, measure } of measureTags(index)) {
    if (measure.unit !== 'person') continue;
    for (const position of tagPositions(index, key)) codes.add(index.category[position]!);
  }
  return sorted([...codes].map((code) => categoryOf(index.categoryPaths[code] ?? '')));
}

/** Adds "path=value" to `found` for the category path of each of `positions` ("shoes > running=10"). */
function addByCategory(
  index: CatalogIndex,
  positions: Iterable<number>,
  value: string,
  found: Set<string>,
): void {
  const codes = new Set(Array.from(positions, (position) => index.category[position]!));
  for (const code of codes) {
    const path = categoryOf(index.categoryPaths[code] ?? '');
    if (path !== '') found.add(`${path}=${value}`);
  }
}

/**
 * The number and letter sizes each category path sells, as "path=size" ("shoes > running=10", "clothing >
 * sweaters=l"): CatalogVocabulary.categorySizes.
 */
function categorySizes(index: CatalogIndex): string[] {
  const found = new Set<string>();
  for (const [tag, positions] of allTags(index)) {
    if (!tag.startsWith('s:') || !isKindSize(tag.slice(2))) continue;
    addByCategory(index, positions, tag.slice(2), found);
  }
  return sorted(found);
}

/**
 * The units each category path's measured values are written in, as "path=spelling" ("outdoor > tents=person"),
 * policy durations left out: CatalogVocabulary.categoryUnits.
 */
function categoryUnits(index: CatalogIndex): string[] {
  const found = new Set<string>();
  for (const [tag, positions] of allTags(index)) {
    if (!tag.startsWith(`${NAMED_MEASURE}:`)) continue;
    const at = tag.indexOf('=');
    const spelling = isPolicy(tag.slice(2, at)) ? undefined : unitSpelling(tag.slice(at + 1));
    if (spelling === undefined) continue;
    addByCategory(index, positions, spelling, found);
  }
  return sorted(found);
}

/** The features each category path's products list, as "path=feature": CatalogVocabulary.categoryFeatures. */
function categoryFeatures(index: CatalogIndex): string[] {
  const found = new Set<string>();
  for (const [tag, positions] of allTags(index))
    if (tag.startsWith('f:')) addByCategory(index, positions, tag.slice(2), found);
  return sorted(found);
}

/** Frozen, so one object per catalogue version can be cached by identity. */
function vocabularyOf(index: CatalogIndex, titleNames: TitleNames): Vocabulary {
  const lists: Record<TagList, Set<string>> = {
    colors: new Set<string>(),
    materials: new Set<string>(),
    sizes: new Set<string>(),
    features: new Set<string>(),
    audiences: new Set<string>(),
  };
  const measureUnits = new Set<string>();
  const measuredAttributes = new Set(
    namedMeasureTags(index).map(({ words, measure }) => `${measure.unit}:${words.join(' ')}`),
  );
  const kindValues = new Set<string>();
  const seen = new Set<string>();
  for (const tags of index.tags) {
    if (seen.has(tags)) continue;
    seen.add(tags);
    for (const tag of tags.split(SEP)) {
      if (tag[1] !== ':') continue;
      const kind = tag.slice(0, 1);
      const list = LIST_BY_KIND[kind];
      if (list !== undefined) lists[list].add(tag.slice(2));
      else if (kind === NAMED_KIND) kindValues.add(tag.slice(2));
      else if (kind === OTHER_ATTRIBUTE) {
        const unit = measureOf(tag.slice(2))?.unit;
        if (unit !== undefined) measureUnits.add(unit);
      }
    }
  }
  const vocabulary: Vocabulary = {
    brands: brandSpellings(index.brands.values),
    categories: sorted(index.categoryPaths.map(categoryOf)),
    colors: sorted(lists.colors),
    materials: sorted(lists.materials),
    sizes: sorted(lists.sizes),
    features: sorted(lists.features),
    audiences: sorted(lists.audiences),
    ...titleNames,
    measureUnits: sorted(measureUnits),
    measuredAttributes: sorted(measuredAttributes),
    kindValues: sorted(kindValues),
    peopleCategories: peopleCategories(index),
    categorySizes: categorySizes(index),
    categoryUnits: categoryUnits(index),
    categoryFeatures: categoryFeatures(index),
  };
  return frozenVocabulary(vocabulary);
}

/** Freezes a vocabulary and its lists (again, after a copy from another thread). */
export function frozenVocabulary(vocabulary: Vocabulary): Vocabulary {
  for (const list of Object.values(vocabulary)) Object.freeze(list);
  return Object.freeze(vocabulary);
}
