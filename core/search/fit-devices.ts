/**
 * A product's clause fitting a device of `measures.fitDevices` with no size named says what it is for, as "for"
 * does: "a backpack that fits my laptop", "a bag to hold my ipad" read "backpack for laptop", "bag for ipad", the
 * laptop backpacks first (a size is read by the measures: "fits a 15 inch laptop"). The clause had been searched
 * whole and echoed ("Showing backpack that fits my laptop. … None of them has everything you asked for"). Only
 * after "that", "which" or "to", so a question about the viewed product ("does it fit my laptop?") stays. Run after
 * the measures. Pure.
 */
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, type Stretch, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { measures, framing } = queryDefaults;

const CLAUSE = new RegExp(
  `${WORD_START}(?:(?:that|which)(?:\\s+(?:${alternation(measures.roomBetween)}))*\\s+(?:fits|fit|holds|hold)` +
    `|to\\s+(?:fit|hold))\\s+(?:(?:a|an|the|${alternation(framing.possessives)})\\s+)?` +
    `(?=(?:${alternation(measures.fitDevices)})${WORD_END})`,
  'giu',
);

/** Reads the clauses fitting a device of no size as "for" it (see above). */
export function readFitDevices(draft: Draft): void {
  if (/fit|hold/iu.test(draft.rest)) draft.rest = draft.rest.replace(CLAUSE, ' for ');
}

/**
 * What a bound fitting a device leaves (measures.ts): "for" before the device ("backpack that fits a 15 inch laptop"
 * searches "backpack for laptop"), or nothing, the device's word too, where the product's name before it already
 * names the device ("laptop backpack that fits a 15.6 inch laptop" searches "laptop backpack", said "Showing laptop
 * backpack, fits 15.6 inch."; it had said "laptop backpack for laptop").
 */
export function deviceLeft(text: string, match: RegExpExecArray, device: RegExpExecArray): ' for ' | Stretch {
  const word = termKey(device.groups?.['device'] ?? '');
  const before = text
    .slice(0, match.index)
    .split(/[^\p{L}\p{N}]+/u)
    .map(termKey);
  const end = match.index + match[0].length;
  return word !== '' && before.includes(word) ? { from: match.index, to: end + device[0].length } : ' for ';
}
