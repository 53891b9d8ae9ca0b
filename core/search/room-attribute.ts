/**
 * Which attributes a bound asking for room ("fits a 15 inch laptop", "will it fit a 7 inch wrist", "holds 2
 * litres") is on: only one that is room for something, never any measure of the family. A thing named after the
 * quantity ("7 inch wrist") is met by an attribute named for it ("wrist size"); a device of `measures.fitDevices`
 * ("15 inch laptop") or no thing ("fits 15 inch") by one naming room (`measures.roomNames`: "capacity") or a device
 * ("laptop size"). A watch's case size, a knife's blade length, an inseam or a thickness is no room for a wrist or a
 * laptop. A count of people is room for people whatever its name. Where the catalogue measures the family in no such
 * attribute, the bound is unstated: nothing meets it, and the chat says none states it. Pure.
 */
import { boundTakes } from './bound-attribute.ts';
import { singularForms } from './inflect.ts';
import { queryDefaults } from './query-defaults.ts';

const { fitDevices, roomNames } = queryDefaults.measures;
const DEVICES = new Set(fitDevices.map((device) => device.toLowerCase()));
/** Words naming room, each device's singular too ("laptop" of "laptops"): what "fits 15 inch" may be on. */
const ROOM = [
  ...new Set([...roomNames, ...fitDevices.flatMap((device) => [device, ...singularForms(device)])]),
];

/** Words after a quantity that name no thing to have room for: "2 litres of water", "7 inches comfortably". */
export const NO_THING: ReadonlySet<string> = new Set([
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'and',
  'or',
  'to',
  'inside',
  'into',
  'please',
]);

/** The thing the word right after a quantity names ("wrist" of " wrist?"), else undefined. */
export function thingAfter(after: string): string | undefined {
  const thing = /^[\s-]+(\p{L}+)(?![\p{L}\p{N}])/u.exec(after)?.[1]?.toLowerCase();
  return thing === undefined || NO_THING.has(thing) || thing.endsWith('ly') ? undefined : thing;
}

export type RoomAttribute =
  | { words?: string[] }
  /** No attribute of the family is room for it: the bound as Draft.boundUnstated says it ("its wrist size"). */
  | { unstated: { said: string; states: string; words: string; does: true } };

export interface RoomAsked {
  /** The text after the quantity (" wrist?"). */
  after: string;
  /** The family's base unit. */
  unit: string;
  /** The catalogue's measured attributes ("mm:case size"). */
  measured: readonly string[];
  verb: 'fits' | 'holds';
  /** The words before the quantity, lower case ("a ", "up to "). */
  room: string;
  /** The quantity as typed ("7 inch"). */
  typed: string;
}

/**
 * The attribute words a room bound is on; or, none of the catalogue's being room for it, what none of them states
 * ("its wrist size"; "what it fits" where no thing is named) and the bound as said ("fit a 7 inch wrist").
 */
export function roomAttribute(asked: RoomAsked): RoomAttribute {
  const { after, unit, measured, verb } = asked;
  if (unit === 'person') return {};
  const thing = thingAfter(after);
  const named = thing !== undefined && !DEVICES.has(thing);
  const words = named ? [...new Set([thing, ...singularForms(thing)])] : ROOM;
  const names = measured.flatMap((entry) => {
    const at = entry.indexOf(':');
    return entry.slice(0, at) === unit ? [entry.slice(at + 1).split(' ')] : [];
  });
  // A catalogue whose measures name nothing of the family leaves the bound as it was read.
  if (names.length === 0) return {};
  const taken = names.filter((name) => boundTakes({ words }, name));
  // Every attribute of the family room ("holds 30L" of capacities alone): the bound is on any, as it was read.
  if (taken.length === names.length) return {};
  // The words naming those of the catalogue ("laptop" of "laptop size").
  const held = words.filter((word) => taken.some((name) => boundTakes({ words: [word] }, name)));
  if (held.length > 0) return { words: held };
  const states = named ? `its ${singularForms(thing)[0] ?? thing} size` : `what it ${verb}`;
  const quantity = `${asked.typed}${named ? ` ${thing}` : ''}`;
  return {
    unstated: { said: `${verb.slice(0, -1)} ${asked.room}${quantity}`, states, words: quantity, does: true },
  };
}
