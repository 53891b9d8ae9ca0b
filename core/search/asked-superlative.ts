/**
 * A superlative asked of the conversation's list: "which is the lightest?", "which one is the cheapest?", "what's
 * the best rated one?", "which has the longest battery life?", "which is the warmest?". Pure. Naming nothing else,
 * the question narrows the last search whatever the catalogue can order by: by the measure, price or rating where
 * it can (the chat names the first match as the answer); else the superlative leaves the text, its feature stays
 * where the catalogue tags it ("lightest": lightweight), and the chat says that none states it ("No backpack here
 * states its weight"), where "which is the lightest?" had searched the whole shop for "lightest". Not asked as a
 * question ("the lightest"), it narrows the last search with its words, as "which one is the lightest?" did. A
 * comparative ("thicker ones") is no such superlative unless asked which (measure-sort.ts reads it).
 */
import { FEATURE_COMPARATIVES, MEASURE_COMPARATIVES } from './measure-comparatives.ts';
import { ownSubject } from './own-subject.ts';
import { queryDefaults } from './query-defaults.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import type { AskedSuperlative, SearchQuery, SortOrder } from './search-query.ts';
import { featureSpellings } from './lexicon-terms.ts';
import { plainOfSuperlative } from './unknown-superlative.ts';
import { alternation, consume, escapeRegExp, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { superlatives, superlativeNouns, moreOf } = queryDefaults.measures;

/** Words after a superlative pointing back at the list ("the lightest one", "the cheapest of them"). */
const POINTER = `(?:\\s+(?:one|ones|option|pick|of\\s+(?:them|these|those|the\\s+\\w+)))?`;

/** A measure's superlative, maybe before what it measures ("longest battery life"), or the most of that. */
const MEASURE = new RegExp(
  `${WORD_START}(?:the\\s+)?(?:(?<word>${alternation(Object.keys(superlatives))})` +
    `(?:\\s+(?<noun>${alternation(Object.keys(superlativeNouns))}))?|` +
    `(?:${alternation(moreOf)})\\s+(?<most>${alternation(Object.keys(superlativeNouns))}))${WORD_END}${POINTER}`,
  'giu',
);

/** A feature's superlative ("warmest", "most comfortable"), maybe with what it is to do ("easiest to set up"). */
const FEATURE = new RegExp(
  `${WORD_START}(?:the\\s+)?(?<word>most\\s+[\\p{L}-]+|[\\p{L}]+est)${WORD_END}` +
    `(?:\\s+to\\s+(?<to>\\p{L}+(?:\\s+(?:up|down|on|off|in|out|away|together|around))?)${WORD_END})?${POINTER}`,
  'giu',
);

/** "the best" naming nothing it is best at ("which is the best one?"): asked which, the best rated. */
const BEST = new RegExp(`${WORD_START}(?:the\\s+)?best${WORD_END}${POINTER}`, 'giu');

/** A question over the list: "which…", "what's the…", maybe after "ok," or "so". */
const QUESTION = new RegExp(
  `^(?:(?:${alternation(queryDefaults.followUpOpeners)})[\\s,]+)*(?:which|what(?:['’]?s|\\s+is|\\s+are)?)${WORD_END}`,
  'iu',
);

/** A verb's superlative as the shopper said it ("seats the most", "lasts the longest"). */
const VERB_MOST = /\sthe\s+(?:most|\p{L}+est)$/iu;

/** Price and rating orders as the chat says their superlative. */
const SORT_SAID: Partial<Record<SortOrder, string>> = {
  price_asc: 'cheapest',
  price_desc: 'most expensive',
  rating: 'best rated',
  popular: 'most popular',
  newest: 'newest',
};

/** What a measure of words starting `word` is called: "battery life", "storage", "weight". */
const measureName = (word: string): string => (word === 'battery' ? 'battery life' : word);

/** What a product states to be ordered by a measure of `words` ("weight", "battery"): "its weight", "its battery life". */
const stated = (words: readonly string[], superlative?: string): string | undefined =>
  superlatives[superlative ?? '']?.states ??
  (words[0] === undefined ? undefined : `its ${measureName(words[0])}`);

/** The attributes' words a measure's superlative (maybe before what it measures) orders by. */
const measureWords = (word: string | undefined, noun: string | undefined): readonly string[] =>
  (noun === undefined ? undefined : superlativeNouns[noun]?.words) ?? superlatives[word ?? '']?.words ?? [];

const spaced = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** A use ending the question ("which is the best one for running?", "which is the lightest for travel?"). */
const USE = /(?:^|\s)for\s+(?<use>[^,;.!?]+?)[\s,;.!?]*$/iu;

/**
 * `text` (the request read) as the words it names besides the use `input` ends with, then the use's words
 * ("running"), to follow the last search's after "for"; with no such use, `text` alone.
 */
function splitUse(input: string, text: string): { bare: string; use: string[] } {
  const said = USE.exec(input.trim())?.groups?.['use'];
  const words = new Set(spaced(said ?? '').split(' '));
  const all = text.split(/\s+/).filter((word) => word !== '' && word.toLowerCase() !== 'for');
  if (said === undefined) return { bare: text, use: [] };
  const use = all.filter((word) => words.has(word.toLowerCase()));
  return { bare: all.filter((word) => !words.has(word.toLowerCase())).join(' '), use };
}

/** A comparative ending the question ("which is lighter?", "which one is warmer?"), maybe before "one". */
const COMPARATIVE = new RegExp(
  `${WORD_START}(?<word>${alternation([...MEASURE_COMPARATIVES.keys(), ...FEATURE_COMPARATIVES.keys()])})` +
    `${WORD_END}(?:\\s+(?:one|ones|option|of\\s+(?:them|these|those)))?\\s*[?.!]*\\s*$`,
  'iu',
);

/**
 * A comparative asked as a question of the list that no product states ("which is lighter?" where none gives a
 * weight): read as its feature (measure-sort.ts: lightweight, which leaves the text here), it asks as its
 * superlative does ("which is the lightest?"), said unstated; it had kept the last search's order ("smallest first"
 * after "which packs smaller?") and searched "lightweight".
 */
function askedComparative(
  input: string,
  own: SearchQuery,
  lexicons: Pick<QueryLexicons, 'features'>,
): { asked: AskedSuperlative; spelling?: string } | undefined {
  if (own.measureSort !== undefined || own.sort !== 'relevance' || !QUESTION.test(input.trim()))
    return undefined;
  const word = spaced(COMPARATIVE.exec(input.trim())?.groups?.['word'] ?? '');
  const measure = MEASURE_COMPARATIVES.get(word);
  const superlative = measure?.superlative ?? FEATURE_COMPARATIVES.get(word);
  // Still a word of the request ("which is the lighter?" where titles name lighters), or a verb's ("lasts longer").
  if (superlative === undefined || measure?.best !== undefined || WORD_OF(word).test(own.text))
    return undefined;
  const feature = lexicons.features.terms.canonical.get(termKey(superlative));
  const spelling = feature === undefined ? undefined : (featureSpellings(superlative)[0] ?? feature);
  const words = measure?.measure?.words ?? superlatives[superlative]?.words;
  const states = words === undefined ? feature && `how ${feature} it is` : stated(words, superlative);
  if (states === undefined) return undefined;
  return { asked: { said: superlative, states }, ...(spelling !== undefined && { spelling }) };
}

/** `word` as a whole word. */
const WORD_OF = (word: string): RegExp => new RegExp(`${WORD_START}${escapeRegExp(word)}${WORD_END}`, 'giu');

/**
 * A superlative `own` (the request read in the conversation) asks of the list, naming nothing else beyond
 * `previous`: asked as a question, `own` without its words and what it asks (`asked`); else, where its words would
 * have started afresh ("the lightest" after "backpacks", where no product gives a weight), `own` to narrow the
 * last search with, words kept ("lightest backpacks", lightweight ones).
 */
export function askedSuperlative(
  input: string,
  own: SearchQuery,
  previous: SearchQuery,
  lexicons: Pick<QueryLexicons, 'features'>,
): { own: SearchQuery; asked?: AskedSuperlative; use?: true } | undefined {
  let found: AskedSuperlative | undefined;
  // A measure the catalogue orders by has left the text already: the measure sort says which it was.
  const text = consume(own.text, MEASURE, (match) => {
    const { word, noun, most } = match.groups ?? {};
    const measured = spaced(noun ?? most ?? '');
    // "the most storage", "the best battery": said as the most of it ("most storage", "longest battery life").
    const said =
      most === undefined
        ? [word, noun].filter(Boolean).join(' ')
        : `${superlativeNouns[measured]?.most ?? 'most'} ${measureName(measureWords(undefined, measured)[0] ?? most)}`;
    const named = measured === '' ? undefined : measured;
    const states = stated(measureWords(word?.toLowerCase(), named), named ?? word?.toLowerCase());
    found ??= {
      said: spaced(said),
      ...(states !== undefined && { states }),
      ...((noun ?? most) !== undefined && { has: true as const }),
    };
    return true;
  });
  const comparative = found === undefined ? askedComparative(input, own, lexicons) : undefined;
  found ??= comparative?.asked;
  const spelled =
    comparative?.spelling === undefined ? text : consume(text, WORD_OF(comparative.spelling), () => true);
  const rest = consume(spelled, FEATURE, (match) => {
    const word = spaced(match.groups?.['word'] ?? '');
    const feature = lexicons.features.terms.canonical.get(termKey(word.replace(/^most\s+/u, '')));
    // Asked which, a superlative no lexicon knows ("which is the sharpest?"): none of the list states it.
    const plain = feature ?? (QUESTION.test(input.trim()) ? plainOfSuperlative(word) : undefined);
    if (found !== undefined || plain === undefined) return false;
    const to = match.groups?.['to'] === undefined ? '' : ` to ${spaced(match.groups['to'])}`;
    found = { said: `${word}${to}`, states: `how ${plain} it is${to}` };
    return true;
  });
  // "which is the best?": best rated, as "what's the best rated one?" (not the word "best" searched).
  let best = false;
  const plain = found === undefined && own.measureSort === undefined && own.sort === 'relevance';
  const left = plain && QUESTION.test(input.trim()) ? consume(rest, BEST, () => (best = true)) : rest;
  // Asked with a use ("which is the best one for running?"): the use narrows the list, after "for".
  const asks = QUESTION.test(input.trim());
  const { bare, use: used } = asks ? splitUse(input, left) : { bare: left, use: [] };
  const narrowed: SearchQuery = { ...own, text: [bare, ...used].join(' ').replace(/\s+/g, ' ').trim() };
  if (ownSubject({ ...narrowed, text: bare }, previous.text).length > 0) return undefined;
  const use = used.length > 0 ? { use: true as const } : {};
  if (!QUESTION.test(input.trim()))
    return found !== undefined && ownSubject(own, previous.text).length > 0 ? { own } : undefined;
  if (best)
    return {
      own: { ...narrowed, sort: 'rating' },
      asked: { said: SORT_SAID.rating ?? 'best rated' },
      ...use,
    };
  const sort = own.measureSort;
  if (sort !== undefined) {
    const states = stated(sort.words, sort.label.replace(/\s+first$/u, ''));
    // "which sleeps the most?", "which lasts longer?": said as the verb's ("sleeps the most"), not as its order.
    const verb =
      sort.said === undefined ? undefined : MEASURE_COMPARATIVES.get(sort.said.toLowerCase())?.best;
    if (sort.said !== undefined && verb !== undefined) {
      const said = VERB_MOST.test(sort.said) ? spaced(sort.said) : verb;
      return { own: narrowed, asked: { said, ...(states !== undefined && { states }), does: true }, ...use };
    }
    const said = sort.label.replace(/\s+first$/u, '');
    // "longest battery life", "most storage" name what is measured; "lightest", "most powerful" do not.
    const has = superlatives[said] === undefined;
    return {
      own: narrowed,
      asked: { said, ...(states !== undefined && { states }), ...(has && { has }) },
      ...use,
    };
  }
  if (found !== undefined) return { own: narrowed, asked: { ...found, unstated: true }, ...use };
  // "which one is the cheapest?": ordered by price already.
  const sorted = SORT_SAID[own.sort];
  return sorted === undefined ? undefined : { own, asked: { said: sorted }, ...use };
}

/**
 * The features a superlative asked as a question adds to the list's ("which is the most comfortable?" after "hiking
 * boots": comfortable) are its way to answer, no words of the shopper's to match: where none of the list has them
 * they go silently (`impliedFeatures`, relax-query.ts), the question answered as asked ("None of these hiking boots
 * states how comfortable it is…"); it had said too "Nothing matched every detail, so I relaxed: feature comfortable."
 */
export function withAskedFeatures(query: SearchQuery, previous: SearchQuery): SearchQuery {
  const listed = new Set(previous.filters.features ?? []);
  const added = (query.filters.features ?? []).filter((feature) => !listed.has(feature));
  if (added.length === 0) return query;
  const asked = query.superlativeAsked && {
    superlativeAsked: { ...query.superlativeAsked, narrowed: added },
  };
  return { ...query, impliedFeatures: [...new Set([...(query.impliedFeatures ?? []), ...added])], ...asked };
}

/**
 * A superlative's feature is asked of the list as it is: "which is the most comfortable?" after "waterproof hiking
 * boots in size 12" keeps them waterproof (the feature had replaced the list's, and relaxed, the chat still saying
 * "waterproof hiking boots", listed sandals).
 */
export function withListFeatures(own: SearchQuery, previous: SearchQuery): SearchQuery {
  const asked = own.filters.features;
  const listed = previous.filters.features;
  if (asked === undefined || listed === undefined) return own;
  const features = [...listed, ...asked.filter((feature) => !listed.includes(feature))];
  return { ...own, filters: { ...own.filters, features } };
}

/**
 * The list a superlative asks of: without its measure order when the question asks one (`asked`), which orders by
 * its own measure or, where none states it, by none ("which is the thickest?" after "which packs smaller?").
 */
export function withoutOrder(query: SearchQuery, asked: AskedSuperlative | undefined): SearchQuery {
  if (asked === undefined) return query;
  const { measureSort: _measureSort, ...rest } = query;
  return rest;
}
