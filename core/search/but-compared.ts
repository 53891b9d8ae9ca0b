/**
 * "a fleece but lighter", "running shoes but cheaper", "a tent but bigger": a comparative after "but", ending the
 * request, compares with the kind named before it, as "something lighter" does after a list. Without a list or a
 * page it had been searched as words ("Showing fleece but lighter. … None of them has everything you asked for").
 * The "but" goes (a gap in its place, so the kind before it is no noun the comparative names: "hand warmer"); the
 * comparative is then read by measure-sort.ts as in a conversation: an order where the products state the measure,
 * else the feature its superlative spells ("lightweight fleece"). Pure.
 */
import type { Draft } from './draft.ts';
import { FEATURE_COMPARATIVES, MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP, WORD_END, WORD_START } from './text-tools.ts';

const BUT_COMPARED = new RegExp(
  `${WORD_START}but\\s+(?=(?:(?:${alternation(queryDefaults.measures.comparativeDegrees)})\\s+)?` +
    `(?:${alternation([...MEASURE_COMPARATIVES.keys(), ...FEATURE_COMPARATIVES.keys()])})${WORD_END}\\s*(?:$|[,.;:!?]))`,
  'iu',
);

/** Takes the "but" before a comparative ending the request out; true when there was one (see above). */
export function readButCompared(draft: Draft): boolean {
  if (draft.inConversation === true || draft.onPage === true || !BUT_COMPARED.test(draft.rest)) return false;
  draft.rest = draft.rest.replace(BUT_COMPARED, GAP);
  return true;
}
