/**
 * A fact the shopper told about themselves which none of the products shown suits by what it states
 * (SearchQuery.factsTold: "i have wide feet" after "running shoes" where no shoe states its width, or "i have flat
 * feet" where none shown is tagged supportive): the list is kept, and the chat says so rather than pretending it
 * narrowed: "None of these running shoes states its width."; of one product, "It doesn't state its width.". Pure.
 */
import { joinList } from './english-list.ts';
import { allValues } from './product-attributes.ts';
import { kindsOf, type SuperlativeInput } from './superlative-answer.ts';

/**
 * The sentence asking the size a fact fits where none was given ("i have big feet": "Tell me your shoe size and
 * I'll show the ones that come in it."; "t shirt for a big guy": "Tell me your size…"), where the products shown
 * come in sizes: a body or build said big or small is no product's words (body-sizes.ts, person-describers.ts).
 */
function sizeAskedSentences(input: SuperlativeInput): string[] {
  if ((input.query.filters.sizes ?? []).length > 0) return [];
  const asked = (input.query.factsTold ?? []).flatMap(({ asks }) => (asks === undefined ? [] : [asks]));
  // "headphones for a big guy": none shown comes in sizes, so none is asked.
  if (asked.length === 0 || !input.products.some((product) => allValues(product, 'size').length > 0))
    return [];
  return [`Tell me your ${joinList([...new Set(asked)], 'and')} and I'll show the ones that come in it.`];
}

/** The sentence saying none of the products shown states what suits the facts told (none when none was told). */
export function factUnstatedSentences(input: SuperlativeInput): string[] {
  if (input.products.length === 0) return [];
  const kept = new Set((input.query.filters.features ?? []).map((feature) => feature.toLowerCase()));
  const unstated = (input.query.factsTold ?? [])
    .filter(
      ({ feature, asks }) =>
        asks === undefined && (feature === undefined || !kept.has(feature.toLowerCase())),
    )
    .map(({ states }) => states);
  const asking = sizeAskedSentences(input);
  if (unstated.length === 0) return asking;
  const what = joinList([...new Set(unstated)], 'or');
  if (input.total === 1) return [`It doesn't state ${what}.`, ...asking];
  return [`None of these ${kindsOf(input)} states ${what}.`, ...asking];
}
