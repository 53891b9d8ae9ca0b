/**
 * When a measure's plain adjective ("light", "thick": `queryDefaults.measures.positives`) asks for the measure,
 * and what it asks for where no product gives the measure. Pure. "light" is no weight in a shade ("light blue",
 * "light grey"), inside a longer feature ("light weight") or a colour's name ("blue light"), ending its phrase
 * after a noun where it is a noun too ("cabinet light"; `adjectiveNouns`; not after `adjectiveLeads`: "sneakers that are
 * light"), or in a name a title gives
 * with the word beside it ("light bulb": CatalogVocabulary.adjectiveNames). Where no product gives the measure,
 * the adjective and its comparative ask for the feature their superlative spells, as the superlative does ("light
 * sneakers" and, after "sneakers", "lighter ones" are lightweight sneakers, as "lightest sneakers" are), where the
 * catalogue tags it (a catalogue with no feature tags at all does not); else, and alone ("light"), they stay words.
 */
import { protectedSpans } from './colour-phrases.ts';
import { MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { featureSatisfiers, featureSpellings, tagged } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import { letterSize } from './size-phrases.ts';
import { alternation, findTerms, termKey, type FoundTerm } from './text-tools.ts';

export type AdjectiveLexicons = Pick<QueryLexicons, 'colours' | 'features' | 'adjectiveNames'>;

const WORD_BEFORE = /([\p{L}\p{N}]+)[\s-]+$/u;
const WORD_AFTER = /^[\s-]+([\p{L}\p{N}]+)/u;
const JOINED = /^[\s-]+$/u;
const LEADS = new Set(queryDefaults.measures.adjectiveLeads);
const NOUNS_TOO = new Set(queryDefaults.measures.adjectiveNouns);
const { audience } = queryDefaults;
/** The words naming a person or no product ("sister", "kids", "little one", "fan"): a size before them is not one. */
const NOT_SIZE_OF = new Set(
  [
    ...Object.values(audience.words),
    ...Object.values(audience.relations),
    ...Object.values(audience.eitherAge),
    ...Object.values(audience.grownInto),
  ]
    .flat()
    .concat(audience.neutralRelations, audience.ageNouns, queryDefaults.measures.notSizeOf)
    .concat([...MEASURE_COMPARATIVES.keys()])
    .map(termKey),
);
/** "in large", "in a small": a letter size after "in" is the size reader's; so is one before "size". */
const IN_BEFORE = /(?:^|[^\p{L}\p{N}])in\s+(?:(?:a|an)\s+)?$/iu;
const SIZE_AFTER = /^[\s-]*(?:size|sizes|sized)(?![\p{L}\p{N}])/iu;
/** "in a size small that isn't wool": after a size's cue word the spelling is the size, whatever follows. */
const SIZE_BEFORE = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:${alternation(queryDefaults.sizes.cueWords)})\\s*:?\\s*$`,
  'iu',
);
/** "with a large vestibule", "has a big pocket": a size after "with" or "has" is a part's, not the product's. */
const PART_BEFORE = /(?:^|[^\p{L}\p{N}])(?:with|has|have|having)\s+(?:(?:a|an|the|some)\s+)?$/iu;

/** "for a small kitchen": a size after "for" is of what the product is for (`measures.forSizeLeads`). */
const FOR_BEFORE = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])for\\s+(?:(?:${alternation(queryDefaults.measures.forSizeLeads)})\\s+)?$`,
  'iu',
);
const ANIMALS = new Set(audience.party.animals.map(termKey));

/** Does a size word after `before` name a part's size ("a tent with a large", "has a big")? */
export const isPartSize = (before: string): boolean => PART_BEFORE.test(before);
const PHRASE_EDGE = /[,;.!?]/u;
const HAS_WORD = /[\p{L}\p{N}]/u;

/** Does a term found in `text` hold the span, and more ("light weight" holds "light")? */
const holds = (found: FoundTerm, start: number, end: number): boolean =>
  found.index <= start && found.index + found.length >= end && found.length > end - start;

/**
 * Is the adjective at `start` (to `end`) of `text` one of a measure, not a shade, a feature's word or a name?
 * `negated`: a negation before it ("aren't heavy") leads it as "are" does.
 */
export function isMeasureAdjective(
  text: string,
  start: number,
  end: number,
  lexicons: AdjectiveLexicons,
  negated = false,
): boolean {
  const word = text.slice(start, end).toLowerCase();
  const before = WORD_BEFORE.exec(text.slice(0, start))?.[1]?.toLowerCase();
  const after = WORD_AFTER.exec(text.slice(end))?.[1]?.toLowerCase();
  // Ending its phrase after a noun, a word that is a noun too is one ("cabinet light", "blue light"), and a letter
  // size's spelling is the size ("jacket large", size-phrases.ts).
  const nounOrSize = NOUNS_TOO.has(word) || letterSize(word) !== undefined;
  if (before !== undefined && after === undefined && !negated && !LEADS.has(before) && nounOrSize)
    return false;
  if (before !== undefined && lexicons.adjectiveNames.has(`${before} ${word}`)) return false;
  if (after !== undefined && lexicons.adjectiveNames.has(`${word} ${after}`)) return false;
  // "blue light glasses": a name (`colours.notColours`).
  if (protectedSpans(text).some(([from, to]) => from <= start && to >= end)) return false;
  // "light blue", "light heather grey": a shade, the colour reader's.
  const shade = findTerms(text, lexicons.colours.terms).some(
    (found) => holds(found, start, end) || (found.index >= end && JOINED.test(text.slice(end, found.index))),
  );
  return !shade && !findTerms(text, lexicons.features.terms).some((found) => holds(found, start, end));
}

/**
 * Is a size's plain adjective at `start` (to `end`) of `text` said of the product? Not before a person ("my little
 * sister", "little ones") or no product ("big fan of"); and a letter size's spelling ("small", "large") not where
 * it names the size: after "in" ("jacket in large") or "size" ("in a size small that isn't wool"), before "size"
 * ("large size"), or alone in its phrase ("jacket, navy, large", "small").
 */
export function isProductSize(text: string, start: number, end: number): boolean {
  const word = text.slice(start, end).toLowerCase();
  const after = WORD_AFTER.exec(text.slice(end))?.[1]?.toLowerCase();
  if (
    after !== undefined &&
    (NOT_SIZE_OF.has(termKey(after)) || NOT_SIZE_OF.has(termKey(`${word} ${after}`)))
  )
    return false;
  const before = text.slice(0, start);
  if (isPartSize(before)) return false;
  // "knife for a small kitchen": the kitchen's size; "bed for a small dog" the bed's.
  if (FOR_BEFORE.test(before) && !(after !== undefined && ANIMALS.has(termKey(after)))) return false;
  if (letterSize(word) === undefined) return true;
  const rest = text.slice(end);
  if (IN_BEFORE.test(before) || SIZE_BEFORE.test(before) || SIZE_AFTER.test(rest)) return false;
  const from = Math.max(...[...before.matchAll(/[,;.!?]/gu)].map((edge) => (edge.index ?? -1) + 1), 0);
  const to = PHRASE_EDGE.exec(rest)?.index ?? rest.length;
  return HAS_WORD.test(before.slice(from)) || HAS_WORD.test(rest.slice(0, to));
}

/**
 * The words that ask for the feature a superlative spells ("lightest": lightweight), where the catalogue tags it:
 * what its plain adjective or comparative reads as when no product gives the measure.
 */
export function superlativeFeature(superlative: string, lexicons: AdjectiveLexicons): string | undefined {
  const feature = lexicons.features.terms.canonical.get(termKey(superlative));
  // Only a catalogue that tags features says a product is lightweight: in one without tags ("light ballast" in a
  // hardware shop's titles) "light" is as often the product as its weight, so it stays a word.
  if (feature === undefined || lexicons.features.catalogue.length === 0) return undefined;
  if (!tagged(lexicons.features, featureSatisfiers(feature))) return undefined;
  return featureSpellings(superlative)[0] ?? feature;
}
