/**
 * A short human description of what a query asks for, for the chat opening
 * ("Showing red running shoes under $100"): asked colours, the text, then whom it is for and the other
 * constraints; a price bound read from the prices shown says so ("over $83, above the middle of what I showed you").
 */
import {
  askedValues,
  joinWith,
  labelledPrice,
  measureLabels,
  possessive,
  priceLabel,
  sizeNoun,
} from './constraint-labels.ts';
import { childAudienceGaveWay, inAdultSizes } from './adult-sizes.ts';
import type { SpellingCorrection } from '../ports.ts';
import { leftOutUnasked } from './grown-into.ts';
import { featureSpellings, sameMaterial } from './lexicon-terms.ts';
import type { SearchQuery, SortOrder } from './search-query.ts';
import { containsPhrase, termKey } from './text-tools.ts';
import { echoOfMeasureWords } from './measure-echo.ts';
import { nearEcho } from './near-echo.ts';
import { negatedInText } from './negating-materials.ts';
import { queryDefaults } from './query-defaults.ts';

/** The features keeping a thing at a temperature ("insulated": `useClauses.keptAt`). */
/** Audiences said before the kind, naming no people ("unisex sunglasses"). */
const DESCRIBERS = new Set(queryDefaults.audience.describers.map((value) => value.toLowerCase()));
const KEEPING = new Set(Object.keys(queryDefaults.useClauses.keptAt).map((feature) => feature.toLowerCase()));

/** The known activities (`filler.personas`): "shoes not for running" leaves out the running shoes. */
const ACTIVITIES = new Set(
  Object.keys(queryDefaults.filler.personas).map((activity) => activity.toLowerCase()),
);

/** "without leather", and an activity "not for running" (negated-needs.ts), where "without running" had been said. */
function leftOutTerms(terms: readonly string[]): string[] {
  const uses = terms.filter((term) => ACTIVITIES.has(term.toLowerCase()));
  const others = terms.filter((term) => !uses.includes(term));
  return [
    others.length > 0 ? `without ${joinWith(others, 'or')}` : '',
    uses.length > 0 ? `not for ${joinWith(uses, 'or')}` : '',
  ];
}

/** Where a price bound read from the middle of the prices shown came from (`SearchQuery.priceFromShown`). */
const FROM_SHOWN = {
  above: 'above the middle of what I showed you',
  below: 'below the middle of what I showed you',
};

/** "above the middle of what I showed you" when the query's price bound was read so and is still asked, else ''. */
export function priceFromShownSaid({ priceFromShown, filters }: SearchQuery): string {
  if (priceFromShown === undefined) return '';
  const bound = priceFromShown === 'above' ? filters.priceMin : filters.priceMax;
  return bound === undefined ? '' : FROM_SHOWN[priceFromShown];
}

/** "my" or "our" as typed (lower case; a name would be capitalised): the shopper's, said back as theirs. */
const FIRST_PERSON = /(?<![\p{L}\p{N}'’-])(?:my|our)(?![\p{L}\p{N}'’-])/gu;

/** "bag for my laptop" is said back "bag for your laptop", "watch that tracks my runs" "… tracks your runs". */
const inSecondPerson = (text: string): string => text.replace(FIRST_PERSON, 'your');

const SORT_PHRASES: Record<SortOrder, string> = {
  relevance: '',
  price_asc: 'cheapest first',
  price_desc: 'most expensive first',
  rating: 'best rated first',
  newest: 'newest first',
  popular: 'most popular first',
  discount: 'biggest saving first',
};

/** "products like the X" / "alternatives to the X" when the viewed product supplied what to search for. */
function pageSubject(query: SearchQuery): string | undefined {
  const context = query.context;
  if (context?.productId === undefined || !context.fromPage) return undefined;
  return `${context.relation === 'refine' ? 'products like' : 'alternatives to'} the ${context.title}`;
}

/**
 * "red running shoes for women under $100, at least 30 hours, in stock, without leather". Pure. `asTyped`: the
 * guessed corrections the text echoes as typed ("botas de lether"), whose words it names so: no "leather" before
 * them, and a colour or material read from one that left the text named as typed ("navvy botas", not "navy
 * botas").
 */
export function describeQuery(query: SearchQuery, asTyped: readonly SpellingCorrection[] = []): string {
  const filters = query.filters ?? {};
  // "lighter thickest socks" is named "lighter thick socks" (measure-echo.ts); "watch with 42mm case" "watch, case
  // size 42mm" (near-echo.ts).
  const near = nearEcho(query, echoOfMeasureWords(query.text.trim()));
  const text = inSecondPerson(near.text);
  // Materials and features normally stay in the text; name them only when they are not there.
  const materials = filters.materials ?? [];
  // "non-stick" and "non stick" are the feature "nonstick" too: compare single words and adjacent pairs joined.
  const words = text.split(/\s+/).filter(Boolean);
  const joined = new Set([
    ...words.map(termKey),
    ...words.slice(1).map((word, i) => termKey(`${words[i]}${word}`)),
  ]);
  // A constraint read from a guess is said in the word typed.
  const typed = (term: string): string =>
    asTyped.find(({ word }) => termKey(word) === termKey(term))?.typed ?? term;
  const inText = (term: string) =>
    featureSpellings(term).some((spelling) => containsPhrase(text, spelling)) ||
    asTyped.some(({ typed, word }) => termKey(word) === termKey(term) && containsPhrase(text, typed)) ||
    joined.has(termKey(term)) ||
    materials.some((spelling) => sameMaterial(spelling, term) && containsPhrase(text, spelling));
  const missing = [...askedValues(filters, 'features'), ...askedValues(filters, 'materials')].filter(
    (term) => !inText(term),
  );
  const categories = askedValues(filters, 'categories');
  const page = pageSubject(query);
  // A subject from the viewed product replaces its words: name the asked materials and features instead.
  const named = (
    page === undefined ? missing : [...askedValues(filters, 'features'), ...askedValues(filters, 'materials')]
  ).map(typed);
  // "a gift for a runner" searches "running": "running picks for a runner" (but "boots for her"); "a star wars
  // fan" "star wars": "star wars picks for a star wars fan".
  const personal =
    query.interest === true &&
    query.recipient !== undefined &&
    text !== '' &&
    (!text.includes(' ') || containsPhrase(query.recipient, text))
      ? `${text} picks`
      : text;
  // Words that only name asked features or materials are no kind of product: "waterproof products", not
  // "waterproof" alone ("something waterproof under 50").
  const traitWords = new Set(
    [
      ...askedValues(filters, 'features').flatMap(featureSpellings),
      ...askedValues(filters, 'materials'),
      ...materials,
    ]
      .filter((spelling) => containsPhrase(text, spelling))
      .flatMap((spelling) => spelling.toLowerCase().split(/[\s-]+/)),
  );
  const trait = (word: string) => word.split('-').every((part) => traitWords.has(part.toLowerCase()));
  const onlyTraits = words.length > 0 && categories.length === 0 && words.every(trait);
  // Nor before a use: "something warm for a hike" is "warm products for a hike", not "warm for a hike".
  const use = words.findIndex((word) => word.toLowerCase() === 'for');
  const traitsForUse = use > 0 && categories.length === 0 && words.slice(0, use).every(trait);
  const subject =
    page ??
    keptSubject(query, words) ??
    useSubject(query, words, categories) ??
    (onlyTraits
      ? `${text} products`
      : traitsForUse
        ? [...words.slice(0, use), 'products', ...words.slice(use)].join(' ')
        : personal || joinWith(categories, 'or') || 'products');
  const colours = joinWith(askedValues(filters, 'colors').map(typed), 'or');
  const audience = askedValues(filters, 'audience');
  // "for your wife" already says who: no "for women" after it. An audience named beside the person is the
  // products' kind: "women's hiking boots for your 12-year-old son", not "… for your 12-year-old son for women".
  // Nor is the viewed product's own audience, which "products like the X" says (it had read "products like the
  // Daybreak Cushioned Running Shoe for men", as if asked; "… the Men's Horizon Running Shoe for men").
  const lent = page !== undefined && query.context?.audienceLent === true;
  const spoken =
    audience.length > 0 && !lent && !(query.audienceImplied === true && query.recipient !== undefined);
  // "unisex sunglasses": an audience naming a kind, no people, is said before it (`audience.describers`).
  const describing = spoken && audience.every((value) => DESCRIBERS.has(value.toLowerCase()));
  const kind =
    spoken && query.recipient !== undefined && !describing ? joinWith(audience.map(possessive), 'or') : '';
  const describer = describing ? joinWith(audience, 'or') : '';
  const head = [kind, colours, describer, ...named, subject].filter(Boolean).join(' ');

  // A gift for an adult whose audience gave way leaves out children's products unasked: no "not for kids".
  const leftOut = leftOutUnasked(query)
    ? []
    : askedValues({ audience: filters.excludeAudience ?? [] }, 'audience');
  const brands = askedValues(filters, 'brands');
  const sizes = askedValues(filters, 'sizes');
  const details = [
    query.recipient !== undefined ? `for ${query.recipient}` : '',
    spoken && query.recipient === undefined && !describing ? `for ${joinWith(audience, 'or')}` : '',
    brands.length > 0 ? `by ${joinWith(brands, 'or')}` : '',
    // "for your 12-year-old son in adult sizes over 5": past the kids' sizes, no longer a boy's.
    sizes.length > 0
      ? `in ${inAdultSizes(query) ? 'adult ' : ''}${sizeNoun(sizes)} ${joinWith(sizes, 'or')}`
      : '',
    priceLabel(labelledPrice(query.filters, query.context)),
    filters.onSale === true ? 'on sale' : '',
  ].filter(Boolean);
  const extras = [
    priceFromShownSaid(query),
    // "mid-range watch": the band of the middle third of the watches' prices (price-tier.ts).
    query.priceTier === 'middle' && filters.priceMin !== undefined && filters.priceMax !== undefined
      ? 'the middle third of the prices'
      : query.priceTier === 'lower' && filters.priceMax !== undefined
        ? 'the cheapest third of the prices'
        : '',
    // "for your 12-year-old son, adults' included": their kids' audience gave way (not for sizes: said above).
    childAudienceGaveWay(query) && !inAdultSizes(query) ? "adults' included" : '',
    joinWith([...measureLabels(filters), ...near.labels], 'and'),
    typeof filters.minRating === 'number' ? `rated ${filters.minRating}+ stars` : '',
    filters.inStock === true ? 'in stock' : '',
    ...leftOutTerms((filters.excludeTerms ?? []).filter((term) => !negatedInText(query.text, term))),
    // "i don't need them waterproof": neither asked nor left out (unrequired-values.ts).
    (query.notRequired ?? []).length > 0 ? `${joinWith(query.notRequired ?? [], 'or')} not required` : '',
    (filters.excludeBrands ?? []).length > 0 ? `not by ${joinWith(filters.excludeBrands ?? [], 'or')}` : '',
    leftOut.length > 0 ? `not for ${joinWith(leftOut, 'or')}` : '',
    query.measureSort?.label ?? SORT_PHRASES[query.sort] ?? '',
  ].filter(Boolean);
  return [[head, ...details].join(' '), ...extras].join(', ');
}

/**
 * "something to keep my coffee hot" searches "insulated coffee": "insulated picks for coffee", the coffee what the
 * picks keep hot, no kind of product (keep-clauses.ts), whether or not the feature held; undefined where the words
 * say more than that feature before the thing.
 */
function keptSubject(query: SearchQuery, words: readonly string[]): string | undefined {
  const kept = query.keptFor?.toLowerCase().split(/\s+/u) ?? [];
  const before = words.slice(0, words.length - kept.length).join(' ');
  const ends = words.slice(words.length - kept.length).map((word) => word.toLowerCase());
  if (kept.length === 0 || ends.join(' ') !== kept.join(' ') || !KEEPING.has(before.toLowerCase()))
    return undefined;
  return `${before} picks for ${query.keptFor}`;
}

/**
 * "something for a hike" searches "hike": "products for a hike", the use it named with no kind of product; undefined
 * where the words say more than the use.
 */
function useSubject(
  query: SearchQuery,
  words: readonly string[],
  categories: readonly string[],
): string | undefined {
  const use = query.useFor;
  if (use === undefined || words.length === 0) return undefined;
  const said = new Set(use.toLowerCase().split(/\s+/u));
  // "what to wear hiking": the things worn for it ("clothing or shoes for hiking", wear-question.ts).
  const things = categories.length > 0 ? joinWith(categories, 'or') : 'products';
  return words.every((word) => said.has(word.toLowerCase()) || word === 'your')
    ? inSecondPerson(`${things} for ${use}`)
    : undefined;
}
