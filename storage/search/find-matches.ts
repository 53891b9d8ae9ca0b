/**
 * One search's match set over a tenant's indexes: the products the filters keep (exclusions, kinds, audience)
 * and, when the query has words, the text index's matches in relevance order, with the facets of the whole set.
 */
import {
  childAge,
  singularForms,
  withMaterialSpellings,
  type Facets,
  type MeasureBound,
  type RankingDefaults,
  useRatings,
  type Product,
  type SearchQuery,
} from '../../core/index.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { facetsOf } from './facets.ts';
import { indexFilter, NOTHING, type Keep } from './index-filters.ts';
import { kindFits } from './index-tags.ts';
import { preferAgeSized } from './age-sized.ts';
import { askedKindFirst } from './asked-kind-first.ts';
import { likeKindFirst, noneOfKind, type HeadNaming } from './like-kind-first.ts';
import { preferStatedPart } from './stated-part.ts';
import { audienceTier, audienceTitledFirst } from './audience-titled-first.ts';
import { laterTiers } from './later-tiers.ts';
import { statingOnly } from './measure-values.ts';
import { preferOwnColour } from './own-colour.ts';
import type { MatchSet } from './rank-rows.ts';
import { relevanceKeys } from './relevance-keys.ts';
import { preferSnugFit } from './snug-fit.ts';
import { preferStatedPack } from './stated-pack.ts';
import { preferStatedUse } from './stated-use.ts';
import { childProducts } from './text/child-products.ts';
import { excludedProducts } from './text/excluded-products.ts';
import type { TextCatalog } from './text/text-catalog.ts';
import { hasWords, matchText } from './text/text-search.ts';
import { countText } from './text/text-match-set.ts';
import { titledProducts } from './text/titled-products.ts';

export interface Result extends MatchSet {
  facets: Facets;
}

/**
 * The request names an audience, or implied one that has since been relaxed ("a jacket for my 8 year old
 * nephew" where no jacket is tagged for kids): then children's products are not ranked after adults'.
 */
export const asksAudience = (query: SearchQuery): boolean =>
  (query.filters?.audience?.length ?? 0) > 0 || query.audienceImplied === true;

/** The query's filters as a predicate over the index (index-filters.ts), with its excluded words and kinds. */
function queryFilter(
  textCatalog: () => TextCatalog,
  wordsAt: (position: number) => string | undefined,
  index: CatalogIndex,
  query: SearchQuery,
): Keep | undefined {
  const excluded = new Set<number>();
  for (const term of query.filters?.excludeTerms ?? []) {
    if (typeof term !== 'string') continue;
    // "not wool" excludes lambswool too: a built-in material's every spelling; "no sandals" a Hiking Sandal.
    for (const spelling of [...withMaterialSpellings(term), ...singularForms(term)])
      for (const position of excludedProducts(textCatalog().text, spelling, wordsAt)) excluded.add(position);
  }
  // A kind asked with its noun ("dry skin"): products whose titles name only another ("for Oily Skin") go.
  for (const kind of query.filters?.kinds ?? []) {
    if (typeof kind?.noun !== 'string' || typeof kind.value !== 'string') continue;
    const asked = new Set(titledProducts(textCatalog().text, `${kind.value} ${kind.noun}`));
    for (const other of kind.others ?? [])
      for (const position of titledProducts(textCatalog().text, `${other} ${kind.noun}`))
        if (!asked.has(position)) excluded.add(position);
  }
  // Said without its noun ("titanium dioxide sunscreen"), a kind keeps the products stating no value of its
  // attribute only where they write it: titanium sunglasses hold "titanium" alone.
  for (const kind of query.filters?.kinds ?? []) {
    if (kind?.bare !== true || typeof kind.attribute !== 'string' || typeof kind.value !== 'string') continue;
    const stated = kindFits(index, kind.attribute, []);
    const writes = new Set(excludedProducts(textCatalog().text, kind.value, wordsAt));
    for (let i = 0; i < index.size; i++) if (!stated.has(i) && !writes.has(i)) excluded.add(i);
  }
  // An implied adult audience admits untagged products (a kettle for "my wife"); a child's does not, as most
  // untagged products are adults' (skincare for "a 10 year old girl").
  // "my son" asks for men's or kids' products: an adult among them admits untagged speakers too.
  const asked = (query.filters?.audience ?? []).map((value) => value.toLowerCase());
  const forChild = asked.includes('kids') && !asked.some((value) => value === 'men' || value === 'women');
  return indexFilter(index, query.filters ?? {}, excluded, query.audienceImplied === true && !forChild);
}

/** What the preferences below read: the search's catalogue, query, words and ranking knobs. */
interface Preferring {
  textCatalog: () => TextCatalog;
  productAt: (position: number) => Product | undefined;
  index: CatalogIndex;
  query: SearchQuery;
  text: string;
  ranking: RankingDefaults;
  /** The measures and rooms asked ("for a 60 inch wall"). */
  rooms: readonly MeasureBound[];
}

/**
 * The ranked matches reordered by what the shopper stated: a snug fit, the colour, the use, the pack, the part, the kind and
 * the audience asked. A module-level function, not a closure made per search: tsx (it keeps names) gives each
 * named closure its name with Object.defineProperty.
 */
function preferred(
  ranked: MatchSet & { headKind?: () => ReadonlySet<number> } & HeadNaming,
  p: Preferring,
): MatchSet {
  const { textCatalog, productAt, index, query, text, ranking, rooms } = p;
  let next = preferSnugFit(index, ranked, rooms, ranking.looseFit, ranking.exactFitUnits);
  next = preferOwnColour(index, next, query.filters?.colors ?? [], ranking.variantColour);
  next = preferStatedUse(index, next, useRatings(text), ranking.statedUse);
  next = preferStatedPack(next, query.pack, productAt, ranking.statedPack);
  next = preferAgeSized(next, childAge(query), productAt, ranking.childAgeSize);
  next = preferStatedPart(
    index,
    () => textCatalog().text,
    next,
    { text, kinds: query.filters?.kinds ?? [] },
    ranking.statedPart,
    ranking.mainPartBreaks,
  );
  next = askedKindFirst(textCatalog().text, index, next, query.relaxedKinds ?? []);
  next = likeKindFirst(next, query.context);
  return audienceTitledFirst(textCatalog().text, next, query.audienceTitles);
}

export function findMatches(
  textCatalog: () => TextCatalog,
  wordsAt: (position: number) => string | undefined,
  productAt: (position: number) => Product | undefined,
  index: CatalogIndex,
  query: SearchQuery,
  text: string,
  ranking: RankingDefaults,
): Result {
  const filtered = queryFilter(textCatalog, wordsAt, index, query);
  const keep = statingOnly(index, query.measureSort, hasWords(text), filtered);
  let set: MatchSet;
  if (keep === NOTHING) set = { matches: new Int32Array(0) };
  else if (!hasWords(text)) {
    const matches: number[] = [];
    for (let i = 0; i < index.size; i++) if (keep === undefined || keep(i)) matches.push(i);
    set = { matches: Int32Array.from(matches) };
    // As for words: products in stock first; naming no audience, "the cheapest thing you have" lists adults'
    // products first.
    const adults = query.sort !== 'relevance' && !asksAudience(query);
    const isChild = adults ? childProducts(textCatalog().text, index, ranking) : undefined;
    // An implied audience no product states: products titled for it first (audience-titled-first.ts).
    const titled = audienceTier(textCatalog().text, query.audienceTitles);
    set = { ...set, ...laterTiers(set.matches, index.available, isChild, titled) };
  } else {
    const relaxed = (query.relaxedWords ?? []).filter((word) => typeof word === 'string');
    const modifiers = (query.modifierWords ?? []).filter((word) => typeof word === 'string');
    const { relevance, ...found } = matchText(
      textCatalog(),
      index,
      text,
      keep,
      scoredBy(query),
      ranking,
      asksAudience(query),
      relaxed,
      modifiers,
    );
    const rooms = [...(query.filters?.measures ?? []), ...(query.nearRoom ?? [])];
    const prefer = { textCatalog, productAt, index, query, text, ranking, rooms };
    // Sorted otherwise, products level on the sort's value come in this relevance order (rank-rows.ts).
    set = scoredBy(query)
      ? preferred(found, prefer)
      : relevance === undefined
        ? found
        : { ...found, scores: relevanceKeys(found.matches, preferred(relevance, prefer)) };
    // Products like a viewed one, none of its kind ("is it wood?" of a knife: a cutting board).
    set = noneOfKind(set, relevance ?? found, query.context);
  }
  return { ...set, facets: facetsOf(index, set.matches) };
}

/**
 * The number of products findMatches would return and the words it would report unmatched, without ranking,
 * ordering or facets (CatalogPage.count): the same filters and the same text match (text-match-set.ts).
 */
export function countMatches(
  textCatalog: () => TextCatalog,
  wordsAt: (position: number) => string | undefined,
  index: CatalogIndex,
  query: SearchQuery,
  text: string,
  ranking: RankingDefaults,
): { total: number; unmatched?: string[] } {
  const filtered = queryFilter(textCatalog, wordsAt, index, query);
  const keep = statingOnly(index, query.measureSort, hasWords(text), filtered);
  if (keep === NOTHING) return { total: 0 };
  if (!hasWords(text)) {
    let total = 0;
    for (let i = 0; i < index.size; i++) if (keep === undefined || keep(i)) total++;
    return { total };
  }
  const relaxed = (query.relaxedWords ?? []).filter((word) => typeof word === 'string');
  const modifiers = (query.modifierWords ?? []).filter((word) => typeof word === 'string');
  return countText(textCatalog(), text, keep, scoredBy(query), ranking, relaxed, modifiers);
}

/** Ordered by relevance scores: the relevance sort, unless a superlative orders by a measure. */
export const scoredBy = (query: SearchQuery): boolean =>
  query.sort === 'relevance' && query.measureSort === undefined;
