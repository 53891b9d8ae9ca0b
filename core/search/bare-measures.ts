/**
 * A measure said without a cue, beside the words of the attribute it measures ("speaker with 20 hours battery
 * life", "20 hour battery speaker", "yoga mat 6 mm thick", "thickness 6mm"). Of an attribute where more is better
 * (a noun of `measures.superlativeNouns`: battery life, storage) it is a minimum, as "at least" would make it: "Showing
 * speaker, battery life at least 20 hours." Of any other it is the value asked, nothing left out: the products
 * nearest it rank first (`SearchQuery.nearRoom`, snug-fit.ts), its quantity stays words to match, and the
 * attribute's words go ("thick" is no word a title need hold). A quantity naming no attribute is a minimum only
 * where every attribute the shop measures in its family, policies apart, is one where more is better ("speaker 20
 * hours"); otherwise it stays words as before ("42mm watch", "20W speaker", "4 person tent"). Read after the bounds
 * with a cue (measures.ts), on what they left. Pure.
 */
import { boundAttribute, namesIn } from './bound-attribute.ts';
import type { Draft } from './draft.ts';
import { measureFrom, NUMBER, REQUEST_UNITS } from './measure-of.ts';
import { MEASURE_ADJECTIVES } from './measures.ts';
import { queryDefaults } from './query-defaults.ts';
import type { MeasureBound } from './search-query.ts';
import { alternation, GAP, WORD_END, WORD_START } from './text-tools.ts';

const { measures, pageContext } = queryDefaults;
const POLICY = new Set(measures.policyWords);
const DEVICES = new Set(measures.fitDevices);
const BLOCKERS = new Set(measures.bareMeasureBlockers);
const BARE = new RegExp(
  `${WORD_START}(?<quantity>(?<num>${NUMBER})(?<gap>\\s*)(?:-\\s*)?(?<unit>${REQUEST_UNITS}))${WORD_END}` +
    `(?:\\s+(?<adj>${alternation(MEASURE_ADJECTIVES)})${WORD_END})?`,
  'giu',
);
/** The words of every noun where more is better ("battery", "runtime", "storage"). */
const MORE_IS_BETTER = new Set(Object.values(measures.superlativeNouns).flatMap((noun) => noun.words));

/** Is the attribute named `name` (its words) one where more is better? */
const better = (name: readonly string[]): boolean => name.some((word) => MORE_IS_BETTER.has(word));

/** "20 hour" of "20 hour battery" said as a bound: "20 hours", where the plural spells the same unit. */
function plural(typed: string, value: number): string {
  const lower = typed.toLowerCase();
  const spelling = /\p{L}+$/u.exec(lower)?.[0] ?? '';
  const units = measures.units as Record<string, Record<string, number>>;
  const same = Object.values(units).some(
    (spellings) => spellings[spelling] !== undefined && spellings[spelling] === spellings[`${spelling}s`],
  );
  return same && value !== 1 ? `${lower}s` : lower;
}

/** The attribute the words beside a quantity name: its words, the stretch saying them, its name for the label. */
interface SaidName {
  words: string[];
  cut: { from: number; to: number };
  name?: string;
}

/**
 * The attribute the quantity `match` (ending at `quantityEnd`) names by an adjective after it ("6 mm thick") or by
 * words right beside it ("20 hours battery life", "thickness 6mm"); 'between' where they name one past other
 * words ("battery for 30 hours" is no battery life of 30 hours), undefined where none.
 */
function saidName(
  text: string,
  match: RegExpExecArray | RegExpMatchArray,
  quantityEnd: number,
  unit: string,
  measured: readonly string[],
  isKind: (word: string) => boolean,
): SaidName | 'between' | undefined {
  const start = match.index ?? 0;
  const adjective = match.groups?.['adj']?.toLowerCase();
  const of = adjective === undefined ? undefined : pageContext.specAdjectives[adjective];
  const held = namesIn(unit, measured).filter((one) => one.some((word) => of?.includes(word) === true));
  if (of !== undefined && held.length > 0) {
    const distinct = [...new Set(held.map((one) => one.join(' ')))];
    const name = distinct.length === 1 ? distinct[0]! : adjective!;
    return { words: [...of], cut: { from: quantityEnd, to: start + match[0].length }, name };
  }
  const found = boundAttribute(text, start, quantityEnd, unit, measured, isKind);
  if (found.on.words === undefined) return undefined;
  if (found.cut === undefined) return 'between';
  return { words: found.on.words, cut: found.cut, ...(found.name !== undefined && { name: found.name }) };
}

interface Edit {
  from: number;
  to: number;
  put: string;
}

/** The word right before `at` in `text`, lower-cased. */
const wordBefore = (text: string, at: number): string =>
  /(\p{L}+)\W*$/u.exec(text.slice(0, at))?.[1]?.toLowerCase() ?? '';

/**
 * Reads the bare measures of `draft.rest` in the families of `units` (the catalogue's), their attributes by
 * `measured` ("hour:battery life"); `isKind` says which words are kinds of product, never the attribute's words.
 */
export function readBareMeasures(
  draft: Draft,
  units: readonly string[],
  measured: readonly string[],
  isKind: (word: string) => boolean = () => false,
): void {
  if (units.length === 0 || measured.length === 0) return;
  const known = new Set(units);
  const text = draft.rest;
  const edits: Edit[] = [];
  /** Each edit past the last one's end, or none. */
  const edit = (one: Edit): boolean => {
    if (one.from < (edits.at(-1)?.to ?? 0)) return false;
    edits.push(one);
    return true;
  };
  for (const match of text.matchAll(BARE)) {
    const groups = match.groups ?? {};
    const quantity = measureFrom(groups['num']!, groups['unit']!);
    if (quantity === undefined || !known.has(quantity.unit) || !(quantity.value > 0)) continue;
    const names = namesIn(quantity.unit, measured);
    const start = match.index;
    const typed = groups['quantity']!;
    const quantityEnd = start + typed.length;
    const said = saidName(text, match, quantityEnd, quantity.unit, measured, isKind);
    if (said === 'between') continue;
    const label = (attribute: string | undefined) =>
      `${attribute === undefined ? '' : `${attribute} `}at least ${plural(typed, quantity.value)}`;
    if (said === undefined) {
      // Naming none: a minimum only where each attribute of the family is one where more is better.
      const own = names.filter((one) => !one.some((word) => POLICY.has(word)));
      if (own.length === 0 || !own.every(better) || BLOCKERS.has(wordBefore(text, start))) continue;
      const distinct = [...new Set(own.map((one) => one.join(' ')))];
      const all = [...new Set(own.flat().filter((word) => MORE_IS_BETTER.has(word)))];
      if (edit({ from: start, to: quantityEnd, put: GAP }))
        add(draft, { unit: quantity.unit, min: quantity.value, label: label(distinct[0]), words: all });
      continue;
    }
    const { words, cut, name } = said;
    const on = names.filter((one) => one.some((word) => words.includes(word)));
    if (on.length === 0) continue;
    if (on.every(better)) {
      const whole = { from: Math.min(start, cut.from), to: Math.max(quantityEnd, cut.to), put: GAP };
      if (edit(whole)) add(draft, { unit: quantity.unit, min: quantity.value, label: label(name), words });
      continue;
    }
    // The value asked: its words stay, the attribute's go, the nearest values first. A device's word names what the
    // thing holds ("15 inch laptop backpack"): it stays a word, and the measure with it.
    const cutWords = text.slice(cut.from, cut.to).toLowerCase().split(/\W+/u);
    if (cutWords.some((word) => DEVICES.has(word))) continue;
    if (!edit({ ...cut, put: GAP })) continue;
    const near = {
      unit: quantity.unit,
      min: quantity.value,
      max: quantity.value,
      label: `${name ?? words.join(' ')} ${typed}`,
      words,
      snug: true,
      said: typed,
    };
    draft.nearRoom = [...(draft.nearRoom ?? []), near];
  }
  draft.rest = [...edits]
    .reverse()
    .reduce((rest, edit) => rest.slice(0, edit.from) + edit.put + rest.slice(edit.to), text);
}

const add = (draft: Draft, bound: MeasureBound) => {
  draft.filters.measures = [...(draft.filters.measures ?? []), bound];
};
