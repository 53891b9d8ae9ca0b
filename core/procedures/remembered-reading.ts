/**
 * What a search's reading leaves in the conversation. What was relaxed, and said so, is not asked again: the next
 * turn narrows what was shown ("in red" with no red sunglasses, then "for men": men's sunglasses, no second "I
 * relaxed: colour red"). The sort stays the shopper's, not the one a dropped price bound turned toward. What this
 * turn took back ("remove the price filter") is said once, not again on "show me more", as is a part's colour no
 * value states ("No strap here has its colour stated…"). Pure.
 */
import { relaxedBounds, relaxedWordsOf } from '../search/relax-query.ts';
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
    carried: _carried,
    sizeSaid: _sizeSaid,
    partsUnstated: _partsUnstated,
    ...remembered
  } = relaxed || query.measureSort !== understood.measureSort
    ? {
        ...query,
        sort: understood.sort,
        ...relaxedBounds(understood, query),
        ...relaxedWordsOf(understood, query),
      }
    : understood;
  return remembered;
}
