/**
 * A fact the shopper told about themselves which none of the products shown suits by what it states
 * (SearchQuery.factsTold: "i have wide feet" after "running shoes" where no shoe states its width, or "i have flat
 * feet" where none shown is tagged supportive): the list is kept, and the chat says so rather than pretending it
 * narrowed: "None of these running shoes states its width."; of one product, "It doesn't state its width.". Pure.
 */
import { joinList } from './english-list.ts';
import { kindsOf, type SuperlativeInput } from './superlative-answer.ts';

/** The sentence saying none of the products shown states what suits the facts told (none when none was told). */
export function factUnstatedSentences(input: SuperlativeInput): string[] {
  const kept = new Set((input.query.filters.features ?? []).map((feature) => feature.toLowerCase()));
  const unstated = (input.query.factsTold ?? [])
    .filter(({ feature }) => feature === undefined || !kept.has(feature.toLowerCase()))
    .map(({ states }) => states);
  if (unstated.length === 0 || input.products.length === 0) return [];
  const what = joinList([...new Set(unstated)], 'or');
  if (input.total === 1) return [`It doesn't state ${what}.`];
  return [`None of these ${kindsOf(input)} states ${what}.`];
}
