/**
 * Cheapness negated ("sunglasses that don't look cheap", "not cheap", "i dont want anything cheap looking",
 * "nothing cheap-looking", "not cheaply made"): a wish for quality, not for low prices. The phrase leaves the text
 * and the matches are listed best rated first, unless the request names its own order
 * (`queryDefaults.price.notCheap`). Read before the filler and the sort cues, which had taken "anything" and
 * "cheap" out of it (cheapest first, and "don't look" searched). Where a built-in describing word follows ("no
 * cheap plastic"), the cue stays for it, so the plastic ones are still left out. Pure.
 */
import type { Draft } from './draft.ts';
import { DESCRIBING_WORDS } from './describing-words.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { cues, between, words } = queryDefaults.price.notCheap;
const { negation } = queryDefaults;
const NEGATION_CUES = new Set(negation.cues.map((cue) => cue.replace(/['’]/g, '')));

const NOT_CHEAP = new RegExp(
  `${WORD_START}(?<cue>${alternation([...negation.cues, ...cues])})\\s+(?:(?:${alternation(between)})\\s+){0,3}` +
    `(?:${alternation(words)})${WORD_END}`,
  'giu',
);
const DESCRIBING_NEXT = new RegExp(`^\\s+(?:${alternation(DESCRIBING_WORDS)})${WORD_END}`, 'iu');

/** Takes negated cheapness out of the text, setting `draft.quality`. */
export function readNegatedCheapness(draft: Draft): void {
  const text = draft.rest;
  draft.rest = consume(text, NOT_CHEAP, (match) => {
    draft.quality = true;
    const cue = match.groups?.['cue'] ?? '';
    const next = text.slice(match.index + match[0].length);
    const keep = NEGATION_CUES.has(cue.toLowerCase().replace(/['’]/g, '')) && DESCRIBING_NEXT.test(next);
    return keep ? ` ${cue} ` : true;
  });
}
