/**
 * Superlatives of a measure: "lightest hiking boots", "the thickest yoga mat", "which one is the lightest?",
 * "speaker with the longest battery life" (`queryDefaults.measures.superlatives`). Where the catalogue has values in
 * the superlative's families, the word leaves the text and the query orders its matches by those attributes; elsewhere
 * it stays (ranking as its plain word), as it returns when no product the rest finds states the measure ("thick
 * socks": measure-word-back.ts). In a conversation, or after "but" ("a fleece but lighter": but-compared.ts), a
 * comparative ending its phrase orders as its superlative ("thicker ones" after "yoga mats"). A plain adjective
 * orders as its superlative ("thin yoga mat"), after "not too" as the opposite; so does a size where it is worn
 * ("watch for a small wrist": worn-size.ts). Pure.
 */
import { readButCompared } from './but-compared.ts';
import { nounBefore } from './comparative-noun.ts';
import { reasonAfter } from './comparative-reason.ts';
import type { Draft } from './draft.ts';
import { readShadesAlone } from './shades-alone.ts';
import {
  isMeasureAdjective,
  isProductSize,
  superlativeFeature,
  type AdjectiveLexicons,
} from './measure-adjectives.ts';
import { FEATURE_COMPARATIVES, MEASURE_COMPARATIVES, opposite } from './measure-comparatives.ts';
import { mostOf, orderOf, sameOrder } from './measure-order.ts';
import { readNounSuperlative } from './noun-superlative.ts';
import { stepOf } from './measure-step.ts';
import { readUnstatedSuperlative } from './unstated-superlative.ts';
import { queryDefaults } from './query-defaults.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import type { MeasureSort } from './search-query.ts';
import { alternation, consume, GAP, termKey, WORD_END, WORD_START } from './text-tools.ts';
import { WORN_PART_SAID, WORN_SIZE, wornSuperlative } from './worn-size.ts';

const { superlatives, superlativeNouns, positives, saidAs, moreOf } = queryDefaults.measures;

/** What the measure words are read against: the catalogue's measured attributes, colours, features and names. */
export type MeasureLexicons = AdjectiveLexicons &
  Pick<QueryLexicons, 'measuredAttributes' | 'adjectiveNameWords' | 'categories'>;

/** "has", "have" before it, a question's verb ("which headphones have the longest battery life?"), goes with it. */
const HAS = '(?:(?:has|have)\\s+(?=the\\s))?';

const SUPERLATIVE = new RegExp(
  `${WORD_START}${HAS}(?:the\\s+)?(?<word>${alternation(Object.keys(superlatives))})` +
    `(?!\\s*-?\\s*(?:${alternation(queryDefaults.measures.superlativeNotBefore)}))` +
    `(?:\\s+(?<noun>${alternation(Object.keys(superlativeNouns))}))?${WORD_END}(?:\\s+(?:one|ones|option|pick)${WORD_END})?`,
  'giu',
);

/** "better battery", "the most storage": the most of a measure its noun names, ending its phrase (two words: any). */
const MORE_OF = new RegExp(
  `${WORD_START}${HAS}(?:the\\s+)?(?<word>${alternation(moreOf)})\\s+` +
    `(?:(?<noun>${alternation(Object.keys(superlativeNouns))})${WORD_END}(?=\\s*(?:$|[,.;:!?]))` +
    `|(?<named>${alternation(Object.keys(superlativeNouns).filter((noun) => noun.includes(' ')))})${WORD_END})`,
  'giu',
);

/** "largest size XL", "the biggest size 13": a superlative before a size names it, no order (size-phrases.ts). */
const SIZE_NAMED = new RegExp(
  `${WORD_START}(?:the\\s+)?(?:${alternation(Object.keys(superlatives))})\\s+` +
    `(?=(?:${alternation(queryDefaults.sizes.cueWords)})(?:\\s*:\\s*|\\s+)` +
    `(?:\\d{1,3}(?:\\.\\d)?|${alternation(Object.entries(queryDefaults.sizes.letters).flat(2))})${WORD_END})`,
  'giu',
);

/**
 * "thicker ones", "something thicker", "a longer battery one?", "ones that hold more": a comparative ending its
 * phrase, alone or before "one", "ones"…, or before a use ending the request ("which sleeps the most for camping?";
 * the use narrows the list: asked-superlative.ts) ("lighter blue" or "a bigger size" are no such comparative).
 */
const COMPARATIVE = new RegExp(
  `${WORD_START}(?<degree>(?:${alternation(queryDefaults.measures.comparativeDegrees)})\\s+)?` +
    `(?<article>(?:a|an|some)\\s+)?(?<word>${alternation([...MEASURE_COMPARATIVES.keys(), ...FEATURE_COMPARATIVES.keys()])})` +
    `(?:\\s+(?<noun>${alternation(Object.keys(superlativeNouns))}))?` +
    `(?<implied>\\s+(?:${alternation(queryDefaults.pageContext.measures.impliedBefore)}))?` +
    `(?:\\s+than\\s+(?:this|that|it|these|those)(?:\\s+ones?)?)?${WORD_END}` +
    `(?=\\s*(?:$|[,.;:!?]|for\\s+[^,.;:!?]+[.!?]?\\s*$))`,
  'giu',
);

/** The plain adjectives of a product's size ("small", "big": `superlatives` by size). */
const SIZE_WORDS = new Set(
  Object.keys(positives).filter((plain) => superlatives[positives[plain] ?? '']?.words.includes('size')),
);

/** The plain adjective each of `saidAs` says ("doesn't weigh much": light). */
const SAID_AS = new Map(
  Object.entries(saidAs).flatMap(([plain, phrases]) =>
    phrases.map((phrase) => [termKey(phrase), plain] as const),
  ),
);
/**
 * "thin yoga mat", "not too thick", "aren't heavy": a plain adjective of a measure, maybe after "not too" or
 * before "enough" ("loud enough"); or a phrase saying one ("doesn't weigh much").
 */
const POSITIVE = new RegExp(
  `${WORD_START}(?:(?<not>(?:${alternation(queryDefaults.measures.notToo)})\\s+)?` +
    `(?<word>${alternation(Object.keys(positives))})(?<enough>\\s+enough)?|(?<said>${alternation(Object.values(saidAs).flat())}))${WORD_END}`,
  'giu',
);

/**
 * The words the patterns turn on, which most requests lack: a superlative (SIZE_NAMED, SUPERLATIVE), a word of
 * MORE_OF, a plain adjective or phrase of POSITIVE. Tested first, in the patterns' flags.
 */
const SUPERLATIVE_SAID = new RegExp(`${WORD_START}(?:${alternation(Object.keys(superlatives))})`, 'iu');
const MORE_SAID = new RegExp(`${WORD_START}(?:${alternation(moreOf)})\\s`, 'iu');
const POSITIVE_SAID = new RegExp(
  `${WORD_START}(?:${alternation([...Object.keys(positives), ...Object.values(saidAs).flat()])})`,
  'iu',
);

/**
 * Takes a superlative out of the text into `measureSort`, when the catalogue has an attribute it can order by
 * (`measuredAttributes`: CatalogVocabulary.measuredAttributes, "family:name"); in a conversation
 * (`draft.inConversation`) or on a page (`draft.onPage`: "lighter than this", "something warmer"), a comparative
 * ending its phrase too; then a plain adjective (measure-adjectives.ts). A superlative no product states at all is
 * said unstated where asked afresh (unstated-superlative.ts).
 * Where no product gives the measure, a comparative or plain adjective is the feature its superlative spells.
 */
export function readMeasureSort(draft: Draft, lexicons: MeasureLexicons): MeasureSort | undefined {
  const measured = lexicons.measuredAttributes;
  // "in a light colour": a shade, read before "light" could be a weight.
  readShadesAlone(draft, lexicons.colours);
  // "highest capacity backpack": the word and the noun it measures, before "largest" alone is read.
  let sort: MeasureSort | undefined = readNounSuperlative(draft, measured);
  if (sort === undefined && SUPERLATIVE_SAID.test(draft.rest)) {
    draft.rest = consume(draft.rest, SIZE_NAMED, () => true);
    draft.rest = consume(draft.rest, SUPERLATIVE, (match) => {
      if (sort !== undefined) return false;
      sort = withOwnFeature(orderOf(match.groups ?? {}, measured), lexicons);
      // "heaviest tent" where no product gives a weight: said unstated (unstated-superlative.ts).
      return sort !== undefined || readUnstatedSuperlative(draft, match.groups ?? {}, lexicons);
    });
  }
  if (MORE_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, MORE_OF, (match) => {
      if (sort !== undefined) return false;
      sort = mostOf(match.groups ?? {}, measured);
      return sort !== undefined;
    });
  // "a fleece but lighter": the feature goes before the kind ("lightweight fleece"; but-compared.ts).
  const but = readButCompared(draft);
  let before = '';
  if (draft.inConversation === true || draft.onPage === true || but)
    draft.rest = consume(draft.rest, COMPARATIVE, (match) => {
      const groups = match.groups ?? {};
      const said = (groups['word'] ?? '').toLowerCase().replace(/\s+/g, ' ');
      // "a lighter" names a product ("do you have a lighter?"); "lighter ones", "a lighter one" ask for less weight.
      // "hand warmer", "cigarette lighter": ending its phrase after a noun, it is a noun.
      const noun =
        groups['implied'] === undefined &&
        (groups['article'] !== undefined ||
          (groups['degree'] === undefined && nounBefore(draft.rest.slice(0, match.index))));
      // Even where the catalogue can order by the measure, when its titles use the word ("Butane Lighter").
      if (noun && lexicons.adjectiveNameWords.has(said)) return false;
      const order = withOwnFeature(orderOf(groups, measured), lexicons);
      if (order !== undefined) {
        if (sort !== undefined) return false;
        const step = stepOf(said, groups['degree']);
        sort = step === undefined ? order : { ...order, step };
        return reasonAfter(draft.rest, match) ?? true; // "thicker for my knees": the order answers the knees
      }
      if (noun) return false;
      const superlative =
        MEASURE_COMPARATIVES.get(said)?.superlative ?? FEATURE_COMPARATIVES.get(said) ?? said;
      const feature = superlativeFeature(superlative, lexicons);
      if (feature !== undefined && but) before = feature;
      return feature === undefined ? false : but ? GAP : ` ${feature} `;
    });
  if (before !== '')
    draft.rest = draft.rest.replace(/^\s*(?:(?:a|an|some|the)\s+)?/iu, (lead) => `${lead}${before} `);
  // "a watch for a small wrist": the watch's own size, smallest first.
  if (WORN_PART_SAID.test(draft.rest))
    draft.rest = consume(draft.rest, WORN_SIZE, (match) => {
      const { size = '', part = '' } = match.groups ?? {};
      const word = wornSuperlative(size);
      // Said as typed, "for" too: given back after the name ("sunglasses for small faces", measure-word-back.ts).
      const typed = match[0].trim().replace(/\s+/g, ' ');
      const order = word === undefined ? undefined : orderOf({ word }, measured, typed);
      if (order === undefined || (sort !== undefined && !sameOrder(sort, order))) return false;
      sort ??= order;
      // "small hand towels": the part names the product with the word after it ("hand towel"), and stays.
      const next = /^\s+([\p{L}\p{N}]+)/u.exec(draft.rest.slice(match.index + match[0].length))?.[1];
      return next !== undefined && lexicons.categories.paths.has(termKey(`${part} ${next}`))
        ? ` ${part} `
        : true;
    });
  const text = draft.rest;
  if (!POSITIVE_SAID.test(text)) return sort;
  draft.rest = consume(text, POSITIVE, (match) => {
    const said = match.groups?.['said'];
    const typed = said === undefined ? (match.groups?.['word'] ?? '') : '';
    // "loud enough" says no more than "loud": "enough" goes with it.
    const end = match.index + match[0].length - (match.groups?.['enough']?.length ?? 0);
    const negated = match.groups?.['not'] !== undefined;
    // After "not", "aren't"… it is an adjective, not the noun ending a name ("boots that aren't heavy").
    if (said === undefined && !isMeasureAdjective(text, end - typed.length, end, lexicons, negated))
      return false;
    // "my little sister", "jacket in large": no size of the product.
    if (SIZE_WORDS.has(typed.toLowerCase()) && !isProductSize(text, end - typed.length, end)) return false;
    const plain =
      positives[said === undefined ? typed.toLowerCase() : (SAID_AS.get(termKey(said)) ?? '')] ?? '';
    const word = negated ? opposite(plain) : plain;
    // "not too thick" says no word a product should hold: nothing to give back to the text.
    const order = word === undefined ? undefined : orderOf({ word }, measured, negated ? '' : typed);
    if (order !== undefined) {
      // "not too big for a small wrist": a second word asking the same order goes with the first.
      if (sort !== undefined && !sameOrder(sort, order)) return false;
      // "compact speaker": where no speaker states a size, the speakers tagged compact, as before.
      const feature = negated ? undefined : lexicons.features.terms.canonical.get(termKey(typed));
      sort ??= feature === undefined ? order : { ...order, feature };
      // "a speaker loud enough for a party": the speaker is still the one for a party.
      return match.groups?.['enough'] === undefined ? true : ' ';
    }
    // "light" alone stays a word: nothing says it is the weight of something ("not too heavy" alone does). Negated,
    // the opposite's feature: "boots that aren't too heavy" are lightweight boots.
    const alone =
      typed !== '' &&
      !negated &&
      !/[\p{L}\p{N}]/u.test(text.slice(0, match.index) + text.slice(match.index + match[0].length));
    const feature = alone || word === undefined ? undefined : superlativeFeature(word, lexicons);
    if (feature === undefined) return false;
    // Said of the product, it describes it as "are light" does: "boots that aren't heavy" → "that is lightweight".
    return negated || said !== undefined ? describing(text.slice(0, match.index), feature) : ` ${feature} `;
  });
  return sort;
}

/**
 * An order by a superlative of "most" before a feature the catalogue tags ("most compact", "more compact"), with
 * that feature: where none of the products found states the measure, the ones tagged with it, as "compact
 * speaker" asks (measure-word-back.ts), and as "which is the most comfortable?" narrows to comfortable ones.
 */
function withOwnFeature(sort: MeasureSort | undefined, lexicons: MeasureLexicons): MeasureSort | undefined {
  const plain = /^most\s+(?<plain>.+)$/u.exec(sort?.label.replace(/\s+first$/u, '') ?? '')?.groups?.['plain'];
  const feature = plain === undefined ? undefined : lexicons.features.terms.canonical.get(termKey(plain));
  if (sort === undefined || feature === undefined || superlativeFeature(plain!, lexicons) === undefined)
    return sort;
  return { ...sort, feature };
}

/** A clause opened before a negated adjective ("boots that aren't heavy"), or said ("boots that's not heavy"). */
const CLAUSE_OPEN = /(?:^|[^\p{L}\p{N}])(?:that|which)\s*$/iu;
const CLAUSE_SAID = /(?:^|[^\p{L}\p{N}])(?:that['’]?s|which['’]?s|that\s+is|that\s+are)\s*$/iu;

/**
 * A feature a negated adjective or a phrase asks for ("aren't heavy": lightweight), as the clause describing the
 * product the describing-clause reader reads ("boots that are lightweight": lightweight boots).
 */
function describing(before: string, feature: string): string {
  if (CLAUSE_SAID.test(before)) return ` ${feature} `;
  return CLAUSE_OPEN.test(before) ? ` is ${feature} ` : ` that is ${feature} `;
}
