/**
 * How long a product lasts said as a span of the day ("a speaker that lasts all day", "headphones that last the
 * whole day", "runs all night") is a bound of its hours (`measures.spanHours`: all day at least 12, all night 8),
 * where the catalogue states hours (a battery life): the speakers whose battery lasts 12 hours or more are listed,
 * said back as the bound ("Showing speaker, at least 12 hours."), where it had read the feature "long-lasting" and
 * found the 1 speaker tagged so, of 10 hours. The verb stays, for the measure verbs to read with the bound
 * (measure-verbs.ts). Where the kind asked states no hours ("a jacket that lasts all day"), or no product does, the
 * words stay for the feature clauses ("long-lasting"). Run
 * before the measure verbs and the filler. Pure.
 */
import type { Draft } from './draft.ts';
import { measureOf } from './measure-of.ts';
import { queryDefaults } from './query-defaults.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import { alternation, consume, findTerms, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { measures } = queryDefaults;

/** Each span, by its hours. */
const HOURS = new Map(
  Object.entries(measures.spanHours).flatMap(([hours, spans]) =>
    spans.map((span) => [span.toLowerCase(), hours] as const),
  ),
);
/** The verbs of how long a product lasts (`measures.boundVerbs` of hours: "lasts", "runs"). */
const VERBS = measures.boundVerbs['hour'] ?? [];
const SPAN = new RegExp(
  `${WORD_START}(?<verb>${alternation(VERBS)})\\s+(?:for\\s+)?(?<span>${alternation([...HOURS.keys()])})${WORD_END}`,
  'giu',
);

/** Does a kind the request names state hours (`kindUnits`), or, naming none, the catalogue (`measureUnits`)? */
function statesHours(
  text: string,
  lexicons: Pick<QueryLexicons, 'categories' | 'kindUnits' | 'measureUnits'>,
) {
  const { categories, kindUnits } = lexicons;
  const named = findTerms(text, categories.terms).flatMap(
    (found) => categories.paths.get(termKey(found.term)) ?? [],
  );
  if (named.length === 0) return lexicons.measureUnits.includes('hour');
  return [...kindUnits].some(
    ([path, units]) =>
      named.some((kind) => path === kind || path.startsWith(`${kind} > `)) &&
      [...units].some((unit) => measureOf(`1 ${unit}`)?.unit === 'hour'),
  );
}

/** Writes a span a product lasts for as the hours it bounds, where the kind asked states hours (see above). */
export function readLastingSpan(
  draft: Draft,
  lexicons: Pick<QueryLexicons, 'categories' | 'kindUnits' | 'measureUnits'>,
): void {
  if (!lexicons.measureUnits.includes('hour') || !SPAN.test(draft.rest)) return;
  SPAN.lastIndex = 0;
  if (!statesHours(draft.rest, lexicons)) return;
  draft.rest = consume(draft.rest, SPAN, (match) => {
    const { verb = '', span = '' } = match.groups ?? {};
    const hours = HOURS.get(span.toLowerCase().replace(/\s+/gu, ' '));
    return hours === undefined ? false : ` ${verb} at least ${hours} hours `;
  });
}
