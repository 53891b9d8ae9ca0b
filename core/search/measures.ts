/**
 * Measures: a number with a unit, in a product's attribute ("35 hours", "4-person", "40 mm", "30L") or bounded
 * in a request ("at least 30 hours", "under 40mm", "20L or more", "30+ hours", "between 20 and 30 litres").
 * Pure. Units and cues live in queryDefaults.measures; values convert to their family's base unit, so "2 days"
 * passes "at least 30 hours". A bound becomes a filter only for a family the catalogue has values in
 * (CatalogVocabulary.measureUnits); otherwise the cue goes and the quantity stays as words, as before.
 */
import { boundAttribute, boundNaming, type BoundOn } from './bound-attribute.ts';
import { MAX_THAN_CUES, MIN_THAN_CUES } from './comparative-cues.ts';
import { readCountBounds } from './count-bounds.ts';
import { deviceLeft } from './fit-devices.ts';
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { measureFrom, NUMBER, REQUEST_UNITS } from './measure-of.ts';
import type { MeasureBound } from './search-query.ts';
import { NUMBER_WORDS, numberOfWords } from './number-words.ts';
import { roomAttribute } from './room-attribute.ts';
import { alternation, consume, GAP, WORD_END, WORD_START, type Stretch } from './text-tools.ts';

export { measureOf, REQUEST_UNITS, unitSpelling, withinBound, type Measure } from './measure-of.ts';

const { measures } = queryDefaults;

const QUANTITY = `(?<num>${NUMBER})(?<plus>\\+)?(?<gap>\\s*)(?:-\\s*)?(?<unit>${REQUEST_UNITS})${WORD_END}`;
const MIN_BEFORE = alternation([...measures.minBefore, ...MIN_THAN_CUES]);
const MAX_BEFORE = alternation([...measures.maxBefore, ...MAX_THAN_CUES]);
const MIN_AFTER = alternation(measures.minAfter);
const MAX_AFTER = alternation(measures.maxAfter);
const AFTER_CUE = `\\s+(?:(?<minAfter>${MIN_AFTER})|(?<maxAfter>${MAX_AFTER}))${WORD_END}`;
const AFTER = `(?:${AFTER_CUE})?`;
/** "6mm thick", "10 ft long": the adjective naming the attribute the bound is on (pageContext.specAdjectives). */
export const MEASURE_ADJECTIVES: readonly string[] = [
  'thick',
  'long',
  'wide',
  'tall',
  'high',
  'deep',
  'heavy',
];
const ADJECTIVE = `(?:\\s+(?<adj>${alternation(MEASURE_ADJECTIVES)})${WORD_END})?`;
/** A softener before the cue goes with it: "a bit under 2 lbs" is up to 2 lbs (`measures.boundDegrees`). */
const DEGREE = `(?:(?:${alternation(measures.boundDegrees)})\\s+)?`;
const BOUND = new RegExp(
  `${WORD_START}${DEGREE}(?:(?<min>${MIN_BEFORE})|(?<max>${MAX_BEFORE}))\\s+(?:of\\s+)?${QUANTITY}${ADJECTIVE}${AFTER}`,
  'giu',
);
/** "for 4 people": a lower bound in the `forMinimum` families. */
const FOR_QUANTITY = new RegExp(`${WORD_START}for\\s+${QUANTITY}`, 'giu');
const FOR_MINIMUM = new Set(measures.forMinimum);
/** "sleeps 4", "seats 6 people": at least that many people. */
const CAPACITY = new RegExp(
  `${WORD_START}(?<verb>${alternation(measures.capacityVerbs)})\\s+(?<num>\\d{1,3})(?:\\s+(?<unit>${REQUEST_UNITS}))?${WORD_END}`,
  'giu',
);
/** "fits a 15 inch laptop", "holds up to 2 litres": room for that much. */
const ROOM_FOR = '(?<room>(?:(?:a|an|my|your)\\s+)?(?:up\\s+to\\s+)?)';
const FIT = new RegExp(
  `${WORD_START}(?:(?:that|which)\\s+)?(?<verb>${alternation(measures.fitVerbs)})\\s+${ROOM_FOR}${QUANTITY}`,
  'giu',
);
const DEVICE = `(?<device>${alternation(measures.fitDevices)})${WORD_END}`;
/** "for a 15 inch laptop", "for 65 inch tvs": a length with room for the device (the device stays a word). */
const FOR_DEVICE = new RegExp(`${WORD_START}for\\s+${ROOM_FOR}${QUANTITY}(?=\\s+${DEVICE})`, 'giu');
const DEVICE_AFTER = new RegExp(`^\\s+${DEVICE}`, 'iu');
/** The family of "for a 15 inch laptop": lengths. */
const LENGTHS: ReadonlySet<string> = new Set(['mm']);
/** "for a family of four", "a party of 6": at least that many people. */
const GROUP = new RegExp(
  `${WORD_START}(?:for\\s+(?:(?:a|an|my|our|the|your)\\s+)?)?(?<group>${alternation(measures.groupWords)})\\s+of\\s+` +
    `(?<num>\\d{1,2}|${NUMBER_WORDS})(?:\\s+(?:people|persons|adults|guests))?${WORD_END}`,
  'giu',
);
/** A count of people in words ("two person tent", "for four people", "sleeps three"), for digitsForPeople. */
const SPELT_PEOPLE = new RegExp(
  `${WORD_START}(?<num>${NUMBER_WORDS})(?=(?:\\s+|-)(?:person|persons|people|man|seater|adults|guests)${WORD_END})` +
    `|(?<=${WORD_START}(?:${alternation(measures.capacityVerbs)})\\s+)(?<verbNum>${NUMBER_WORDS})${WORD_END}`,
  'giu',
);

/** "tent for two people" → "tent for 2 people", "sleeps three" → "sleeps 3": counts of people as digits. */
const digitsForPeople = (text: string): string =>
  text.replace(SPELT_PEOPLE, (whole: string, ...args: unknown[]) => {
    const groups = args.at(-1) as Record<string, string | undefined>;
    const value = numberOfWords(groups['num'] ?? groups['verbNum'] ?? '');
    return value === undefined ? whole : String(value);
  });

/** "20L or more", "30+ hours": the cue after the quantity. */
const BOUND_AFTER = new RegExp(`${WORD_START}${QUANTITY}${ADJECTIVE}${AFTER}`, 'giu');
/** "40mm case or smaller", "30 hours battery life or more": the attribute's name between quantity and cue. */
const NAMED_AFTER = new RegExp(
  `${WORD_START}${QUANTITY}\\s+(?:of\\s+)?(?<named>\\p{L}+(?:\\s+\\p{L}+)?)${AFTER_CUE}`,
  'giu',
);
const LOW = (name: string) => `(?<${name}>${NUMBER})\\s*(?:${REQUEST_UNITS})?\\s*`;
/** "between 20 and 30 litres", "20-30L", "20 to 30 l". */
const RANGE = new RegExp(
  `${WORD_START}(?:between\\s+${LOW('low')}(?:and|-|to)|${LOW('low2')}(?:-|to))\\s*${QUANTITY}`,
  'giu',
);

/** "at least 30 hours", "up to 2 kg", "20 to 30 l": the bound as the shopper put it. */
function boundLabel(
  bound: Pick<MeasureBound, 'min' | 'max'>,
  low: string,
  high: string,
  quantity: string,
): string {
  if (bound.min !== undefined && bound.max !== undefined) return `${low} to ${high}${quantity}`;
  return `${bound.min !== undefined ? 'at least' : 'up to'} ${high}${quantity}`;
}

/**
 * Takes bounded measures out of the text into `filters.measures`, for the families in `units` (the catalogue's).
 * Read after prices, which never take a number followed by a unit.
 */
export function readMeasures(
  draft: Draft,
  units: readonly string[],
  measured: readonly string[] = [],
  isKind: (word: string) => boolean = () => false,
  holdsNoPeople: (text: string) => boolean = () => false,
): void {
  if (units.length === 0) return;
  const known = new Set(units);
  // Where the catalogue counts people, "two person" is its "2-person".
  if (known.has('person')) draft.rest = digitsForPeople(draft.rest);
  const add = (bound: MeasureBound) => {
    draft.filters.measures = [...(draft.filters.measures ?? []), bound];
  };
  const accept = (match: RegExpExecArray, range: boolean): boolean | Stretch => {
    const groups = match.groups ?? {};
    const high = measureFrom(groups['num']!, groups['unit']!);
    if (high === undefined || !known.has(high.unit)) return false;
    const quantity = `${groups['gap']}${groups['unit']}`;
    // The attribute it is on: named between the quantity and its cue ("40mm case or smaller"), else beside it
    // ("at least 3 hours battery", its name going with it), else none a policy's.
    const between = groups['named']?.toLowerCase().split(/\s+/u);
    const naming = between === undefined ? undefined : boundNaming([...between], high.unit, measured);
    if (between !== undefined && (naming?.used !== between.length || between.some(isKind))) return false;
    const found: BoundOn =
      naming !== undefined
        ? { on: naming.on, name: naming.name ?? groups['named']!.toLowerCase() }
        : boundAttribute(
            match.input,
            match.index,
            match.index + match[0].length,
            high.unit,
            measured,
            isKind,
          );
    const named = (label: string) => (found.name === undefined ? label : `${found.name} ${label}`);
    const taken = found.cut ?? true;
    if (range) {
      const lowDigits = groups['low'] ?? groups['low2']!;
      const low = measureFrom(lowDigits, groups['unit']!)!;
      const [min, max] = low.value <= high.value ? [low.value, high.value] : [high.value, low.value];
      add({
        unit: high.unit,
        min,
        max,
        label: named(boundLabel({ min, max }, lowDigits, groups['num']!, quantity)),
        ...found.on,
      });
      return taken;
    }
    const isMin =
      groups['min'] !== undefined || groups['plus'] !== undefined || groups['minAfter'] !== undefined;
    const isMax = groups['max'] !== undefined || groups['maxAfter'] !== undefined;
    if (isMin === isMax) return false;
    const bound = isMin ? { min: high.value } : { max: high.value };
    const adjective = groups['adj']?.toLowerCase();
    const words = adjective === undefined ? undefined : queryDefaults.pageContext.specAdjectives[adjective];
    const label =
      boundLabel(bound, '', groups['num']!, quantity) + (adjective === undefined ? '' : ` ${adjective}`);
    if (words !== undefined) {
      add({ unit: high.unit, ...bound, label, words: [...words] });
      return true;
    }
    add({ unit: high.unit, ...bound, label: named(label), ...found.on });
    return taken;
  };
  /**
   * A lower bound with room for the quantity, labelled "fits 15 inch" ("holds 2 litres"). Before a device the
   * words become "for" ("backpack for a 15 inch laptop" searches "backpack for laptop": the backpack stays
   * the head of the query).
   */
  const fit = (text: string, match: RegExpExecArray, families?: ReadonlySet<string>) => {
    const groups = match.groups ?? {};
    const quantity = measureFrom(groups['num']!, groups['unit']!);
    if (quantity === undefined || !known.has(quantity.unit) || families?.has(quantity.unit) === false)
      return false;
    const verb = /hold/iu.test(groups['verb'] ?? '') ? 'holds' : 'fits';
    const room = (groups['room'] ?? '').toLowerCase();
    // The quantity as typed ("15-inch", "15 inch"): it ends the match.
    const typed = match[0].slice(match[0].lastIndexOf(groups['num']!));
    const after = text.slice(match.index + match[0].length);
    const device = DEVICE_AFTER.exec(after);
    // Only an attribute that is room for the thing meets it ("laptop size", not a watch's case size); with none,
    // the chat says none states it and the quantity stays as words.
    const on = roomAttribute({ after, unit: quantity.unit, measured, verb, room, typed });
    if ('unstated' in on) {
      draft.boundUnstated ??= on.unstated;
      return `${device !== null ? ' for ' : GAP}${typed}`;
    }
    const label = `${verb} ${/up\s+to/u.test(room) ? 'up to ' : ''}${typed}`;
    add({ unit: quantity.unit, min: quantity.value, label, snug: true, ...on });
    return device === null ? true : deviceLeft(text, match, device);
  };
  // A count word's open or alternative count first: "sleeps 3 or more", "for more than 3 people".
  if (known.has('person')) readCountBounds(draft);
  // Before the other cues: "fits up to 17 inch" is room for 17 inches, not at most 17.
  const asked = draft.rest;
  const fitted = consume(asked, FIT, (match) => fit(asked, match));
  draft.rest = consume(fitted, FOR_DEVICE, (match) => fit(fitted, match, LENGTHS));
  draft.rest = consume(draft.rest, BOUND, (match) => accept(match, false));
  draft.rest = consume(draft.rest, RANGE, (match) => accept(match, true));
  draft.rest = consume(draft.rest, NAMED_AFTER, (match) => accept(match, false));
  draft.rest = consume(draft.rest, BOUND_AFTER, (match) => accept(match, false));
  draft.rest = consume(draft.rest, FOR_QUANTITY, (match) => {
    const groups = match.groups ?? {};
    const quantity = measureFrom(groups['num']!, groups['unit']!);
    if (quantity === undefined || !known.has(quantity.unit) || !FOR_MINIMUM.has(quantity.unit)) return false;
    const label = `for ${groups['num']}${groups['gap']}${groups['unit']}`;
    add({ unit: quantity.unit, min: quantity.value, label, snug: true });
    return true;
  });
  if (!known.has('person')) return;
  draft.rest = consume(draft.rest, GROUP, (match) => {
    const groups = match.groups ?? {};
    const count = /^\d/.test(groups['num']!) ? Number(groups['num']) : numberOfWords(groups['num']!);
    if (count === undefined || count < 1) return false;
    // "backpack for a family of 4": whom it is for, no room a backpack gives.
    if (holdsNoPeople(draft.rest)) return GAP;
    const label = `for a ${groups['group']!.toLowerCase()} of ${groups['num']!.toLowerCase()}`;
    add({ unit: 'person', min: count, label, snug: true });
    return true;
  });
  draft.rest = consume(draft.rest, CAPACITY, (match) => {
    const groups = match.groups ?? {};
    const quantity = measureFrom(groups['num']!, groups['unit'] ?? 'people');
    if (quantity?.unit !== 'person') return false;
    // "sleeps 4" however the verb was put ("does it sleep 4?", "sleeping 4").
    const verb = groups['verb']!.toLowerCase().startsWith('sleep') ? 'sleeps' : 'seats';
    const label = `${verb} ${groups['num']}`;
    add({ unit: 'person', min: quantity.value, label, snug: true });
    return true;
  });
}
