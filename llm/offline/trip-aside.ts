/**
 * A trip's place (and month) the shopper named, which narrows nothing (SearchQuery.tripAside: "I'm going to
 * Scotland in October" after "tent"): the chat says so, and asks what the products must handle, rather than show
 * the same list with no word about the trip or guess the weather there. Pure.
 */
import type { SearchQuery } from '../../core/index.ts';

/** The sentence about the trip, else undefined (none named). */
export function tripAsideSentence(query: Pick<SearchQuery, 'tripAside'>): string | undefined {
  const trip = query.tripAside?.trim();
  if (trip === undefined || trip === '') return undefined;
  return `I can't tell what the weather will be in ${trip}, so these aren't chosen for the trip; tell me what they need to handle (rain, cold, wind) and I'll narrow them.`;
}
