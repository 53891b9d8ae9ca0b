/**
 * Price-tier words (queryDefaults.price.tiers): "premium backpack" asks for the dear ones, as "expensive" does,
 * "entry-level headphones" for the cheap ones, as "budget" does, and "mid-range watch" for the middle third of the
 * prices of the watches (price-tier.ts). The phrase leaves the text, except where a title of the shop holds it
 * ("Behr Premium Plus": `tierNames`), where it is a name and stays words to match. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { upper, middle, lower } = queryDefaults.price.tiers;

const tierCue = (phrases: readonly string[]): RegExp =>
  new RegExp(`${WORD_START}(?:${alternation(phrases)})${WORD_END}`, 'giu');

/** The phrases alone, which most requests lack: tested before the cue, whose lookbehind is tried at every character. */
const tierSaid = (phrases: readonly string[]): RegExp => new RegExp(alternation(phrases), 'iu');

const TIERS = [
  { cue: tierCue(upper), said: tierSaid(upper), read: (draft: Draft) => void (draft.dear = true) },
  { cue: tierCue(middle), said: tierSaid(middle), read: (draft: Draft) => void (draft.middle = true) },
  { cue: tierCue(lower), said: tierSaid(lower), read: (draft: Draft) => void (draft.cheap = true) },
];

/** Takes the tier words no title names out of the text, setting `dear`, `middle` or `cheap`. */
export function readPriceTiers(draft: Draft, tierNames: ReadonlySet<string>): void {
  for (const { cue, said, read } of TIERS) {
    if (!said.test(draft.rest)) continue;
    draft.rest = consume(draft.rest, cue, (match) => {
      if (tierNames.has(termKey(match[0]))) return false;
      read(draft);
      return true;
    });
  }
}
