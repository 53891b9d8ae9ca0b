/**
 * Reads exclusions: "not leather", "without plastic", "no wool", "not made of leather", "no wool or nylon",
 * "leather-free", "non leather" → excludeTerms, removed from the text. A degree ("not too thick") is removed with
 * its word. "without fragrance", where "fragrance-free" is a feature, becomes that feature. "non-slip",
 * "no-show", "bpa-free" and the "no" names of the catalogue's titles ("no-dig edging") are not exclusions.
 */
import { addToFilter, type Draft } from './draft.ts';
import { negatedLength } from './negated-list-kinds.ts';
import { queryDefaults } from './query-defaults.ts';
import {
  alternation,
  consume,
  findTerms,
  termKey,
  WORD_END,
  WORD_START,
  type TermMatcher,
} from './text-tools.ts';

const { negation } = queryDefaults;

/** Any negation cue (`negation.cues`), as a regex source: shared with the brand and filler readers. */
export const NEGATION_CUE = alternation(negation.cues);
const CUE = NEGATION_CUE;
const SKIP = `(?:(?:${alternation(negation.skip)})\\s+)*`;
/** Not right after an auxiliary ("does not slip"): a lookbehind (regex source). */
const NOT_AFTER_AUXILIARY = `(?<!${WORD_START}(?:${alternation(negation.auxiliaries)})\\s+)`;
const WORD = "[\\p{L}][\\p{L}\\p{N}'’]*";
/** Between the items of a negated list: "wool, nylon or leather", "Acme, or Bolt" (a regex source). */
export const LIST_SEPARATOR_SOURCE = '\\s*(?:,(?:\\s*(?:or|nor|and)\\b)?|\\bor\\b|\\bnor\\b|\\band\\b)\\s*';
const SEPARATOR = LIST_SEPARATOR_SOURCE;
const NOT_AFTER = new Set(negation.notAfter.map(termKey));
/** "boots, i don't need them": a pronoun for the product names nothing to leave out. */
const PRODUCT_PRONOUNS = new Set(queryDefaults.personClauses.productPronouns.map(termKey));
/**
 * Cheap tests first: the patterns below hold every known term and run ~100 times slower than a short one, while
 * most requests hold no cue at all.
 */
const ANY_CUE = new RegExp(`${WORD_START}(?:${CUE})${WORD_END}`, 'iu');
const ANY_FREE = new RegExp(`free${WORD_END}`, 'iu');
const ANY_NON = new RegExp(`${WORD_START}non[\\s-]`, 'iu');
/**
 * A cue, a word and a particle making one compound with it ("no slip ons", "not slip on", "aren't lace ups"): [cue,
 * word, particle]. A particle of the singular only where its phrase ends ("not slip on", not "won't slip on ice").
 */
const COMPOUND = new RegExp(
  `(?<![\\p{L}\\p{N}-])(${CUE})\\s+(\\p{L}{3,})\\s+(${alternation(negation.compoundPlurals)}|` +
    `${alternation(negation.compoundParticles)}(?=\\s*(?:$|[,;.!?)]|(?:${alternation(negation.compoundEnds)})${WORD_END})))` +
    `${WORD_END}`,
  'giu',
);
/** A cue before a place on the body ("not over ear", "not over the knee"): [cue, position, "the ", body part]. */
const BODY_POSITION = new RegExp(
  `(?<![\\p{L}\\p{N}-])(${CUE})\\s+(${alternation(negation.positions)})\\s+(the\\s+)?` +
    `(${alternation(negation.bodyParts)})${WORD_END}`,
  'giu',
);
/**
 * What every soft degree holds ("not", "isn't", "isnt"): most requests lack it, and skip SOFT_DEGREE. A degree
 * added without one makes the test pass always.
 */
const NEGATING = /not|n['’]?t/iu;
const SOFT_SAID = negation.softDegree.every((degree) => NEGATING.test(degree)) ? NEGATING : /(?:)/u;
const SOFT_DEGREE = new RegExp(`${WORD_START}(?:${alternation(negation.softDegree)})\\s+${WORD}`, 'giu');

export interface NegationPatterns {
  cued: RegExp;
  free: RegExp;
}

const nonCache = new WeakMap<TermMatcher, RegExp>();

/**
 * "non leather", "non-wool": "non" before a material excludes it. Before anything else it is a word of a name
 * ("non-slip", "non-stick", "non-toxic"), so only materials.
 */
function nonMaterial(materials: TermMatcher): RegExp | undefined {
  if (materials.source === '') return undefined;
  let regex = nonCache.get(materials);
  if (regex === undefined) {
    regex = new RegExp(`${WORD_START}non[\\s-]+(?<list>(?:${materials.source}))${WORD_END}`, 'giu');
    nonCache.set(materials, regex);
  }
  return regex;
}

const cache = new WeakMap<TermMatcher, NegationPatterns>();

/** Patterns for a set of known terms (materials, features, colours, catalogue words), which may form lists. */
export function negationPatterns(known: TermMatcher): NegationPatterns {
  const cached = cache.get(known);
  if (cached !== undefined) return cached;
  const knownTerm = known.source === '' ? '(?!)' : `(?:${known.source})${WORD_END}`;
  const term = `(?:${knownTerm}|${WORD}(?:-${WORD})*)`;
  const patterns = {
    cued: new RegExp(
      `(?<![\\p{L}\\p{N}-])${NOT_AFTER_AUXILIARY}(?<cue>${CUE})\\s+${SKIP}` +
        `(?<list>${term}(?:${SEPARATOR}${knownTerm})*)`,
      'giu',
    ),
    free: new RegExp(`${WORD_START}(?<list>${knownTerm}|${WORD})(?:-|\\s+)free${WORD_END}`, 'giu'),
  };
  cache.set(known, patterns);
  return patterns;
}

/** Whether a cue negates the word after it: not "not too", nor a "no" name ("no-dig"). */
const negates = (cue: string, first: string, names: ReadonlySet<string>): boolean =>
  !NOT_AFTER.has(termKey(first)) && !names.has(termKey(`${cue}${first}`));

/** Is the whole phrase a feature ("fragrance-free", "bpa free")? */
function isFeature(phrase: string, features: TermMatcher): boolean {
  const found = findTerms(phrase, features);
  return found.length > 0 && found[0]?.length === phrase.length;
}

/**
 * The shop's "-free" feature for a negated term: "fragrance" → "fragrance-free", and an adjective in "-y" by its
 * noun, "itchy" → "itch-free", "oily" → "oil-free", "greasy" → "grease-free".
 */
function freeFeature(term: string, features: TermMatcher): string | undefined {
  const nouns = [term];
  if (term.length > 3 && term.endsWith('y')) {
    const stem = term.slice(0, -1);
    nouns.push(stem, `${stem}e`);
    if (stem.at(-1) === stem.at(-2)) nouns.push(stem.slice(0, -1));
  }
  return nouns.map((noun) => `${noun}-free`).find((phrase) => isFeature(phrase, features));
}

const normal = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

const LIST_SEPARATOR = new RegExp(SEPARATOR, 'iu');
const LIST_SEPARATORS = new RegExp(SEPARATOR, 'giu');

/** The excluded terms of a list ("wool, nylon or leather" → three terms). */
const termsOf = (list: string): string[] => list.split(LIST_SEPARATOR).map(normal).filter(Boolean);

type Groups = Record<string, string | undefined> | undefined;

/**
 * A cued match's cue ("no"), its list ("wool or nylon"), the list's first word ("wool") and the tail of the match
 * the negation does not cover (", blue or green" of "no leather, blue or green": negated-list-kinds.ts).
 */
function cuedParts(whole: string, groups: Groups, kinds: readonly TermMatcher[]) {
  const cue = groups?.['cue'] ?? '';
  const matched = groups?.['list'] ?? '';
  const length = negatedLength(matched, LIST_SEPARATORS, kinds);
  const list = matched.slice(0, length);
  const tail = whole.slice(whole.length - matched.length + length);
  return { cue, list, first: list.split(/[\s,]+/)[0] ?? '', tail };
}

/**
 * Removes exclusion phrases from the text and adds their terms to excludeTerms. A cue and word forming one of
 * the `names` (termKeys: "noshow", a catalogue's "nodig") stay in the text, hyphenated.
 */
export function readNegation(
  draft: Draft,
  known: TermMatcher,
  features: TermMatcher,
  names: ReadonlySet<string>,
  materials?: TermMatcher,
  colours?: TermMatcher,
): void {
  const { cued, free } = negationPatterns(known);
  if (SOFT_SAID.test(draft.rest)) draft.rest = consume(draft.rest, SOFT_DEGREE, () => true);
  const non = materials === undefined || !ANY_NON.test(draft.rest) ? undefined : nonMaterial(materials);
  draft.rest = consume(draft.rest, non, (match) => {
    addToFilter(draft.filters, 'excludeTerms', [normal(match.groups?.['list'] ?? '')]);
    return true;
  });
  if (ANY_CUE.test(draft.rest)) {
    const kinds = [features, materials, colours].filter((kind) => kind !== undefined);
    readCued(draft, cued, features, names, kinds);
  }
  if (!ANY_FREE.test(draft.rest)) return;
  draft.rest = consume(draft.rest, free, (match) => {
    const phrase = match[0];
    if (isFeature(phrase, features)) return false;
    const list = match.groups?.['list'] ?? '';
    const isKnown = findTerms(list, known).length > 0;
    if (!isKnown && !/-free$/i.test(phrase)) return false;
    addToFilter(draft.filters, 'excludeTerms', [normal(list)]);
    return true;
  });
}

/** The cued exclusions: "not leather", "no wool or nylon"; "no dig" names and "without fragrance" features. */
function readCued(
  draft: Draft,
  cued: RegExp,
  features: TermMatcher,
  names: ReadonlySet<string>,
  kinds: readonly TermMatcher[],
): void {
  // "no slip ons", "not slip on": the word with its particle is a compound ("slip-ons"), which the cue leaves out
  // (it had left out "slip" and searched "on").
  draft.rest = draft.rest.replace(COMPOUND, (whole: string, cue: string, word: string, particle: string) =>
    NOT_AFTER.has(termKey(word)) ? whole : `${cue} ${word}-${particle}`,
  );
  // "not over ear": one style, hyphenated as the catalogue writes it ("over-ear", "over-the-knee").
  draft.rest = draft.rest.replace(
    BODY_POSITION,
    (_whole: string, cue: string, position: string, the: string | undefined, part: string) =>
      `${cue} ${position}-${the === undefined ? '' : 'the-'}${part}`,
  );
  // A name is one thing to match: written with a hyphen ("no dig" → "no-dig"), so that neither the exclusions
  // below nor the final tidy-up, which drops a dangling "no", take it apart.
  draft.rest = draft.rest.replace(cued, (whole: string, ...args: unknown[]) => {
    const { cue, first } = cuedParts(whole, args.at(-1) as Groups, kinds);
    if (!names.has(termKey(`${cue}${first}`))) return whole;
    const at = whole.indexOf(first, cue.length);
    return whole.slice(cue.length, at).trim() === '' ? `${cue}-${whole.slice(at)}` : whole;
  });
  // "without fragrance" asks for what the shop calls "fragrance-free": a feature, not an exclusion (which would
  // drop exactly the fragrance-free products, since they all mention fragrance). So does "isn't itchy".
  draft.rest = draft.rest.replace(cued, (whole: string, ...args: unknown[]) => {
    const { cue, list, first, tail } = cuedParts(whole, args.at(-1) as Groups, kinds);
    if (!negates(cue, first, names)) return whole;
    const terms = termsOf(list);
    const freeOf = terms.flatMap((term) => {
      const feature = freeFeature(term, features);
      return feature === undefined ? [] : [{ term, feature }];
    });
    if (freeOf.length === 0) return whole;
    const others = terms.filter((term) => !freeOf.some((free) => free.term === term));
    // "that isn't itchy" → "that is itch-free": the clause still reads as one.
    const copula = /^(is|are)n['’]t$/iu.exec(cue)?.[1];
    const kept = [copula, ...freeOf.map(({ feature }) => feature)].filter(Boolean).join(' ');
    return `${others.length === 0 ? kept : `${kept} ${cue} ${others.join(' or ')}`}${tail}`;
  });
  draft.rest = consume(draft.rest, cued, (match) => {
    const { cue, list, first, tail } = cuedParts(match[0], match.groups, kinds);
    if (!negates(cue, first, names)) return false;
    const terms = termsOf(list);
    if (!terms.every((term) => PRODUCT_PRONOUNS.has(termKey(term))))
      addToFilter(draft.filters, 'excludeTerms', terms);
    return tail === '' ? true : tail;
  });
}
