/**
 * When nothing matches every constraint, storage retries with weaker queries. Pure.
 * Steps are cumulative and drop constraints weakest first:
 * colour → material → features → measures → audience → minRating → inStock → onSale → brand → price → size →
 * categories (price before a named audience, and before the page's for "cheaper" / "more expensive" than a
 * viewed product; a size, which the shopper must fit, outlasts the price: the King comforters nearest the budget,
 * not queen ones within it). Once a step matches, each earlier drop is taken back while products still match
 * (fewest-drops.ts).
 * Text and excluded terms are never relaxed. Once a price bound is dropped, a relevance order turns toward it:
 * "under $120" with nothing that cheap lists the cheapest first, "over $500" the dearest (a range keeps
 * relevance), so the nearest to the budget lead; so do the nearest to a dropped bound asking for room.
 */
import {
  askedValues,
  constraintLabel,
  hasConstraint,
  labelledPrice,
  RELAXATION_ORDER,
  withoutConstraint,
  type Constraint,
} from './constraint-labels.ts';
import { inflections } from './inflect.ts';
import { otherSex } from './grown-into.ts';
import { stepRelaxed } from './measure-step.ts';
import { queryDefaults } from './query-defaults.ts';
import { isSizeBound } from './size-ranges.ts';
import { negatedMaterials } from './negating-materials.ts';
import { onlyImplied, saidFeatures } from './implied-features.ts';
import type { SearchFilters, SearchQuery } from './search-query.ts';

/**
 * The step's order: toward the dropped price bound when the query ranked by relevance (see above); a dropped
 * bound asking for room ("fits 17 inch") still ranks the nearest fits first (`nearRoom`), and a dropped kind
 * ("dry skin") puts the asked kind's products naming only another after the rest (`relaxedKinds`).
 */
function stepQuery(query: SearchQuery, filters: SearchFilters): SearchQuery {
  const rooms = (query.filters.measures ?? []).filter((bound) => bound.snug === true);
  const asked = query.nearRoom ?? [];
  const roomy =
    rooms.length > 0 && (filters.measures ?? []).length === 0 ? { nearRoom: [...asked, ...rooms] } : {};
  const kinds = query.filters.kinds ?? [];
  const kindsNear =
    kinds.length > 0 && (filters.kinds ?? []).length === 0 ? { ...roomy, relaxedKinds: kinds } : roomy;
  // "bigger" after "tent for 8", none bigger: the biggest first (measure-step.ts).
  const near = { ...kindsNear, ...stepRelaxed(query, filters) };
  const { priceMin, priceMax } = query.filters;
  const dropped = hasConstraint(query.filters, 'price') && !hasConstraint(filters, 'price');
  if (!dropped || query.sort !== 'relevance' || (priceMin !== undefined && priceMax !== undefined))
    return { ...query, ...near, filters };
  return { ...query, ...near, filters, sort: priceMax !== undefined ? 'price_asc' : 'price_desc' };
}

/**
 * The relaxation order for a query: RELAXATION_ORDER, except that the price goes before the audience when the
 * shopper named the audience ("women's puffer jacket under $60": women's puffers nearest the price, not a kids'
 * jacket under it) or asked for "cheaper" / "more expensive" than a viewed product ("something cheaper" on the
 * cheapest kids' slip-on: kids' slip-ons nearest its price, not adults' ones under it). An audience only implied
 * ("a gift for my wife") still goes first. A size goes just before a named audience, whose size it is, but for one
 * said of a product pointed at or viewed (`SearchQuery.sizeSaid`), which outlasts the audience that product lent;
 * a size moved ("bigger sizes": "over 5") outlasts all but the kind, as any size does.
 */
function orderFor(query: SearchQuery): readonly Constraint[] {
  const relation = query.context?.relation;
  const named = hasConstraint(query.filters ?? {}, 'audience') && query.audienceImplied !== true;
  const moved = (query.filters.sizes ?? []).some(isSizeBound);
  // Past the kids' sizes, the kids' audience is what cannot hold: it gives way first, the colour asked stays; kids'
  // boots that come in no bigger size give way to adults' ones in bigger sizes, not to the same kids' boots again.
  if (moved && asksKids(query.filters))
    return ['audience', ...RELAXATION_ORDER.filter((c) => c !== 'audience')];
  if (relation !== 'cheaper' && relation !== 'pricier' && !named) return RELAXATION_ORDER;
  // A size is the named audience's ("rain jackets for kids" → "in large": a kids' large), so it gives way before
  // that audience does: the kids' jackets, not adults' ones in L; not one said of a product pointed at.
  const moves: readonly Constraint[] = named && query.sizeSaid !== true ? ['price', 'sizes'] : ['price'];
  const rest = RELAXATION_ORDER.filter((constraint) => !moves.includes(constraint));
  const at = rest.indexOf('audience');
  return [...rest.slice(0, at), ...moves, ...rest.slice(at)];
}

export interface RelaxationStep {
  /** The query with this and every earlier step's constraint removed. */
  query: SearchQuery;
  /** What this step dropped, for the shopper: "size 10", "colour red", "under $100". */
  relaxed: string;
  /**
   * Not told to the shopper: a category read from words that stay in the text ("hiking daypack" is no hiking
   * shoe), whose drop leaves the request as the shopper wrote it.
   */
  silent?: true;
  /** The constraint the step dropped. */
  constraint?: Constraint;
}

/** Every spelling of the kids' audience (`queryDefaults.audience.words`), as a catalogue may tag it. */
const KIDS = ['kids', ...(queryDefaults.audience.words['kids'] ?? [])];

/**
 * The filters without a constraint. An adult's audience only implied ("a gift for my dad") gives way to any
 * product not tagged for children, never to a child's: a kids' sandal is no gift for a dad. A child's of one sex
 * ("my 12 year old son", SearchQuery.grownInto) gives way to any product not tagged for the other. A material
 * named as the opposite of another ("vegan leather boots") gives way to products not mentioning that other, never
 * to real leather.
 */
function dropConstraint(query: SearchQuery, filters: SearchFilters, constraint: Constraint): SearchFilters {
  const next = withoutConstraint(filters, constraint);
  if (constraint === 'materials') {
    const negated = negatedMaterials(filters.materials ?? []);
    if (negated.length > 0) next.excludeTerms = [...new Set([...(next.excludeTerms ?? []), ...negated])];
    return next;
  }
  if (constraint !== 'audience') return next;
  const adult = filters.audience !== undefined && !asksKids(filters);
  const left = [
    ...(query.audienceImplied === true && adult ? KIDS : []),
    // A son's or a boy's kids' audience gives way to men's and unisex products, never to women's.
    ...(query.grownInto !== undefined && asksKids(filters) ? otherSex(query.grownInto) : []),
  ];
  if (left.length > 0) next.excludeAudience = [...new Set([...(next.excludeAudience ?? []), ...left])];
  return next;
}

const asksKids = (filters: SearchFilters): boolean =>
  (filters.audience ?? []).some((value) => KIDS.includes(value.toLowerCase()));

/** Every category dropped was read from a word the text still holds ("hiking" of "hiking daypack"). */
function wordsOnlyCategory(query: SearchQuery, constraint: Constraint, labels: string): boolean {
  if (constraint !== 'categories' || query.context !== undefined) return false;
  const words = new Set(
    query.text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .flatMap(inflections),
  );
  const named = askedValues(query.filters, 'categories');
  return (
    labels !== '' &&
    named.length > 0 &&
    named.every((value) => inflections(value).some((form) => words.has(form)))
  );
}

/**
 * Beside features the shopper said ("waterproof tent that isn't for winter"), the implied ones go first, alone and
 * silently: the said ones stay asked (it had relaxed "features breathable and waterproof").
 */
function impliedStep(query: SearchQuery, filters: SearchFilters): RelaxationStep | undefined {
  const said = saidFeatures(query, filters);
  if (said === undefined) return undefined;
  return {
    query: stepQuery(query, { ...filters, features: said }),
    relaxed: '',
    constraint: 'features',
    silent: true,
  };
}

/**
 * One step per constraint present in the query, in relaxation order, each dropping that constraint alone: for
 * when the constraints keep products but none of the kind asked for (see searchWithRelaxation).
 */
export function singleRelaxations(query: SearchQuery): RelaxationStep[] {
  const filters = query.filters ?? {};
  const first = impliedStep(query, filters);
  const steps = orderFor(query)
    .filter((constraint) => hasConstraint(filters, constraint))
    .map((constraint) => {
      const relaxed = constraintLabel(
        labelledPrice(filters, query.context),
        constraint,
        query.audienceImplied,
      );
      return {
        query: stepQuery(query, dropConstraint(query, filters, constraint)),
        relaxed,
        constraint,
        ...((wordsOnlyCategory(query, constraint, relaxed) || onlyImplied(query, filters, constraint)) && {
          silent: true as const,
        }),
      };
    });
  return first === undefined ? steps : [first, ...steps];
}

/**
 * One step per constraint present in the query, in relaxation order; with `only`, for those constraints alone
 * (the last step then drops them all: fewest-drops.ts).
 */
export function relaxationSteps(query: SearchQuery, only?: ReadonlySet<Constraint>): RelaxationStep[] {
  const steps: RelaxationStep[] = [];
  let filters = query.filters ?? {};
  const first = only === undefined || only.has('features') ? impliedStep(query, filters) : undefined;
  if (first !== undefined) {
    steps.push(first);
    filters = first.query.filters;
  }
  for (const constraint of orderFor(query)) {
    if (!hasConstraint(filters, constraint) || (only !== undefined && !only.has(constraint))) continue;
    const relaxed = constraintLabel(labelledPrice(filters, query.context), constraint, query.audienceImplied);
    const silent =
      wordsOnlyCategory({ ...query, filters }, constraint, relaxed) ||
      onlyImplied(query, filters, constraint);
    filters = dropConstraint(query, filters, constraint);
    steps.push({
      query: stepQuery(query, filters),
      relaxed,
      constraint,
      ...(silent && { silent: true as const }),
    });
  }
  return steps;
}
