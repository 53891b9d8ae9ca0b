/**
 * The measure a comparison of products asks about, and each product's value of it: "which is lighter?" (weight,
 * least wins), "which holds more?" (capacity), "which is louder?" (output), "which has the longer battery?"
 * (battery life), "higher output". The comparatives come from the superlatives' vocabulary
 * (`queryDefaults.measures.superlatives`: "lighter" compares what "lightest" orders by), its `comparatives` and,
 * before an attribute's words, the page's comparison cues (`pageContext.measures`: "more battery life"); how small
 * or light a product packs or carries is its packed size or weight (`carryComparatives`: "which packs smaller?",
 * "easier to carry"), not its capacity. The attribute compared is the one most of the products measure in one unit
 * family. Pure.
 */
import type { Product } from '../schemas/product.ts';
import { inflections } from '../search/inflect.ts';
import { NUMBER_WORDS } from '../search/number-words.ts';
import { featureSpellings } from '../search/lexicon-terms.ts';
import { comparativeOf } from '../search/measure-comparatives.ts';
import type { Measure } from '../search/measures.ts';
import { measuresItself, type MeasuredAttribute } from '../search/product-measures.ts';
import { queryDefaults } from '../search/query-defaults.ts';
import { allMatches, alternation, WORD_END, WORD_START } from '../search/text-tools.ts';
import { measuredOptions } from './measured-options.ts';

const {
  superlatives,
  superlativeNouns,
  comparatives,
  comparativeEnds,
  units,
  carryComparatives,
  carried,
  capped,
} = queryDefaults.measures;
const { more, less, impliedBefore } = queryDefaults.pageContext.measures;

export interface ComparedMeasure {
  /** How the message says it of the product with the most: "is lighter", "holds more", "has the longer battery life". */
  better: string;
  /** The same among three or more: "is the lightest", "holds the most". */
  best: string;
  /** What is compared, as words: the attribute's ("capacity", "output"), else what none lists ("weight"). */
  label: string;
  /** Which way wins: 'asc' when the least does ("lighter"). */
  order: 'asc' | 'desc';
  /** Per product, in order: its value of the attribute; undefined when it lists none. */
  values: ({ value: string; measure: Measure } | undefined)[];
  /** Features meaning the measure when no value says it ("lighter": lightweight, ultralight…); else none. */
  features: string[];
  /**
   * The features are different things bearing on it ("packs smaller": packable, compact, ultralight…), so each
   * product is named with those it lists rather than as one of them.
   */
  apart?: true;
}

type Spec = { words: readonly string[]; units: readonly string[]; order: 'asc' | 'desc' };

interface Cue {
  /** The superlative it compares as, when it compares a measure alone ("lighter": "lightest"). */
  superlative?: string;
  /** What it measures instead of the superlative's attributes ("lasts longer": battery life), when it says. */
  measure?: { words: readonly string[]; units: readonly string[] };
  /** Its wording alone ("is lighter", "holds more"), when it says one. */
  alone?: { better: string; best: string };
  /** Its comparative and superlative before an attribute's words ("longer", "longest"; "more", "most"). */
  before: { better: string; best: string; order: 'asc' | 'desc' } | undefined;
  /** It compares how small or light a product packs or carries (`measures.carried`), not a superlative's measure. */
  carried?: true;
}

const MOST: Readonly<Record<string, string>> = {
  more: 'most',
  less: 'least',
  fewer: 'fewest',
  better: 'best',
};
/** The page's comparison cues that say a comparison ("longer", "more"; not "extra") with their superlative. */
const RELATIVE = new Map(
  [...more.map((cue) => [cue, 'desc'] as const), ...less.map((cue) => [cue, 'asc'] as const)]
    .filter(([cue]) => MOST[cue] !== undefined || cue.endsWith('er'))
    .map(([cue, order]) => [cue, { better: cue, best: MOST[cue] ?? cue.replace(/er$/u, 'est'), order }]),
);

const CUES = new Map<string, Cue>();
for (const [superlative, spec] of Object.entries(superlatives)) {
  const comparative = comparativeOf(superlative);
  CUES.set(comparative, {
    superlative,
    alone: { better: `is ${comparative}`, best: `is the ${superlative}` },
    before: { better: comparative, best: superlative, order: spec.order },
  });
}
for (const [better, { best, superlative, spellings, words, units: measured }] of Object.entries(
  comparatives,
)) {
  const measure =
    words === undefined || measured === undefined ? {} : { measure: { words, units: measured } };
  for (const spelling of [better, ...spellings])
    CUES.set(spelling, { superlative, ...measure, alone: { better, best }, before: undefined });
}
for (const [better, { best, spellings }] of Object.entries(carryComparatives))
  for (const spelling of [better, ...spellings])
    CUES.set(spelling, { alone: { better, best }, before: undefined, carried: true });
for (const [cue, before] of RELATIVE) if (!CUES.has(cue)) CUES.set(cue, { before });
// Among three or more the superlative asks the same ("which has the longest battery life?", "which is lightest?").
for (const superlative of Object.keys(superlatives))
  if (!CUES.has(superlative)) CUES.set(superlative, CUES.get(comparativeOf(superlative))!);
for (const [, before] of RELATIVE) if (!CUES.has(before.best)) CUES.set(before.best, { before });

/**
 * A cue and the words after it, looked at but not taken, so they may open the next cue: "best for a family" reads
 * "best" (before "for": no measure) and then "for a family" (sleeps more).
 */
const CUE = new RegExp(
  `${WORD_START}(?<cue>${alternation(CUES.keys())})${WORD_END}` +
    `(?=(?:\\s+(?:in\\s+)?(?<noun>\\p{L}+)${WORD_END}(?:\\s+(?<second>\\p{L}+)${WORD_END})?)?)`,
  'giu',
);
/** A count after a phrase ("for a family of four"): the phrase counts them itself, answered as room for them. */
const COUNTED = new RegExp(`^\\s+of\\s+(?:\\d+|${NUMBER_WORDS})${WORD_END}`, 'iu');
const ENDS = new Set([...comparativeEnds, ...impliedBefore]);
const FAMILIES = Object.keys(units);
const CAP_WORDS = new Set(capped.words);

/**
 * Per product, its attribute of the kind `rank` ranks (lower is better) most products have: the kind most of them
 * measure, the best ranked among equals.
 */
function commonAttribute(
  attributes: readonly MeasuredAttribute[][],
  rank: (attribute: MeasuredAttribute) => number | undefined,
): (MeasuredAttribute | undefined)[] {
  const coverage = new Map<number, number>();
  for (const own of attributes)
    for (const kind of new Set(own.map(rank)))
      if (kind !== undefined) coverage.set(kind, (coverage.get(kind) ?? 0) + 1);
  let chosen: number | undefined;
  for (const [kind, count] of coverage) {
    const current = chosen === undefined ? 0 : coverage.get(chosen)!;
    if (chosen === undefined || count > current || (count === current && kind < chosen)) chosen = kind;
  }
  return attributes.map((own) =>
    chosen === undefined ? undefined : own.find((one) => rank(one) === chosen),
  );
}

/**
 * The spec's attributes: those measuring the product itself first ("capacity" before a backpack's "laptop size",
 * which measures what it holds: measuresItself), then by the spec's word their name holds, then by the unit family.
 */
const bySpec =
  (spec: Spec) =>
  (attribute: MeasuredAttribute): number | undefined => {
    const word = spec.words.findIndex((one) => attribute.words.includes(one));
    const unit = spec.units.indexOf(attribute.measure.unit);
    const other = measuresItself(attribute.words, spec.words) ? 0 : spec.words.length * spec.units.length;
    return word < 0 || unit < 0 ? undefined : other + word * spec.units.length + unit;
  };

/** Attributes named by a word ("battery" names "battery life"), ranked by unit family. */
const byWord =
  (word: string) =>
  (attribute: MeasuredAttribute): number | undefined =>
    inflections(word).some((form) => attribute.words.includes(form))
      ? FAMILIES.indexOf(attribute.measure.unit)
      : undefined;

function measureOf(
  chosen: readonly (MeasuredAttribute | undefined)[],
  wording: { better: string; best: string },
  order: 'asc' | 'desc',
  fallback: { label: string; features: string[]; apart?: true },
): ComparedMeasure {
  const first = chosen.find((attribute) => attribute !== undefined);
  const apart = first === undefined && fallback.apart === true ? { apart: true as const } : {};
  return {
    ...wording,
    label: first?.words.join(' ') ?? fallback.label,
    order,
    values: chosen.map((attribute) => attribute && { value: attribute.value, measure: attribute.measure }),
    features: first === undefined ? fallback.features : [],
    ...apart,
  };
}

/** What a comparison request compares the products on, when it asks a measure; undefined otherwise. */
export function comparedMeasure(content: string, products: readonly Product[]): ComparedMeasure | undefined {
  const attributes = (order: 'asc' | 'desc') => products.map((product) => measuredOptions(product, order));
  for (const match of allMatches(content, CUE)) {
    const groups = match.groups ?? {};
    const cue = CUES.get((groups['cue'] ?? '').toLowerCase().replace(/\s+/g, ' '));
    if (cue === undefined) continue;
    if (cue.before === undefined && COUNTED.test(content.slice(match.index + (groups['cue'] ?? '').length)))
      continue;
    const noun = groups['noun']?.toLowerCase();
    const second = groups['second']?.toLowerCase();
    const ordered = cue.superlative === undefined ? undefined : superlatives[cue.superlative];
    const spec: Spec | undefined = cue.carried
      ? { words: carried.words, units: carried.units, order: 'asc' }
      : ordered === undefined
        ? undefined
        : { ...ordered, ...cue.measure };
    const { before } = cue;
    // "bigger in size" compares what "biggest" does, whichever attribute "size" names ("laptop size").
    const own = noun !== undefined && (spec?.words.includes(noun) ?? false);
    if (noun !== undefined && before !== undefined && !own) {
      const phrase = (label: string) => ({
        better:
          MOST[before.better] === undefined
            ? `has the ${before.better} ${label}`
            : `has ${before.better} ${label}`,
        best: `has the ${before.best} ${label}`,
      });
      // "longer battery", "higher output": the attribute the word names.
      const named = commonAttribute(attributes(before.order), byWord(noun));
      const first = named.find((attribute) => attribute !== undefined);
      if (first !== undefined)
        return measureOf(named, phrase(first.words.join(' ')), before.order, { label: noun, features: [] });
      // "longer battery life" where none lists one: what the superlative before it orders by.
      const pair = second === undefined ? undefined : `${noun} ${second}`;
      const [said, instead] =
        pair !== undefined && superlativeNouns[pair] !== undefined
          ? [pair, superlativeNouns[pair]]
          : [noun, superlativeNouns[noun]];
      if (instead !== undefined) {
        const chosen = commonAttribute(attributes(before.order), bySpec({ ...instead, order: before.order }));
        return measureOf(chosen, phrase(said), before.order, { label: said, features: [] });
      }
    }
    // "a lighter colour" compares no measure; "lighter than", "lighter in weight", "lighter." do, as a phrase
    // ("holds more water") does whatever follows it.
    const alone = noun === undefined || before === undefined || ENDS.has(noun) || own;
    if (!alone || spec === undefined || cue.alone === undefined) continue;
    // "which is quieter?": a max volume is how loud it can play, no measure of how quiet it is.
    const caps = capped.superlatives.includes(cue.superlative ?? '') ? CAP_WORDS : undefined;
    const uncapped = attributes(spec.order).map((measured) =>
      measured.filter((attribute) => !attribute.words.some((word) => caps?.has(word))),
    );
    const chosen = commonAttribute(uncapped, bySpec(spec));
    // "packs smaller": its packed size or weight, else the features bearing on it, each product's own.
    if (cue.carried)
      return measureOf(chosen, cue.alone, spec.order, {
        label: carried.label,
        features: carried.features,
        apart: true,
      });
    const spellings = featureSpellings(cue.superlative!);
    const features = spellings.length > 1 ? spellings : [];
    return measureOf(chosen, cue.alone, spec.order, { label: spec.words[0] ?? '', features });
  }
  return undefined;
}
