/**
 * How far a feature or a rating reaches, said "to" a quantity after it (`measures.reach`): "watch water resistant
 * to 100m" is the bound "water resistance at least 100m", as "water resistant at least 100m" is (it had said 'None
 * of them has "to" in its name' and bounded nothing). The words before "to" are a feature ("waterproof", "water
 * resistant"), a rating's word ("rated", "good") or the name of an attribute measured in the quantity's family
 * ("water resistance"); the bound is on the attribute they name, or one a feature they name implies names
 * ("waterproof" implies water-resistant: a watch's water resistance). A lower bound, but in the families where a
 * rating reaches down (`reach.maximum`: temperatures), where "rated to -10C" is -10 °C or colder.
 *
 * Where the shop measures no attribute so named, or nothing in that family, the bound is unstated, said so as
 * other bounds no product states are ("None of the shop's tents states how waterproof it is, so I can't tell which
 * are waterproof to 3000mm."; "… states its temperature rating, so I can't tell which are rated to -10C."): the
 * feature is still asked, the quantity and the rating's word go (they had been searched, "-10C" listing vitamin C
 * serums); so where the kind named states no measure of the family (`CatalogVocabulary.categoryUnits`: "tent
 * waterproof to 3000mm" where only watches give lengths). Read before the participles ("rated" alone goes there)
 * and the other measures. Pure.
 *
 * "up to" after a feature or a rating's word is "to" ("watch water resistant up to 50m": rated that far; it had been
 * a maximum, then relaxed), where the feature names an attribute the shop measures in the family; after a kind
 * ("backpack up to 30L"), an attribute's own name or another feature it stays a maximum (measures.ts).
 *
 * With no "to", a quantity right after a feature reaches as far, where it ends the request or its phrase, or stands
 * before the kind alone, and the shop measures what the feature names there ("watch water resistant 10 bar", "water
 * resistant 100m watch": water resistance at least 100 m); elsewhere it stays words ("waterproof 15 inch laptop
 * backpack"), never a bound the shop cannot check. Not where a rating reaches down, nor after an attribute's own name
 * ("yoga mat thickness 6mm": that value first, bare-measures.ts).
 *
 * Where a rating reaches down, "down to" reaches too, after such words or none ("sleeping bag down to 20F"), and so
 * does "for" ("rated for -10C", "jacket for 0 degrees"); degrees with no letter ("good to 0 degrees") are in the
 * letter the kind's products state (bare-degrees.ts); a rating's word the shop also tags ("comfortable") goes as a
 * rating's word, and a feature naming no attribute is met by any temperature the kind states ("warm to -10C").
 */
import { DEGREES, degreesRead } from './bare-degrees.ts';
import { boundNaming } from './bound-attribute.ts';
import { kindStates } from './kind-states.ts';
import type { Draft } from './draft.ts';
import { askFeature } from './need-phrases.ts';
import { measureFrom, NUMBER, REQUEST_UNITS } from './measure-of.ts';
import { queryDefaults } from './query-defaults.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import type { MeasureBound } from './search-query.ts';
import { alternation, consume, findTerms, termKey, WORD_END, WORD_START } from './text-tools.ts';
import { unstatedStates } from './unstated-bounds.ts';

const { reach } = queryDefaults.measures;
const RATING_WORDS = new Set(reach.words.map((word) => word.toLowerCase()));
const MAXIMUM = new Set(reach.maximum);
/** The feature the need "freezing" asks (`needs`: warm). */
const COLD = Object.entries(queryDefaults.needs).find(([, words]) => words.includes('freezing'))?.[0];
const REACH = new RegExp(
  `${WORD_START}(?:(?:(?<way>up|down)\\s+)?(?<prep>to|for)\\s+)?(?<sign>[-−–]\\s*|minus\\s+)?(?<num>${NUMBER})` +
    `(?<gap>\\s*)(?:-\\s*)?(?<unit>${REQUEST_UNITS}|${alternation(reach.letters)}|${DEGREES})${WORD_END}`,
  'giu',
);
/** termKey(a feature) → the words of the weaker features it implies ("waterproof" → water, resistant). */
const IMPLIED_WORDS = new Map<string, string[][]>();
for (const [weaker, stronger] of Object.entries(queryDefaults.featureImplications))
  for (const feature of stronger) {
    const words = weaker
      .toLowerCase()
      .split(/[\s-]+/u)
      .reverse();
    IMPLIED_WORDS.set(termKey(feature), [...(IMPLIED_WORDS.get(termKey(feature)) ?? []), words]);
  }
const LAST_WORDS = /(?:(\p{L}+)\s+)?(\p{L}+)\s*$/u;

type Lexicons = Pick<
  QueryLexicons,
  'features' | 'measureUnits' | 'measuredAttributes' | 'categories' | 'kindUnits'
>;

/** What reaches: its words as typed, where they start, and how they are read. */
interface Lead {
  typed: string;
  start: number;
  /** A rating's word or the attribute's name goes with the bound; a feature stays asked. */
  goes: boolean;
  /** The words, nearest first, that may name the attribute. */
  sides: string[][];
  feature: boolean;
  /** How the words with no rating's word before them say the reach ("down to", "for"), else "<typed> to". */
  says?: string;
}

/** The feature, rating word or attribute name right before "to" at `at`, else undefined. */
function leadBefore(text: string, at: number, unit: string, lexicons: Lexicons): Lead | undefined {
  const before = text.slice(0, at).trimEnd();
  const feature = findTerms(before, lexicons.features.terms).find(
    (found) => found.index + found.length === before.length,
  );
  // "comfortable to -10C": a rating's word, though the shop tags comfortable products too.
  if (feature !== undefined && !RATING_WORDS.has(before.slice(feature.index).toLowerCase())) {
    const typed = before.slice(feature.index);
    const own = typed
      .toLowerCase()
      .split(/[\s-]+/u)
      .reverse();
    const sides = [own, ...(IMPLIED_WORDS.get(termKey(feature.term)) ?? [])];
    return { typed, start: feature.index, goes: false, sides, feature: true };
  }
  const words = LAST_WORDS.exec(before);
  if (words === null) return undefined;
  const last = words[2]!;
  const start = before.length - last.length;
  if (RATING_WORDS.has(last.toLowerCase()))
    return { typed: last, start, goes: true, sides: [], feature: false };
  // "water resistance to 100m": the attribute's own name.
  const side = [last, words[1]].filter((word) => word !== undefined).map((word) => word.toLowerCase());
  const naming = boundNaming(side, unit, lexicons.measuredAttributes);
  if (naming === undefined || naming.used === 0) return undefined;
  const typed = naming.used === 2 ? words[0].trim() : last;
  return { typed, start: before.length - typed.length, goes: true, sides: [side], feature: false };
}

/** What may follow a quantity said with no "to": nothing, a pause, or the kind ("water resistant 10 bar watch"). */
const BARE_END = /^\s*(?:$|[,;.!?])/u;
const KIND_END = /^\s*([^,;.!?]*?)\s*(?:$|[,;.!?])/u;

/** Does the quantity ending at `end` of `text` end its request or phrase, or stand before the kind alone? */
function endsBare(text: string, end: number, lexicons: Lexicons): boolean {
  const after = text.slice(end);
  if (BARE_END.test(after)) return true;
  const kind = KIND_END.exec(after)?.[1];
  return kind !== undefined && lexicons.categories.paths.has(termKey(kind));
}

/** Reads "<feature> to <quantity>" as a bound on what the feature measures (see above). */
export function readReachBounds(draft: Draft, lexicons: Lexicons): void {
  const reaches = /\b(?:to|for)\s/iu.test(draft.rest);
  if (!reaches && !/\d/u.test(draft.rest)) return;
  const text = draft.rest;
  const known = new Set(lexicons.measureUnits);
  draft.rest = consume(text, REACH, (match) => {
    const { way, prep, sign, num = '', gap = '', unit: said = '' } = match.groups ?? {};
    // With no "to", only a quantity ending its phrase right after a feature ("watch water resistant 10 bar"), and
    // only where the shop measures what it names (below).
    const bare = prep === undefined;
    if (bare && (sign !== undefined || !endsBare(text, match.index + match[0].length, lexicons)))
      return false;
    const signed = `${sign === undefined ? '' : '-'}${num}`;
    // "good to 0 degrees": in the letter the kind's products state (bare-degrees.ts).
    const degrees = degreesRead(said, text, match.index, lexicons);
    const quantity = measureFrom(signed, degrees?.spelling ?? said);
    if (quantity === undefined) return false;
    const max = MAXIMUM.has(quantity.unit);
    if (bare && max) return false;
    // "for" and "down to" reach only where a rating reaches down ("rated for -10C", "down to 20F"), and so with no
    // word before them ("sleeping bag down to 20F", "jacket for 0 degrees"; "for" not before a letter apart: "for 2 c
    // batteries").
    const down = way?.toLowerCase() === 'down';
    const reaching = down || prep?.toLowerCase() === 'for';
    if (!max && reaching) return false;
    const spaced = gap !== '' && reach.letters.includes(said.toLowerCase());
    const says = down ? 'down to' : spaced ? undefined : 'for';
    const lead =
      leadBefore(text, match.index, quantity.unit, lexicons) ??
      (reaching && says !== undefined
        ? { typed: '', start: match.index, goes: true, sides: [], feature: false, says }
        : undefined);
    if (lead === undefined || (bare && !lead.feature)) return false;
    // "up to" after an attribute's own name stays its maximum ("battery life up to 20 hours"), and after a feature
    // naming no attribute the shop measures in the family ("backpack waterproof up to 30L").
    const names = (side: string[]) =>
      boundNaming(side, quantity.unit, lexicons.measuredAttributes) !== undefined;
    if (
      way?.toLowerCase() === 'up' &&
      (lead.feature ? !max && !lead.sides.some(names) : lead.sides.length > 0)
    )
      return false;
    const end = match.index + match[0].length;
    const written = `${signed}${gap}${said}`;
    // Degrees alone are said back in the letter read: "good to 0 °C".
    const typed = degrees?.bare === true ? `${signed} °${degrees.spelling.toUpperCase()}` : written;
    const stretch = { from: lead.goes ? lead.start : match.index, to: end };
    // "rated to -10C": made for the cold, warm where the shop tags it.
    if (max && quantity.unit === 'c' && quantity.value <= reach.freezing && COLD !== undefined)
      if (askFeature(draft, lexicons.features, COLD)) (draft.impliedFeatures ??= []).push(COLD);
    // A kind named that states no measure of the family ("tent waterproof to 3000mm" where only watches give
    // lengths) is held to none of another kind's.
    const stated = known.has(quantity.unit) && kindStates(text, match.index, quantity.unit, lexicons);
    // A rating's word names no attribute: any of the family the kind states meets it ("rated to -10C"); so does a
    // feature naming none where a rating reaches down ("comfortable to -10C", "warm to 0 degrees").
    const naming = !stated
      ? undefined
      : lead.feature || lead.sides.length > 0
        ? (lead.sides
            .map((side) => boundNaming(side, quantity.unit, lexicons.measuredAttributes))
            .find((found) => found !== undefined) ?? (max && lead.feature ? { on: {} } : undefined))
        : { on: {} };
    if (naming !== undefined) {
      const bound: MeasureBound = {
        unit: quantity.unit,
        ...(max ? { max: quantity.value } : { min: quantity.value }),
        label: `${lead.says ?? `${'name' in naming ? naming.name : lead.typed.toLowerCase()} ${max || lead.sides.length === 0 ? 'to' : 'at least'}`} ${typed}`,
        ...naming.on,
      };
      draft.filters.measures = [...(draft.filters.measures ?? []), bound];
      return stretch;
    }
    if (bare) return false;
    const states =
      unstatedStates([quantity.unit]) ??
      (lead.feature ? `how ${lead.typed.toLowerCase()} it is` : `what it is ${lead.typed.toLowerCase()} to`);
    draft.boundUnstated ??= {
      said: `${lead.says ?? `${lead.typed.toLowerCase()} to`} ${typed}`,
      states,
      words: written,
    };
    return stretch;
  });
}
