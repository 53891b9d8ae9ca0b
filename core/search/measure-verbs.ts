/**
 * A verb saying what a bound measures goes with the bound (`measures.boundVerbs`): "a tent that weighs under 3 kg",
 * "backpack holding at least 20 liters", "headphones lasting over 30 hours", "a watch that measures under 42mm"
 * read as "tent under 3 kg", "backpack at least 20 liters"…, which the measure readers take (measures.ts), or whose
 * cue goes where the shop states no such measure (quantity-cues.ts). The verb had stayed a word to match: "Showing
 * tent weighs, sleeps 4. … No product mentions "weighs"", and "backpack holding" made "holding" the kind, listing
 * a pillow. "that" or "which" and a word such as "can" before the verb go with it (`measures.roomBetween`).
 *
 * Only before a quantity of a family the verb measures, with a cue before or after it or none: "a shelf that
 * holds up to 20 kg" is a load, not the shelf's weight, and stays. A verb of room with no cue or "up to"
 * ("holds up to 2 litres", "holding 20L") is read as room by the measure reader, as "holds". Run before the
 * measures. Pure.
 */
import { MAX_THAN_CUES, MIN_THAN_CUES } from './comparative-cues.ts';
import type { Draft } from './draft.ts';
import { measureOf, REQUEST_UNITS } from './measure-of.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, WORD_END, WORD_START } from './text-tools.ts';

const { measures, quantityCues } = queryDefaults;

/** Each verb, by the families it measures. */
const FAMILIES = new Map<string, Set<string>>();
for (const [family, verbs] of Object.entries(measures.boundVerbs))
  for (const verb of verbs) {
    const key = verb.toLowerCase();
    FAMILIES.set(key, (FAMILIES.get(key) ?? new Set()).add(family));
  }
const ROOM_VERBS = new Set(measures.fitVerbs.map((verb) => verb.toLowerCase()));

const CUES = alternation([
  ...measures.minBefore,
  ...measures.maxBefore,
  ...quantityCues,
  ...MIN_THAN_CUES,
  ...MAX_THAN_CUES,
]);
const DEGREE = `(?:(?:${alternation(measures.boundDegrees)})\\s+)?`;
const VERB = new RegExp(
  `${WORD_START}(?:(?:that|which)\\s+)?(?:(?:${alternation(measures.roomBetween)})\\s+)?` +
    `(?<verb>${alternation(FAMILIES.keys())})\\s+` +
    `(?=${DEGREE}(?<cue>(?:${CUES})\\s+(?:of\\s+)?)?(?<quantity>\\d+(?:\\.\\d+)?\\s*-?\\s*(?:${REQUEST_UNITS}))${WORD_END})`,
  'giu',
);
const UP_TO = /^up\s+to\s/iu;

/** Takes out the verbs saying what a bound measures (see above). */
export function readMeasureVerbs(draft: Draft): void {
  // A quantity needs a number in digits: most requests have none.
  if (!/\d/.test(draft.rest)) return;
  draft.rest = consume(draft.rest, VERB, (match) => {
    const { verb = '', cue, quantity = '' } = match.groups ?? {};
    const family = measureOf(quantity)?.unit;
    const said = verb.toLowerCase();
    if (family === undefined || FAMILIES.get(said)?.has(family) !== true) return false;
    // Room asked as the measure reader reads it ("holds up to 2 litres", "holding 20L"): said as "holds".
    const room = said.startsWith('hold');
    if (room && (cue === undefined || UP_TO.test(cue))) return ROOM_VERBS.has(said) ? false : ' holds ';
    // A gap, not a space: "sleeps 4 and weighs under 3 kg" must not read "4 and under".
    return true;
  });
}
