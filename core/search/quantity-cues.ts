/**
 * Comparison words before a quantity: "laptop with at least 16gb", "tv over 55 inch", "tent for more than 4
 * people", a comparative with "than" ("backpack lighter than 2 lbs": comparative-cues.ts). Run after the price
 * reader, which takes the amounts that are prices ("under 50", "over $100"), and the measure reader, which takes
 * the bounds on measures the catalogue has (measures.ts); what is left compares a quantity there is no filter for.
 * The cue goes, with a softener before it ("a bit under"), or after the quantity ("1 kg or less"); the quantity stays
 * as words to match. Of a family
 * `measures.unstatedBounds` names, which no product states (the measure reader left it), the chat also says none
 * states it: "backpack under 2 lbs" searches "backpack 2 lbs" and says "None of the shop's backpacks states its
 * weight, so I can't tell which are under 2 lbs." (Draft.boundUnstated).
 */
import { MAX_THAN_CUES, MIN_THAN_CUES } from './comparative-cues.ts';
import type { Draft } from './draft.ts';
import { QUANTITY_PATTERN } from './measure-of.ts';
import { measureOf } from './measures.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, GAP, WORD_END, WORD_START } from './text-tools.ts';
import { unstatedStates } from './unstated-bounds.ts';

/** A softener before the cue goes with it: "backpack a bit under 2 lbs" searches "backpack 2 lbs". */
const DEGREE = `(?:(?:${alternation(queryDefaults.measures.boundDegrees)})\\s+)?`;
const CUE_BEFORE_NUMBER = new RegExp(
  `${WORD_START}${DEGREE}(?:${alternation(queryDefaults.quantityCues)})${WORD_END}(?=\\s+\\d)`,
  'giu',
);
/**
 * A comparative's cue only before a number with a unit ("lighter than 2 lbs"): before a bare number it may compare
 * a size ("shoes smaller than 10"), which the size reader reads.
 */
const COMPARATIVE_BEFORE_QUANTITY = new RegExp(
  `${WORD_START}${DEGREE}(?:${alternation([...MIN_THAN_CUES, ...MAX_THAN_CUES])})${WORD_END}` +
    `(?=\\s+${QUANTITY_PATTERN}${WORD_END})`,
  'giu',
);

/** A number and a unit as a request writes them: "2 lbs", "1kg", "30-hour". */
const QUANTITY = `(?<quantity>${QUANTITY_PATTERN})${WORD_END}`;

/** A cue, a number and a unit: "under 2 lbs", "lighter than 2 lbs", "a bit under 2 lbs". */
const BOUND_UNSTATED = new RegExp(
  `${WORD_START}${DEGREE}(?<cue>${alternation([...queryDefaults.quantityCues, ...MIN_THAN_CUES, ...MAX_THAN_CUES])})` +
    `\\s+${QUANTITY}`,
  'giu',
);

/** The cue after the quantity: "backpack 1 kg or less", "30 hours or more". */
const AFTER_CUES = alternation([...queryDefaults.measures.minAfter, ...queryDefaults.measures.maxAfter]);
const BOUND_UNSTATED_AFTER = new RegExp(
  `${WORD_START}${QUANTITY}\\s+(?<cue>${AFTER_CUES})${WORD_END}`,
  'giu',
);

/**
 * The cue goes, before the quantity or after it ("backpack 1 kg or less"), and the quantity stays; the first bound
 * on a family no product states is noted as the shopper said it.
 */
function takeCue(draft: Draft, match: RegExpExecArray, after: boolean): string {
  const { cue = '', quantity = '' } = match.groups ?? {};
  const states = unstatedStates([measureOf(quantity)?.unit ?? '']);
  if (states !== undefined && draft.boundUnstated === undefined) {
    const said = (after ? `${quantity} ${cue}` : `${cue} ${quantity}`).toLowerCase().replace(/\s+/g, ' ');
    draft.boundUnstated = { said, states, words: quantity };
  }
  return `${GAP}${quantity}`;
}

export function readQuantityCues(draft: Draft): void {
  // Every pattern needs a number in digits: most requests have none left, and skip them.
  if (!/\d/.test(draft.rest)) return;
  draft.rest = consume(draft.rest, BOUND_UNSTATED, (match) => takeCue(draft, match, false));
  draft.rest = consume(draft.rest, BOUND_UNSTATED_AFTER, (match) => takeCue(draft, match, true));
  draft.rest = consume(draft.rest, COMPARATIVE_BEFORE_QUANTITY, () => true);
  draft.rest = consume(draft.rest, CUE_BEFORE_NUMBER, () => true);
}
