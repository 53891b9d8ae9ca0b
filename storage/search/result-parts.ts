/** Small pieces of a catalogue search's result (catalog-search.ts): the empty one, the chat's notes, a page. */
import { childAge, type CatalogSearchResult, type Product, type SearchQuery } from '../../core/index.ts';
import { canonicalJson } from '../catalog/canonical-json.ts';
import { asksAudience, scoredBy, type Result } from './find-matches.ts';
import { hasWords } from './text/text-search.ts';

export const empty = (): CatalogSearchResult => ({
  products: [],
  total: 0,
  facets: { brand: [], category: [], color: [], price: [] },
});

/** True when a search for `query` reads the text index. */
export const needsText = (query: SearchQuery): boolean =>
  (typeof query.text === 'string' && hasWords(query.text)) || (query.filters?.excludeTerms?.length ?? 0) > 0;

/** What the chat says of the matches (a copy: a caller changing it cannot change the cached result). */
export function described(result: Result): Pick<CatalogSearchResult, 'headNamed' | 'naming' | 'unsoldBrand'> {
  const { headNamed, naming, unsoldBrand } = result.describe?.() ?? {};
  return {
    ...(headNamed && {
      headNamed: { ...headNamed, ...(headNamed.aside && { aside: { ...headNamed.aside } }) },
    }),
    ...(naming !== undefined && { naming }),
    ...(unsoldBrand && { unsoldBrand: { names: [...unsoldBrand.names], kind: unsoldBrand.kind } }),
  };
}

export const parsed = (json: string | undefined): Product | undefined =>
  json === undefined ? undefined : (JSON.parse(json) as Product);

/** A page's offset or limit as a whole number (0 for anything else). */
export const whole = (value: number): number => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** The key of a query's match set in the cache of recent ones: all that decides the matches and their order. */
export const resultKey = (tenantId: string, version: number, query: SearchQuery, text: string): string =>
  [
    tenantId,
    version,
    scoredBy(query),
    asksAudience(query),
    query.audienceImplied === true,
    text,
    canonicalJson(query.filters ?? {}),
    canonicalJson(query.nearRoom ?? []),
    canonicalJson([query.relaxedWords ?? [], query.modifierWords ?? []]),
    canonicalJson(query.relaxedKinds ?? []),
    query.pack === undefined ? '' : canonicalJson(query.pack),
    canonicalJson(query.audienceTitles ?? {}),
    // Orders only (age-sized.ts, like-kind-first.ts): a child's age, a product viewed or pointed at.
    childAge(query) ?? '',
    query.context?.fromPage === true,
  ].join('\u0000');
