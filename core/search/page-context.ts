/**
 * Reads a request against the page the shopper is viewing (`chatMetadata`). Pure.
 *
 * - A request that names nothing of its own to search for ("in blue", "cheapest", "something similar but
 *   waterproof", "similar jackets" on a jacket's page) searches for the page's subject: the viewed product's
 *   title words within its category and audience, or the page title read like a query ("Men's Jackets").
 *   The shopper's own constraints win over the page's.
 * - "similar", "cheaper" and "more expensive" leave the viewed product out; "cheaper" / "more expensive" bound
 *   the price by its price (without one, they sort by price).
 * - A request with words of its own and no reference to the page ("hiking boots") ignores the page.
 */
import type { Product } from '../schemas/product.ts';
import { settleColours } from './colour-overlay.ts';
import { beyondTitle, ownSubject } from './own-subject.ts';
import { queryDefaults } from './query-defaults.ts';
import type { ContextRelation, QueryContext, SearchFilters, SearchQuery } from './search-query.ts';

export interface PageContext {
  /** The viewed product (`chatMetadata.productId`, found in the tenant's catalogue). */
  product?: Product;
  /** `chatMetadata.title`: the viewed product's or page's title. */
  title?: string;
  /**
   * The conversation's standing constraints when the product was pointed at in it ("the second one" after "mens
   * sneakers size 11 not white"): the products like it keep them (audience, exclusions, size, price…).
   */
  standing?: SearchFilters;
  /** `standing` is what products like it were shown under: its audience kept, or not where it gave way. */
  shownLike?: true;
}

/** One cent: "cheaper" is strictly cheaper. */
const CENT = 0.01;
const cents = (value: number): number => Math.round(value * 100) / 100;

/** The product's audience attribute ("women"), unless it is for everyone. */
function productAudience(product: Product): string[] {
  const names = new Set(queryDefaults.vocabularyAttributes.audiences);
  const values = Object.entries(product.attributes ?? {})
    .filter(([name]) => names.has(name.toLowerCase()))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]));
  return values.filter((value) => !/^(?:unisex|all|everyone)$/i.test(value.trim()));
}

/** A page title without the shop's name: "Men's Jackets | Demo Shop" → "Men's Jackets". */
const pageTitle = (title: string): string => title.split(/\s[|–—-]\s/)[0] ?? title;

/**
 * The conversation's constraints that still hold for products like the pointed one (`queryDefaults.pointedKeeps`),
 * but the price bound "cheaper" / "more expensive" sets anew.
 */
function standingFilters(standing: SearchFilters, relation: ContextRelation): SearchFilters {
  const keeps = new Set(queryDefaults.pointedKeeps);
  const kept: SearchFilters = Object.fromEntries(
    Object.entries(standing).filter(([name]) => keeps.has(name)),
  );
  if (relation === 'cheaper') delete kept.priceMax;
  if (relation === 'pricier') delete kept.priceMin;
  if (kept.priceMin === undefined && kept.priceMax === undefined) delete kept.currency;
  return kept;
}

/**
 * What the page says to search for: text and filters, before the shopper's own constraints. A question about the
 * product pointed at ("the second one, is it waterproof?") is about it alone: the conversation's standing
 * constraints are none of its own, so they neither change the answer nor are said to be relaxed.
 */
function pageSubject(
  page: PageContext,
  parseTitle: (title: string) => SearchQuery,
  relation: ContextRelation,
  aboutIt: boolean,
): SearchQuery & { audienceLent?: boolean } {
  const subject = viewedSubject(page, parseTitle);
  const ownAudience = page.product !== undefined ? subject.filters.audience : undefined;
  if (page.standing === undefined || aboutIt) return { ...subject, audienceLent: ownAudience !== undefined };
  const { audience: _lent, ...own } = subject.filters;
  const lends = page.shownLike === true ? own : subject.filters;
  const filters = overlay(standingFilters(page.standing, relation), lends);
  // The audience kept from products like it shown before is still its own when it is the same ("under 100" after
  // "the second one but in red").
  const same = (filters.audience ?? []).join('|') === (ownAudience ?? []).join('|');
  return { ...subject, filters, audienceLent: ownAudience !== undefined && same };
}

function viewedSubject(page: PageContext, parseTitle: (title: string) => SearchQuery): SearchQuery {
  const { product } = page;
  if (product === undefined) {
    const parsed = parseTitle(pageTitle(page.title ?? ''));
    return { text: parsed.text, filters: parsed.filters, sort: parsed.sort };
  }
  const parsed = parseTitle(product.title);
  const filters: SearchFilters = {};
  if (product.category !== undefined && product.category.trim() !== '')
    filters.categories = [product.category];
  const attributed = productAudience(product);
  const audience =
    parsed.filters.audience ??
    (attributed.length > 0 ? parseTitle(`for ${attributed.join(' or ')}`).filters.audience : undefined);
  if (audience !== undefined) filters.audience = audience;
  return { text: parsed.text, filters, sort: 'relevance' };
}

/** The shopper's filters over the page's: each constraint the shopper set replaces the page's. */
export function overlay(pageFilters: SearchFilters, own: SearchFilters): SearchFilters {
  const filters: SearchFilters = { ...pageFilters };
  const ownPrice = own.priceMin !== undefined || own.priceMax !== undefined;
  if (ownPrice) {
    delete filters.priceMin;
    delete filters.priceMax;
    delete filters.currency;
  }
  // Bounds on other measures stay: "at least 30 hours" after "under 300 g" keeps both.
  const measures = [
    ...(filters.measures ?? []).filter((bound) => !own.measures?.some((mine) => mine.unit === bound.unit)),
    ...(own.measures ?? []),
  ];
  const merged: SearchFilters = { ...filters, ...own, ...(measures.length > 0 && { measures }) };
  // A brand left out now is no longer asked for, and one asked for now no longer left out ("not from Acme"
  // after "Acme sneakers").
  leaveOut(merged, 'brands', own.excludeBrands);
  leaveOut(merged, 'excludeBrands', own.brands);
  // Likewise an audience: "not for kids" after "kids' shoes", or "for kids" after "not for kids".
  leaveOut(merged, 'audience', own.excludeAudience);
  leaveOut(merged, 'excludeAudience', own.audience);
  // And a colour: "not blue" after "blue running shoes", or "in blue" after "not blue".
  settleColours(merged, own);
  return merged;
}

/** Removes `values` (compared lower-cased) from a brand or audience list, deleting the list when it empties. */
function leaveOut(
  filters: SearchFilters,
  key: 'brands' | 'excludeBrands' | 'audience' | 'excludeAudience',
  values: readonly string[] = [],
): void {
  const listed = filters[key];
  if (listed === undefined || values.length === 0) return;
  const gone = new Set(values.map((value) => value.toLowerCase()));
  const kept = listed.filter((value) => !gone.has(value.toLowerCase()));
  if (kept.length > 0) filters[key] = kept;
  else delete filters[key];
}

/** "cheaper" / "more expensive" as filters (or a sort, when the viewed product has no price). */
export function applyRelation(
  query: SearchQuery,
  relation: ContextRelation,
  product: Product | undefined,
): SearchQuery {
  const filters: SearchFilters = { ...query.filters };
  let sort = query.sort;
  if (product !== undefined && relation !== 'refine') {
    filters.excludeIds = [...(filters.excludeIds ?? []), product.id];
  }
  const price = product?.price;
  const bounded = price !== undefined && price > 0;
  const setCurrency = () => {
    if (filters.currency === undefined && product?.currency !== undefined)
      filters.currency = product.currency;
  };
  // Without the viewed product's price to compare with (or with the shopper's own bound), a price sort; "more
  // expensive ones" after "cheaper ones" turns it round.
  if (relation === 'cheaper') {
    if (bounded && filters.priceMax === undefined) {
      filters.priceMax = cents(price - CENT);
      setCurrency();
    } else if (sort === 'relevance' || sort === 'price_desc') sort = 'price_asc';
  }
  if (relation === 'pricier') {
    if (price !== undefined && filters.priceMin === undefined) {
      filters.priceMin = cents(price + CENT);
      setCurrency();
    } else if (sort === 'relevance' || sort === 'price_asc') sort = 'price_desc';
  }
  return { ...query, filters, sort };
}

/**
 * The request `own` (parsed without its page-leaning words, `reference`) read against the page. `parseTitle`
 * parses a title like a request, with the same catalogue vocabulary and no page.
 */
export function withPageContext(
  own: SearchQuery,
  reference: ContextRelation | undefined,
  page: PageContext,
  parseTitle: (title: string) => SearchQuery,
  aboutIt = false,
): SearchQuery {
  const title = (page.product?.title ?? page.title ?? '').trim();
  if (title === '') return own;
  // A question about the viewed product ("is it good for winter?") is about it, whatever its words: it shows
  // products like it rather than start a search of its own.
  const fromPage = (aboutIt && page.product !== undefined) || ownSubject(own, title).length === 0;
  if (!fromPage && reference === undefined) return own;
  const relation = reference ?? 'refine';
  const product = page.product;
  const context: QueryContext = {
    title,
    ...(product !== undefined && { productId: product.id }),
    ...(product?.price !== undefined && { price: product.price }),
    relation,
    fromPage,
  };
  let query: SearchQuery = { ...own, context };
  if (fromPage) {
    const subject = pageSubject(page, parseTitle, relation, aboutIt);
    const sort = own.sort === 'relevance' ? subject.sort : own.sort;
    // Sorted by price, rating or date, the viewed product's category is the set ("cheapest" on a jacket's page:
    // the cheapest jackets); its title's words would narrow it to near-copies of the product.
    const listCategory = sort !== 'relevance' && (subject.filters.categories?.length ?? 0) > 0;
    // A question's own words ("good for winter") are about the viewed product: they do not rank others.
    const more = aboutIt ? [] : beyondTitle(own.text, title);
    const filters = overlay(subject.filters, own.filters);
    // Its own audience, neither the shopper's nor the conversation's: "like it" says it (QueryContext.audienceLent).
    if (subject.audienceLent === true && own.filters.audience === undefined) context.audienceLent = true;
    query = {
      text: [listCategory ? '' : subject.text, ...more].join(' ').trim(),
      filters,
      sort,
      context,
      ...(product !== undefined && (own.filters.sizes ?? []).length > 0 && { sizeSaid: true as const }),
    };
  }
  return applyRelation(query, relation, product);
}
