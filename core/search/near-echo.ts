/**
 * A value asked as it is beside its attribute's words ("watch with 42mm case", "yoga mat 6 mm thick":
 * bare-measures.ts, `SearchQuery.nearRoom`) keeps its quantity in the text to rank by, the attribute's words gone;
 * echoed as that text, it read "Showing watch with 42mm.", neither the case nor the "with" understood. The echo
 * names it as a bound is named, by its attribute after the words ("Showing watch, case size 42mm.", as "watch with
 * 40mm case or smaller" is "Showing watch, case size up to 40mm."), the quantity out of the words with the
 * connectors it leaves hanging ("with a" of "watch with a 42mm case"). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';
import { alternation, escapeRegExp, WORD_END, WORD_START } from './text-tools.ts';

const CONNECTORS = alternation(queryDefaults.filler.connectors);
/** Where a quantity leaves the connectors before it hanging: the text's end, punctuation, or another connector. */
const HANGING = `(?=\\s*(?:$|[,;.!?)]|(?:${CONNECTORS})${WORD_END}))`;

/** `text` (the words echoed) without each value asked's quantity, and the values' labels ("case size 42mm"). */
export function nearEcho(query: SearchQuery, text: string): { text: string; labels: string[] } {
  const asked = (query.nearRoom ?? []).flatMap(({ said, label }) =>
    said === undefined ? [] : [{ said, label }],
  );
  let rest = text;
  for (const { said } of asked) {
    const quantity = `${WORD_START}${escapeRegExp(said)}${WORD_END}`;
    const hanging = new RegExp(`(?:${WORD_START}(?:${CONNECTORS})\\s+)*${quantity}${HANGING}`, 'iu');
    rest = rest.replace(hanging.test(rest) ? hanging : new RegExp(quantity, 'iu'), ' ');
  }
  return { text: rest.replace(/\s+/g, ' ').trim(), labels: asked.map(({ label }) => label) };
}
