/**
 * The constraints a request took back as both messages name them ("under $100", "kids' products only" for an
 * audience only a person implied: `SearchQuery.droppedImplied`): the offline "Dropped as you asked: …" and the
 * model's `understood.dropped`, so the model never says "for kids" where the shopper never did. Pure.
 */
import { droppedLabels, type SearchQuery } from '../../core/index.ts';

/** The labels of `query.dropped`, a price typed without a currency named in the shop's (`currency`). */
export function droppedAsSaid(query: SearchQuery, currency: string | undefined): string[] {
  if (query.dropped === undefined) return [];
  const dropped = { ...(currency !== undefined && { currency }), ...query.dropped };
  return droppedLabels(dropped, query.droppedImplied === true);
}
