import type { CatalogPage, CatalogReader, CatalogSearchResult } from '../ports.ts';
import { helpfulDrops, type Broadening } from './broadening.ts';
import { boundWordsAside } from './bound-words-unmet.ts';
import { fewestDrops } from './fewest-drops.ts';
import { giftPackQuery } from './gift-pack.ts';
import { withMeasureWordBack } from './measure-word-back.ts';
import { relaxationSteps, singleRelaxations } from './relax-query.ts';
import { onlyUseUnmet } from './use-aside.ts';
import type { CatalogVocabulary } from './catalog-vocabulary.ts';
import type { SearchQuery } from './search-query.ts';
import { queryDefaults } from './query-defaults.ts';
import { audienceByName, withAudienceAsked } from './untagged-audience.ts';
import { softenedQuery, taggedIn, wordedRanking, type TaggedConstraint } from './softened-query.ts';

const ONE = { limit: 1, offset: 0 };
/** Only whether anything matches: the catalogue skips the ranking (CatalogPage.count). */
const COUNT = { limit: 0, offset: 0, count: true };
const CONNECTORS = new Set(queryDefaults.filler.connectors);

/**
 * The words that keep the query's own words from matching any product under its remaining constraints: the
 * catalogue's report of words no product holds, else every word (none matched); undefined when they match.
 * Exclusions are left out ("tents without nylon" where every tent is nylon: "tents" is no unknown word);
 * `result` is the query's own result, reused when there is nothing to leave out. `searchedNext`: the caller
 * searches this very query in full next, so it is searched in full here (the catalogue then answers the next search
 * from its cache of recent match sets); otherwise it is only counted, unranked.
 */
async function unknownWords(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
  result?: CatalogSearchResult,
  searchedNext = false,
): Promise<string[] | undefined> {
  if (query.text.trim() === '') return undefined;
  const { excludeTerms, excludeIds, excludeBrands, excludeAudience, ...filters } = query.filters;
  const excludes = [excludeTerms, excludeIds, excludeBrands, excludeAudience].some(
    (list) => (list ?? []).length > 0,
  );
  const found =
    result !== undefined && !excludes
      ? result
      : await catalog.search(tenantId, { ...query, filters }, searchedNext && !excludes ? ONE : COUNT);
  if (found.total > 0) return undefined;
  if (found.unmatched !== undefined && found.unmatched.length > 0) return found.unmatched;
  const words = query.text.toLowerCase().split(/\s+/);
  return words.filter((word) => word.length >= 3 && !CONNECTORS.has(word));
}

export interface RelaxedSearch {
  result: CatalogSearchResult;
  /** The query that produced the result (the original, or a relaxed one). */
  query: SearchQuery;
  /** Labels of the constraints dropped to find anything ("colour red"), weakest first. */
  relaxed: string[];
  /** Nothing found: the constraints whose dropping alone would find products, for the chat to suggest. */
  broadening?: Broadening[];
  /** The implied audiences ("kids") that, no product stating one, ordered by titles (untagged-audience.ts). */
  audienceByName?: string[];
}

/**
 * What softening a relaxed step reads: the constraints the shop tags, read only once something is relaxed (from
 * the caller's vocabulary, `known`, when it has read it already). Module-level functions over it, not closures
 * made per search: tsx (it keeps names) gives each named closure its name with Object.defineProperty.
 */
interface Relaxing {
  catalog: CatalogReader;
  tenantId: string;
  query: SearchQuery;
  known: CatalogVocabulary | undefined;
  tagged?: TaggedConstraint;
}

const tagged = async (r: Relaxing): Promise<TaggedConstraint> =>
  (r.tagged ??= taggedIn(r.known ?? (await r.catalog.vocabulary(r.tenantId))));

const soften = async (r: Relaxing, step: SearchQuery): Promise<SearchQuery> =>
  softenedQuery(r.query, step, await tagged(r));

/**
 * Brought back for the kind asked for, a dropped feature's or material's words only rank, as long as the kind still
 * leads: "soft pillow" where no pillow is tagged soft lists the 7 pillows, where the soft t-shirts had followed them
 * (77 matches). "leather belt" where only a daypack's description says "belt" keeps no such step (see above).
 */
async function onlyRanking(
  r: Relaxing,
  step: SearchQuery,
  attempt: CatalogSearchResult,
  page: CatalogPage,
): Promise<CatalogSearchResult> {
  const ranking = wordedRanking(r.query, step);
  if (ranking === step) return attempt;
  const narrowed = await boundWordsAside(
    r.catalog,
    r.tenantId,
    ranking,
    await r.catalog.search(r.tenantId, ranking, page),
  );
  return narrowed.total > 0 && narrowed.headBuried !== true ? narrowed : attempt;
}

/**
 * Structured constraints filter hard. When they leave nothing, the weakest constraint is dropped, then the next,
 * until something matches; the chat message then says what was relaxed. Nothing is relaxed when the query's
 * words match no product even without constraints. A relaxed colour, audience or brand
 * still ranks: its words join the text searched (see softenedQuery); `query` is the relaxed step as parsed.
 */
export async function searchWithRelaxation(
  catalog: CatalogReader,
  tenantId: string,
  query: SearchQuery,
  page: CatalogPage,
  known?: CatalogVocabulary,
): Promise<RelaxedSearch> {
  // An implied audience no product could hold orders the products by their titles instead (untagged-audience.ts).
  const byName = await audienceByName(catalog, tenantId, query, known);
  if (byName !== undefined)
    return withAudienceAsked(await searchWithRelaxation(catalog, tenantId, byName, page, known), query);
  // A bound's words the shop cannot check ("2 kg" where no tent states a weight) are no detail unmet.
  const result = await boundWordsAside(catalog, tenantId, query, await catalog.search(tenantId, query, page));
  const relaxing: Relaxing = { catalog, tenantId, query, known };
  // "thick socks" where no sock states a thickness: "thick" is a word to match, not an order.
  if (result.measureUnstated === true && query.measureSort !== undefined) {
    // A superlative is said unstated where the shop tags features (measure-word-back.ts).
    const { features } = known ?? (await catalog.vocabulary(tenantId));
    const back = withMeasureWordBack(query, features.length > 0, features);
    return searchWithRelaxation(catalog, tenantId, back, page, known);
  }
  if (result.total > 0) {
    // The constraints keep products, but none of the kind asked for ("warm boots for snow under $150" when
    // every boot costs more would list sweaters): drop the weakest constraint that brings that kind back.
    // Likewise when even the best match holds only part of the words ("red running shoes" where only hiking
    // shoes come in red): drop the weakest constraint that lets a product hold them all. Not for words taken
    // from a viewed page's title, which products like it never all hold.
    // Nor when only the use after "for" is unmet ("waterproof jacket for skiing" where no waterproof jacket says
    // skiing): a use ranks, it need not match, so it costs no constraint the shop meets.
    const partial =
      result.partial === true &&
      query.context === undefined &&
      !(await onlyUseUnmet(catalog, tenantId, query));
    // What a gift's recipient loves ("cooking") is no kind of product, nor a use said alone ("what to wear
    // skiing"): products holding it only in their descriptions are what was asked.
    const headMissing = result.headMissing === true && query.interest !== true && query.useFor === undefined;
    // A follow-up adding no words showed its products under the constraints it carried: not dropped for fuller words.
    const carried = new Set(headMissing ? [] : (query.carried ?? []));
    if (headMissing || partial)
      for (const step of singleRelaxations(query)) {
        if (step.constraint !== undefined && carried.has(step.constraint)) continue;
        // Brought back for the kind asked for, a dropped colour is no word to rank by: "comforter in red" where no
        // comforter is red lists comforters, not the red mug whose description says "comfortable".
        const next = headMissing ? step.query : await soften(relaxing, step.query);
        const attempt = await boundWordsAside(
          catalog,
          tenantId,
          next,
          await catalog.search(tenantId, next, page),
        );
        // Fuller: some product holds every word the constraints left (a relaxed colour that only ranks aside).
        // Searched unsoftened, the step is the attempt's own query: its best match (`partial` is of the first
        // match of all, not of the page) is already known to hold only part of the words.
        const fuller =
          headMissing ||
          attempt.partial !== true ||
          (next !== step.query &&
            (
              await boundWordsAside(
                catalog,
                tenantId,
                step.query,
                await catalog.search(tenantId, step.query, ONE),
              )
            ).partial !== true);
        if (attempt.total > 0 && attempt.headMissing !== true && attempt.headBuried !== true && fuller)
          return {
            result: headMissing ? await onlyRanking(relaxing, step.query, attempt, page) : attempt,
            query: step.query,
            relaxed: step.silent ? [] : [step.relaxed],
          };
      }
    return { result, query, relaxed: [] };
  }
  const steps = relaxationSteps(query);
  const loosest = steps.at(-1)?.query;
  // Words that match nothing even with every constraint dropped cannot be helped by relaxing: the only
  // matches would be for the softened words ("red dress" in a shop without dresses would show red mugs). The
  // result names those words, so the chat blames them and not the constraints ("grey hoodie": "hoodie"; and
  // "hoodie" alone).
  // The loop below searches the loosest step as it is (once the steps before it find nothing) when softening
  // puts no words back into it.
  const unknown =
    loosest === undefined
      ? await unknownWords(catalog, tenantId, query, result)
      : await unknownWords(catalog, tenantId, loosest, undefined, softenedQuery(query, loosest) === loosest);
  if (unknown !== undefined) {
    const unmatched =
      result.unmatched !== undefined && result.unmatched.length > 0 ? result.unmatched : unknown;
    // A gift named by what the person loves ("for my dad who loves grilling") where nothing serves that
    // interest: the shop's most popular products for them instead, and the chat says why.
    // So does a gift asked by how it comes packed that the shop sells none of ("gift set": gift-pack.ts).
    const interest = query.interest === true && query.recipient !== undefined && query.text.trim() !== '';
    // A use alone no product names, its feature implied ("something for acne", use-needs.ts): those with it.
    const byUse = (query.impliedFeatures ?? []).length > 0 && query.text.trim() === query.useFor?.trim();
    const instead = interest
      ? { ...query, text: '', sort: 'popular' as const }
      : byUse
        ? { ...query, text: '' }
        : giftPackQuery(query);
    if (instead !== undefined) {
      const { interest: _interest, ...rest } = instead;
      const popular = await searchWithRelaxation(catalog, tenantId, rest, page, known);
      if (popular.result.total > 0)
        return { ...popular, result: { ...popular.result, ...(unmatched.length > 0 && { unmatched }) } };
    }
    return { result: { ...result, ...(unmatched.length > 0 && { unmatched }) }, query, relaxed: [] };
  }
  // Relaxing goes on past a step whose matches are none of the kind asked for ("warm boots for snow under $50":
  // without "warm", t-shirts whose descriptions say warm; without the price too, boots); such a step is kept only
  // when no later one does better, and only when its matches hold the request's own words, not just a relaxed
  // colour's ("boots, not leather, brown" where every boot is leather: no brown sunglasses).
  const relaxed: string[] = [];
  let offKind: RelaxedSearch | undefined;
  for (const [at, step] of steps.entries()) {
    if (step.silent !== true) relaxed.push(step.relaxed);
    const softened = await soften(relaxing, step.query);
    const attempt = await catalog.search(tenantId, softened, page);
    if (attempt.total === 0) continue;
    if (attempt.headMissing !== true) {
      // Only the drops still needed: "backpack for men under 100" keeps the price once the audience is dropped.
      const dropped = steps.slice(0, at + 1).flatMap((each) => each.constraint ?? []);
      const found = { result: attempt, query: step.query, relaxed };
      const byTag = await tagged(relaxing);
      return fewestDrops(catalog, tenantId, query, page, dropped, found, (next) =>
        softenedQuery(query, next, byTag),
      );
    }
    if (offKind !== undefined) continue;
    const own = softened === step.query || (await catalog.search(tenantId, step.query, COUNT)).total > 0;
    if (own) offKind = { result: attempt, query: step.query, relaxed: [...relaxed] };
  }
  if (offKind !== undefined) return offKind;
  const byTag = await tagged(relaxing);
  const broadening = await helpfulDrops(catalog, tenantId, query, (step) =>
    softenedQuery(query, step, byTag),
  );
  return { result, query, relaxed: [], broadening };
}
