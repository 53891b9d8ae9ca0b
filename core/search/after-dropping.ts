/**
 * A request that takes constraints back ("remove the price filter", "any colour, under 50") read against the last
 * search without them; "start over with tents": the rest alone (see dropped-constraints.ts). Pure.
 */
import { otherThanBefore, withoutDropped, type DroppedConstraints } from './dropped-constraints.ts';
import type { ParseOptions } from './parse-query.ts';
import type { SearchQuery } from './search-query.ts';

/** The rest of the request, read by `parse` against the last search without the constraints taken back. */
export function afterDropping(
  previous: SearchQuery,
  { all, constraints, others, rest }: DroppedConstraints,
  options: ParseOptions,
  parse: (content: string, options: ParseOptions) => SearchQuery,
): SearchQuery {
  const { previous: _, ...alone } = options;
  if (all) return { ...parse(rest, alone), startedOver: true };
  const lighter = withoutDropped(previous, constraints);
  const asked = [rest, otherThanBefore(previous, others)].filter(Boolean).join(', ');
  const read = parse(asked, { ...alone, previous: lighter.query });
  const said = read.followUp === true && Object.keys(lighter.dropped).length > 0;
  return said
    ? { ...read, dropped: lighter.dropped, ...(lighter.implied && { droppedImplied: true }) }
    : read;
}
