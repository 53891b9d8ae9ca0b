/**
 * "does it fit a 15 inch laptop?", "can it hold a laptop?", "will it take my 11" ipad?": a device
 * (`queryDefaults.measures.fitDevices`) the viewed product is asked to have room for, in a question about it, with
 * the size asked if any. Pure.
 */
import { deviceFirst } from './device-first.ts';
import { singularForms } from './inflect.ts';
import { measureOf, type Measure } from './measures.ts';
import { queryDefaults } from './query-defaults.ts';
import { asksAboutIt } from './question-about-it.ts';
import { NO_THING } from './room-attribute.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { fitDevices, fitVerbs } = queryDefaults.measures;

export interface AskedDevice {
  /** "laptop": singular, as a device list spells it. */
  device: string;
  /** The size asked ("15 inch", `17"`), as the shopper wrote it, with its measure. */
  size?: { said: string; measure: Measure };
}

const VERBS = alternation([
  ...fitVerbs,
  'fit',
  'hold',
  'take',
  'takes',
  'carry',
  'carries',
  'room for',
  'space for',
]);
const ASKED = new RegExp(
  `${WORD_START}(?:${VERBS})\\s+(?:(?:a|an|my|your|up to|one)\\s+)*` +
    `(?:(?<size>\\d+(?:\\.\\d+)?\\s*-?\\s*(?:inches|inch|in|cm|"|”|''))[\\s-]*|\\d+\\s+)?` +
    `(?<device>${alternation(fitDevices)})${WORD_END}`,
  'iu',
);
const DEVICES = new Set(fitDevices.map((device) => device.toLowerCase()));

export function askedDevice(content: string): AskedDevice | undefined {
  // "will my 15 inch laptop fit?" as "will it fit my 15 inch laptop?" (device-first.ts).
  const asked = deviceFirst(content);
  return asksAboutIt(asked) ? deviceNamed(asked) : undefined;
}

/** Room for a device asked in any request ("which one fits a 15 inch laptop?" of compared products). */
export function deviceNamed(content: string): AskedDevice | undefined {
  const groups = ASKED.exec(content)?.groups;
  const named = groups?.['device']?.toLowerCase();
  if (named === undefined) return undefined;
  const singular = named.endsWith('s') && DEVICES.has(named.slice(0, -1)) ? named.slice(0, -1) : named;
  const said = groups?.['size']?.trim();
  const measure = said === undefined ? undefined : measureOf(said);
  return {
    device: singular,
    ...(said !== undefined && measure !== undefined && { size: { said, measure } }),
  };
}

const ROOM_FOR_THING = new RegExp(
  `${WORD_START}(?:${VERBS})\\s+(?:(?:a|an|my|your|up to|one)\\s+)*` +
    `(?<size>\\d+(?:\\.\\d+)?\\s*-?\\s*(?:\\p{L}+|"|”|''))[\\s-]+(?<thing>\\p{L}+)${WORD_END}`,
  'iu',
);

export interface AskedRoom {
  /** "wrist", as the shopper wrote it (lower case). */
  thing: string;
  /** The thing's word and its singular forms ("wrists", "wrist"), as an attribute's name may hold it. */
  forms: string[];
  /** The size asked ("7 inch"), as the shopper wrote it, with its measure. */
  size: { said: string; measure: Measure };
}

/**
 * "will it fit a 7 inch wrist?", "does it hold a 1 litre bottle?": room for a thing of a size asked of what the
 * shopper is looking at, the thing not a device of `fitDevices` (askedDevice's) nor people. Pure.
 */
export function askedRoom(content: string): AskedRoom | undefined {
  if (!asksAboutIt(content) || deviceNamed(content) !== undefined) return undefined;
  const groups = ROOM_FOR_THING.exec(content)?.groups;
  const said = groups?.['size']?.trim();
  const thing = groups?.['thing']?.toLowerCase();
  if (said === undefined || thing === undefined || NO_THING.has(thing) || thing.endsWith('ly'))
    return undefined;
  const measure = measureOf(said);
  if (measure === undefined || measure.unit === 'person') return undefined;
  return { thing, forms: [thing, ...singularForms(thing)], size: { said, measure } };
}
