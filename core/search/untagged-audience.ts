/**
 * An audience only a person implies ("a bike for my 6 year old", "shoes for my wife") in a shop whose products
 * state none (no product has an audience attribute): no filter could ever hold it, and "I relaxed: kids' products
 * only" would blame a detail the catalogue never had. It becomes a preference for the words titles name that
 * audience with ("Kids Bike", "Boys' …", "Women's …"): among the products of the kind asked, those come first and
 * those named for another audience last (SearchQuery.audienceTitles); none is left out. Pure.
 */
import type { CatalogReader } from '../ports.ts';
import type { CatalogVocabulary } from './catalog-vocabulary.ts';
import { hasConstraint } from './constraint-labels.ts';
import type { RelaxedSearch } from './search-with-relaxation.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';

const { words, forOnly, grownInto } = queryDefaults.audience;
const FOR_ONLY = new Set(forOnly.map((word) => word.toLowerCase()));
/** The audiences a person implies, each named in titles by its own words. */
const IMPLIED = ['women', 'men', 'kids'] as const;

/** The words naming an audience alone (`queryDefaults.audience.words`), but those naming it only after "for". */
const wordsOf = (audience: string): string[] =>
  [audience, ...(words[audience] ?? [])].filter(
    (word) => !FOR_ONLY.has(word.toLowerCase()) && !word.includes(' '),
  );

/**
 * The title words to prefer for `audiences` and those of the other audiences to put last; a child of one sex
 * (`grown`: SearchQuery.grownInto) prefers no word of the other sex's children ("girls" for a son).
 */
export function audienceTitles(
  audiences: readonly string[],
  grown?: string,
): { prefer: string[]; avoid: string[] } {
  const asked = new Set(audiences.map((audience) => audience.toLowerCase()));
  const otherSex = Object.entries(grownInto)
    .filter(([audience]) => grown !== undefined && audience !== grown)
    .flatMap(([, spellings]) => spellings.map((word) => word.toLowerCase()));
  const prefer = IMPLIED.filter((audience) => asked.has(audience))
    .flatMap(wordsOf)
    .filter((word) => !otherSex.includes(word.toLowerCase()));
  const avoid = [
    ...IMPLIED.filter((audience) => !asked.has(audience)).flatMap(wordsOf),
    ...(asked.has('kids') ? wordsOf('kids').filter((word) => otherSex.includes(word.toLowerCase())) : []),
  ];
  return { prefer, avoid };
}

/**
 * The query to search for an implied audience no product is tagged with: its audience filter turned into title
 * words that only order (SearchQuery.audienceTitles); undefined when the audience is named, absent or tagged on
 * some product (the catalogue's vocabulary read only then, unless the caller has it: `known`), or names none a
 * person implies.
 */
export async function audienceByName(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
  known?: CatalogVocabulary,
): Promise<SearchQuery | undefined> {
  if (query.audienceImplied !== true || !hasConstraint(query.filters, 'audience')) return undefined;
  if ((known ?? (await catalog.vocabulary(tenantId))).audiences.length > 0) return undefined;
  const titles = audienceTitles(query.filters.audience ?? [], query.grownInto);
  if (titles.prefer.length === 0) return undefined;
  const { audience: _audience, ...filters } = query.filters;
  return { ...query, filters, audienceTitles: titles };
}

/** The search of audienceByName's query as the request asked it: its audience again, and said met by titles. */
export function withAudienceAsked(found: RelaxedSearch, asked: SearchQuery): RelaxedSearch {
  const { audienceTitles: _titles, ...searched } = found.query;
  const audience = asked.filters.audience ?? [];
  return {
    ...found,
    query: { ...searched, filters: { ...searched.filters, audience } },
    audienceByName: audience,
  };
}
