/**
 * A use a comparison asks about ("which is better for a pool party?", "which would you take on a hike?", "for my
 * commute"), read in general form: the words after "for", "at", "on", "while" or "during" (or after a verb of use,
 * `queryDefaults.useClauses`), as the search reads them after "for" (a person, a price or nothing to match is no
 * use; "for runners" is running). Each is grounded in the products' own words first (which ones' details mention
 * it, with the sentence saying so), and where none does, the features bearing on it that each lists
 * (`queryDefaults.useGroups`: the water, waterproof; hiking, lightweight or rugged). Nothing is guessed.
 */
import {
  featureSatisfiers,
  inflections,
  OPINION_WORDS,
  parseQuery,
  queryDefaults,
  type Product,
} from '../../core/index.ts';
import { joinList, joinListCapped } from './english-list.ts';
import type { Line } from './message-length.ts';
import { allValues, containsPhrase, mentionsWord, productText, truncate } from './product-attributes.ts';
import { escapeRegExp } from './escape-regexp.ts';

export interface Use {
  /** How the message names it: "a pool party", "your commute". */
  said: string;
  /** The words the search reads it by: "pool party", "commute". */
  words: string;
}

const { useClauses, useGroups, useFeatures, useGeneric } = queryDefaults;
const alternation = (phrases: readonly string[]): string =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escapeRegExp(phrase).replace(/ /g, '\\s+'))
    .join('|');

/** "for …", "at …", "on …", "while …", "during …", or a verb of use and its place lead ("take to the beach"). */
const LEAD = new RegExp(
  `\\b(?:(?:${alternation(useClauses.useVerbs)})(?:\\s+(?:${alternation(useClauses.objects)}))?\\s+` +
    `(?:${alternation(useClauses.placeLeads)})|for|at|on|while|during)\\s+` +
    `(?<place>[^,;.!?()]+?)(?=\\s*(?:[,;.!?()]|$)|\\s+(?:than|but|because|since|so|if|when|which|or which)\\b)`,
  'giu',
);
/** When, not where: "which is better at night?". */
const TIMES = new RegExp(`^(?:${alternation(useClauses.times)})\\b`, 'iu');
/** Words naming no use: opinions, pointers, amounts, a need said as a noun ("for my needs"). */
const NOT_USES = new RegExp(
  `^(?:${alternation([...OPINION_WORDS])}|this|that|these|those|it|them|one|ones|all|both|either|each|less|more|` +
    `need|needs|purpose|purposes|price|money|now|today|sure|what|which|something|anything|everything)$`,
  'u',
);

/** A quality compared on rather than a use: "durability", "softness", "comfort" (a feature's stem: comfortable). */
const isQuality = (word: string): boolean =>
  /(?:ity|ness)$/u.test(word) ||
  Object.entries(queryDefaults.features).some(([feature, spellings]) =>
    [feature, ...spellings].some((one) => one.length > word.length && one.startsWith(word)),
  );

const OWN: Record<string, string> = { my: 'your', our: 'your', me: 'you', i: 'you' };

/** One part of a use phrase ("a pool party"), as the search reads it after "for", if it reads it as a use. */
function useOf(part: string): Use | undefined {
  const said = part.trim().replace(/\b(?:my|our|me|i)\b/giu, (word) => OWN[word.toLowerCase()] ?? word);
  if (said === '' || TIMES.test(`at ${said}`) || TIMES.test(said)) return undefined;
  const read = parseQuery(`for ${part.trim()}`);
  // A person ("for my son") is no use; one named by what they do is ("for runners": running).
  if (read.recipient !== undefined && read.interest !== true) return undefined;
  const words = read.text.toLowerCase().replace(/\s+/g, ' ').trim();
  if (Object.keys(read.filters).some((key) => key !== 'audience')) return undefined;
  // A word of opinion, a pointer or a quality ("for quality", "for less", "for this", "for durability") names none.
  const named = words.split(' ').filter((word) => word.length > 2 && !NOT_USES.test(word));
  if (named.length === 0 || named.some(isQuality)) return undefined;
  // Said as the search read it when it is more than its words ("someone who travels a lot": travel).
  const bare = said.replace(/^(?:a|an|the|your|some)\s+/iu, '').toLowerCase();
  return { said: bare === words ? said : words, words };
}

/** Words naming a use without a lead ("which is better trail running?"), read when no lead names one. */
const BARE =
  /\b(running|hiking|trail|travel|commuting|commute|gym|workout|training|outdoor|camping|office|everyday|casual|walking|work)\b/gu;

/** The uses a comparison asks about, at most two ("for hiking and camping": hiking, camping). */
export function usesOf(content: string): Use[] {
  const uses: Use[] = [];
  for (const match of content.matchAll(LEAD)) {
    const place = match.groups?.['place'] ?? '';
    for (const part of place.split(/\s+(?:and|or|&)\s+/u)) {
      const use = useOf(part);
      if (use !== undefined && !uses.some((one) => one.words === use.words)) uses.push(use);
    }
  }
  if (uses.length === 0)
    for (const [word] of content.toLowerCase().matchAll(BARE))
      if (!uses.some((one) => one.words === word)) uses.push({ said: word, words: word });
  return uses.slice(0, 2);
}

/** How a comparison's opening names the uses asked: "for a pool party", "for hiking and the beach". */
export function usesOn(content: string): string | undefined {
  const uses = usesOf(content);
  return uses.length === 0 ? undefined : `for ${joinList(uses.map((use) => use.said))}`;
}

/** Whether `text` holds the word in any of its forms ("pool parties" holds "party", "hikes" "hiking"). */
const holds = (text: string, word: string): boolean =>
  inflections(word).some((form) => mentionsWord(text, form));

/** The words a product's details must hold to mention the use: its own, those too general alone aside. */
function lookedFor(use: Use): string[] {
  const words = use.words.split(' ').filter((word) => word.length > 1);
  const own = words.filter((word) => !useGeneric.includes(word));
  return own.length > 0 ? own : words;
}

/** The sentence of its description mentioning every word, shortened; "" when another detail does; else undefined. */
function mention(product: Product, words: readonly string[]): string | undefined {
  const sentences = (product.description ?? '').match(/[^.!?]+[.!?]*/gu) ?? [];
  const sentence = sentences.find((one) => words.every((word) => holds(one.toLowerCase(), word)));
  if (sentence !== undefined) return truncate(sentence.trim(), 100);
  return words.every((word) => holds(productText(product), word)) ? '' : undefined;
}

/** Whether the product's details mention the use ("for backpacking": "… this backpacking tent …"). */
export const usedFor = (product: Product, use: Use): boolean =>
  mention(product, lookedFor(use)) !== undefined;

/** The features bearing on the use (`useGroups`): "water-resistant" of a pool party. */
export function bearingFeatures(use: Use): string[] {
  const forms = use.words.split(' ').flatMap((word) => inflections(word));
  const groups = Object.entries(useGroups).filter(([, phrases]) =>
    phrases.some((phrase) => containsPhrase(use.words, phrase) || forms.includes(phrase)),
  );
  return [...new Set(groups.flatMap(([group]) => useFeatures[group] ?? []))];
}

/**
 * The features bearing on the use that products of the compared kinds list, or could (the same or a stronger one:
 * `kind`, CompareChatInput.kindFeatures), or the compared products do: "for long runs" of running shoes names
 * cushioned, never an earbud's sweat-resistant. Every one where the kinds' features are not known.
 */
export function kindBearing(
  features: readonly string[],
  products: readonly Product[],
  kind: readonly string[] | undefined,
): string[] {
  if (kind === undefined) return [...features];
  return features.filter(
    (feature) =>
      featureSatisfiers(feature).some((spelling) => kind.some((one) => containsPhrase(one, spelling))) ||
      products.some((product) => listedOf(product, [feature]).length > 0),
  );
}

/** The bearing features a product lists, as it spells them (a stronger one too: waterproof for water-resistant). */
function listedOf(product: Product, features: readonly string[]): string[] {
  const listed = allValues(product, 'feature');
  return features.flatMap((feature) => {
    const spellings = featureSatisfiers(feature);
    return listed.filter((one) => spellings.some((spelling) => containsPhrase(one, spelling)));
  });
}

/**
 * "Of the features bearing on it, Ripple Dustproof lists compact; Lantern and Ripple 30W list rugged." — products
 * listing the same named together; those listing none said last.
 */
export function bearingLine(
  features: readonly string[],
  products: readonly Product[],
  name: (product: Product) => string,
): string {
  const byListed = new Map<string, Product[]>();
  for (const product of products) {
    const key = joinList([...new Set(listedOf(product, features))].slice(0, 3));
    byListed.set(key, [...(byListed.get(key) ?? []), product]);
  }
  const none = byListed.get('') ?? [];
  if (none.length === products.length) return `nor lists ${joinList(features, 'or')}`;
  const parts = [...byListed].flatMap(([listed, listing]) => {
    if (listed === '') return [];
    const all = listing.length === products.length && products.length > 1;
    const who = all ? (products.length === 2 ? 'both' : 'all of them') : joinListCapped(listing.map(name), 3);
    return [`${who} ${listing.length === 1 ? 'lists' : 'list'} ${listed}`];
  });
  const rest =
    none.length === 0
      ? ''
      : `; ${joinListCapped(none.map(name), 3)} ${none.length === 1 ? 'lists' : 'list'} none of them`;
  return `of the features bearing on it, ${parts.join('; ')}${rest}`;
}

/**
 * The lines of each use: the products whose details mention it ("For a pool party: Ripple 30W ("Ready for movie
 * nights and pool parties.")."), else that none does, with the features bearing on it each lists.
 */
export function useGroundLines(
  uses: readonly Use[],
  products: readonly Product[],
  name: (product: Product) => string,
  kind?: readonly string[],
): Line[] {
  return uses.flatMap((use): Line[] => {
    const words = lookedFor(use);
    const mentioning = products.flatMap((product) => {
      const said = mention(product, words);
      if (said === undefined) return [];
      return [said === '' ? name(product) : `${name(product)} ("${said}")`];
    });
    const bearing = kindBearing(bearingFeatures(use), products, kind);
    const line = bearing.length > 0 ? bearingLine(bearing, products, name) : undefined;
    if (mentioning.length > 0) {
      const grounded = { text: `For ${use.said}: ${joinListCapped(mentioning, 3)}.`, priority: 0 };
      // What bears on it too, said after, unless none lists any: "Of the features bearing on it, all of them list waterproof."
      if (line === undefined || line.startsWith('nor')) return [grounded];
      return [grounded, { text: `${line.charAt(0).toUpperCase()}${line.slice(1)}.`, priority: 1 }];
    }
    const none = `None of them mentions ${use.said} in its details`;
    if (line === undefined) return [{ text: `${none}.`, priority: 1 }];
    return [{ text: `${none}${line.startsWith('nor') ? ', ' : '; '}${line}.`, priority: 0 }];
  });
}
