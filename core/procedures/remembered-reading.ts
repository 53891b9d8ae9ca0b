/**
 * What a search's reading leaves in the conversation. What was relaxed, and said so, is not asked again: the next
 * turn narrows what was shown ("in red" with no red sunglasses, then "for men": men's sunglasses, no second "I
 * relaxed: colour red"). The sort stays the shopper's, not the one a dropped price bound turned toward. What this
 * turn took back ("remove the price filter") is said once, not again on "show me more", as is a part's colour no
 * value states ("No strap here has its colour stated…"), nor an implied feature dropped unsaid. Pure.
 */
import { relaxedBounds, relaxedWordsOf } from '../search/relaxed-memory.ts';
import type { SearchQuery } from '../search/search-query.ts';

/** The reading to remember of `understood`, searched as `query` (`relaxed`: something was dropped to find it). */
export function rememberedReading(
  understood: SearchQuery,
  query: SearchQuery,
  relaxed: boolean,
): SearchQuery {
  const {
    dropped: _dropped,
    startedOver: _startedOver,
    droppedImplied: _droppedImplied,
    priceFromShown: _priceFromShown,
    priceTier: _priceTier,
    superlativeAsked: _superlativeAsked,
    giftOnly: _giftOnly,
    carried: _carried,
    sizeSaid: _sizeSaid,
    partsUnstated: _partsUnstated,
    factsTold: _factsTold,
    factAsked: _factAsked,
    tripAside: _tripAside,
    ...remembered
  } = relaxed || query.measureSort !== understood.measureSort
    ? {
        ...query,
        sort: understood.sort,
        ...relaxedBounds(understood, query),
        ...relaxedWordsOf(understood, query),
      }
    : understood;
  const asked = understood.superlativeAsked ?? query.superlativeAsked;
  const kept = withoutDroppedImplied(remembered, query);
  return asked?.unstated === true ? withoutFeatures(kept, asked.narrowed ?? []) : kept;
}

/**
 * `remembered` without the features a superlative no product states narrowed its turn to (`narrowed`): after
 * "which is the most waterproof?" of backpacks, answered "None of these backpacks states how waterproof it is, so I
 * can't tell…" over the waterproof ones, "under $80" had kept them ("Showing waterproof backpack under $80. I found
 * 1 match."); now the list as it was before the question, under $80.
 */
function withoutFeatures(remembered: SearchQuery, narrowed: readonly string[]): SearchQuery {
  if (narrowed.length === 0) return remembered;
  const { features, ...filters } = remembered.filters;
  const kept = (features ?? []).filter((feature) => !narrowed.includes(feature));
  const implied = (remembered.impliedFeatures ?? []).filter((feature) => !narrowed.includes(feature));
  const { impliedFeatures: _implied, ...rest } = remembered;
  return {
    ...rest,
    filters: kept.length > 0 ? { ...filters, features: kept } : filters,
    ...(implied.length > 0 && { impliedFeatures: implied }),
  };
}

/**
 * `remembered` without the implied features the search dropped silently (`impliedFeatures`: "which is the most
 * comfortable?" where no boot is tagged comfortable): not asked again, where the next turn ("which is the
 * cheapest?") had said "I relaxed: feature comfortable.".
 */
function withoutDroppedImplied(remembered: SearchQuery, query: SearchQuery): SearchQuery {
  const searched = new Set(query.filters.features ?? []);
  const dropped = new Set((remembered.impliedFeatures ?? []).filter((feature) => !searched.has(feature)));
  const features = remembered.filters.features;
  if (dropped.size === 0 || features === undefined) return remembered;
  const kept = features.filter((feature) => !dropped.has(feature));
  const { features: _features, ...filters } = remembered.filters;
  const implied = (remembered.impliedFeatures ?? []).filter((feature) => !dropped.has(feature));
  const { impliedFeatures: _implied, ...rest } = remembered;
  return {
    ...rest,
    filters: kept.length > 0 ? { ...filters, features: kept } : filters,
    ...(implied.length > 0 && { impliedFeatures: implied }),
  };
}
