/**
 * A conversation's request that lets back a value its last search left out: after "sweaters, not wool", "actually
 * wool is fine", "wool is ok after all", "I don't mind wool", "wool works too"; after "not by Tickwell", "Tickwell
 * is fine"; after "not for kids", "kids is ok". The last search is read without that exclusion, and the chat
 * says it was dropped ("Dropped as you asked: without wool."); it had searched "wool is fine". Only a value the
 * last search left out is read so. Lexicon: `queryDefaults.dropConstraints` (`indifferent`, `allowing`). Pure.
 */
import type { ParseOptions } from './parse-query.ts';
import { restOfRequest } from './dropped-constraints.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchFilters, SearchQuery } from './search-query.ts';
import { alternation, consume, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { dropConstraints: lexicon } = queryDefaults;
const INDIFFERENT = `(?:'s\\s+(?:fine|ok|okay|good)|\\s+(?:${alternation(lexicon.indifferent)}))`;
const AFTER = `(?:\\s+(?:${alternation(lexicon.allowedAfter)}))*`;
const END = `(?=\\s*(?:$|[,.;:!?]|(?:${alternation(lexicon.ends)})${WORD_END}))`;

/** The exclusions a request can let back, each with the values the last search had. */
const KEYS = ['excludeTerms', 'excludeBrands', 'excludeAudience'] as const;

/** `input` without the phrases letting back values `previous` left out, and those values per exclusion. */
function readAllowed(
  input: string,
  previous: SearchQuery,
): { rest: string; allowed: SearchFilters } | undefined {
  const values = KEYS.flatMap((key) =>
    (previous.filters[key] ?? []).filter((value) => typeof value === 'string'),
  );
  if (values.length === 0) return undefined;
  const value = alternation(values);
  const regex = new RegExp(
    `${WORD_START}(?:(?<said>${value})${INDIFFERENT}|(?:${alternation(lexicon.allowing)})\\s+(?<named>${value}))` +
      `${AFTER}${END}`,
    'giu',
  );
  const back = new Set<string>();
  const rest = consume(input, regex, (match) => {
    back.add(termKey(match.groups?.['said'] ?? match.groups?.['named'] ?? ''));
  });
  if (back.size === 0) return undefined;
  const allowed: SearchFilters = {};
  for (const key of KEYS) {
    const values = (previous.filters[key] ?? []).filter((value) => back.has(termKey(value)));
    if (values.length > 0) allowed[key] = values;
  }
  return { rest: restOfRequest(rest), allowed };
}

/**
 * The request read against the last search without the exclusions it lets back (SearchQuery.dropped names them);
 * undefined when it lets back none.
 */
export function afterAllowing(
  input: string,
  options: ParseOptions & { previous: SearchQuery },
  parse: (content: string, options: ParseOptions) => SearchQuery,
): SearchQuery | undefined {
  const { previous } = options;
  const read = readAllowed(input, previous);
  if (read === undefined) return undefined;
  const filters: SearchFilters = { ...previous.filters };
  for (const key of KEYS) {
    const kept = (filters[key] ?? []).filter((value) => !(read.allowed[key] ?? []).includes(value));
    if (kept.length > 0) filters[key] = kept;
    else delete filters[key];
  }
  const next = parse(read.rest, { ...options, previous: { ...previous, filters } });
  return next.followUp === true ? { ...next, dropped: read.allowed } : next;
}
