/**
 * A question of room for a device said with the device first: "will my 15 inch laptop fit?", "would a 15" laptop
 * fit in it?", "does my laptop fit inside?" are asked as "will it fit my 15 inch laptop?" is (asked-device.ts and
 * the measures read that; `measures.fitDevices`). They had searched the whole shop ("Showing will your 15 inch
 * laptop fit."). Only where the question ends with the verb, or "in" / "inside" and what is asked about: "will my
 * laptop fit in a 20L backpack" stays. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_START } from './text-tools.ts';

const { fitDevices } = queryDefaults.measures;

const DEVICE_FIRST = new RegExp(
  `${WORD_START}(?<verb>will|would|does|do|can|could|should)\\s+(?<owner>a|an|my|your|our|the)\\s+` +
    `(?<size>\\d+(?:\\.\\d+)?\\s*-?\\s*(?:inches|inch|in|cm|"|”|'')[\\s-]*)?(?<device>${alternation(fitDevices)})` +
    `\\s+(?:fit|fits|go|goes)(?:\\s+(?:in|inside|into)(?:\\s+(?:it|this|that|there|them|these|those|this one|that one))?)?` +
    `(?<end>[\\s?.!]*)$`,
  'iu',
);

/** The request with a device-first question of room said verb first (see above); else as it is. */
export function deviceFirst(content: string): string {
  const groups = DEVICE_FIRST.exec(content)?.groups;
  if (groups === undefined) return content;
  const { verb = '', owner = '', size = '', device = '', end = '' } = groups;
  const asked = `${verb} it fit ${owner} ${size.trim()}${size === '' ? '' : ' '}${device}${end.trim()}`;
  return content.replace(DEVICE_FIRST, asked);
}
