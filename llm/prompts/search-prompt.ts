/**
 * The search chat prompt, version search-v44 (a use alone no product names, its implied feature said:
 * `understood.impliedFeatures`, "these are the ones with those features", not popular picks; search-v43: a
 * comparative alone with no list to compare against,
 * `comparedUnclear`: 'I have nothing shown to compare "thicker" against; name the kind of product you mean…'; a
 * trip's place that narrowed nothing, `tripNote`, said as written; search-v42: matches naming the kind asked only by a synonym before their own
 * noun, `fewNamed.aside`: "Of these, 1 is a comforter and 3 are duvet covers, listed after it."; search-v41: a
 * question about the shop itself, small talk of kind `shop`: say what the assistant can do and point to the shop's
 * own pages; search-v40: the few-named word held in the details of the products shown without
 * it in their names, `fewNamed.inDetails`: 'they mention it in their details', never that they match other words;
 * search-v39: a question about "it" with nothing it can be, small talk of kind `which`: ask which product is meant;
 * search-v38: a guess the matches hold as another word, named as that word:
 * `fewNamed.readAs`, 'Only 2 of them have "acids", the closest word here to "adidas", in their names'; search-v37: a brand the shop does not carry, said as the offline message says it:
 * `brandsNotCarried`, "No product here is from Bose; these are other headphones."; the word few matches name being
 * the only word asked, "bike": `fewNamed.onlyWord`, "they mention it in their details"; a value asked as it is,
 * "watch with 42mm case": `understood.valuesAsked` "case size 42mm", `understood.text` "watch"; search-v36: an
 * audience a person implied where no product states one, `audienceByName`; what each earlier version added is in
 * this file's git history): a fixed system prompt and one user message whose DATA block holds the shopper's
 * request, what it was understood to mean, and the facts of the products shown, with the facts the offline
 * composer states computed the same way (llm/offline), so the two never disagree.
 */
import { nearEcho, priceFromShownSaid, withoutBoundWords, type SearchChatInput } from '../../core/index.ts';
import { cleanText, dataMessage, type PromptMessage } from './data-block.ts';
import { SEARCH_SYSTEM_PROMPT } from './search-system-prompt.ts';
import { fewNamedFacts } from './few-named-facts.ts';
import { priceFacts } from './price-facts.ts';
import { productFacts } from './product-facts.ts';
import { closestCount } from '../offline/closest-count.ts';
import { comparedUnfound } from '../offline/compared-unfound.ts';
import { colourMatch } from '../offline/colour-reason.ts';
import { droppedAsSaid } from '../offline/dropped-said.ts';
import {
  foreignPriceReading,
  priceAskedSaid,
  relaxedInShopCurrency,
  viewedPriceSaid,
} from '../offline/currency-note.ts';
import { productCurrency } from '../offline/format-price.ts';
import { matchesWholeRequest, wholeRequestOf } from '../offline/whole-request.ts';
import { departmentsSaid } from '../offline/small-talk-reply.ts';
import { smallTalkFacts } from './small-talk-facts.ts';
import { unmatchedSaid } from '../offline/unmatched-words.ts';
import { unsoldBrandSaid } from '../offline/unsold-brand.ts';
import { viewedProductAnswer } from '../offline/viewed-product-answer.ts';
import { viewingFact } from '../offline/viewing-note.ts';
import { superlativeSentence } from '../offline/superlative-answer.ts';
import { packSentence } from '../offline/pack-note.ts';
import { tripAsideSentence } from '../offline/trip-aside.ts';
import { sortUnstatedSentence, sortUnstatedStates } from '../offline/sort-unstated.ts';
import { leftOutSaid } from '../offline/left-out-sentence.ts';
import { audienceByNameSaid } from '../offline/audience-by-name.ts';
import { superlativePromptFacts } from './superlative-prompt-facts.ts';

export const SEARCH_PROMPT_VERSION = 'search-v44';

/** Products described to the model; the shopper sees the full page, the message talks about the best few. */
const MAX_PRODUCTS = 8;

/** The audience met by title words, as the offline message says it (audience-by-name.ts). */
function audienceByNameFact(input: Omit<SearchChatInput, 'signal'>): { audienceByName?: string } {
  const said = audienceByNameSaid(input);
  return said === undefined ? {} : { audienceByName: cleanText(said, 200) };
}

export function buildSearchMessages(input: Omit<SearchChatInput, 'signal'>): PromptMessage[] {
  const answer = viewedProductAnswer(input);
  const currency = productCurrency(input.products[0]);
  const foreign = foreignPriceReading(input, currency);
  // An answer about the viewed product is said instead of the page note, as offline.
  const viewing = answer === undefined ? viewingFact(input) : undefined;
  const whole = wholeRequestOf(input);
  // Echoed as typed, as offline: the search read them, the shopper may not know them as theirs.
  // A count asked that nothing shown has exactly, as the offline message says it ("the closest fit is 6-person").
  const closest = closestCount(input);
  // A product asked to compare with that the catalogue holds no one of, as the offline message names it.
  const unfound = comparedUnfound(input);
  const guesses = (input.corrections ?? [])
    .filter((fix) => fix.guess === true)
    .slice(0, 5)
    .map((fix) => ({ typed: cleanText(fix.typed, 40), searchedAs: cleanText(fix.word, 40) }));
  // The constraints taken back as the offline chat names them ("kids' products only", not "for kids").
  const {
    dropped: _dropped,
    droppedImplied: _implied,
    priceFromShown: _shown,
    // "mid-range": the model gets the band as any price ("$120 to $160"), as the prompt knows no tier.
    priceTier: _tier,
    superlativeAsked: _superlative,
    carried: _carried,
    // How relaxation ordered the constraints: the model gets what was relaxed (DATA.relaxed).
    sizeSaid: _sizeSaid,
    // A pack asked goes as the offline message says it (packNote), not as a bare count.
    pack: _pack,
    // A value asked as it is goes as the offline opening names it (`valuesAsked`, "case size 42mm"); a bound
    // relaxed (DATA.relaxed) is no longer asked.
    nearRoom: _near,
    // A trip that narrowed nothing goes as the offline message says it (tripNote).
    tripAside: _trip,
    ...query
  } = input.query;
  // A bound the shop cannot check, said first, is not echoed as words, as offline ("Showing backpack.").
  const echoed = superlativeSentence(input) === undefined ? input.query : withoutBoundWords(input.query);
  // "watch with 42mm case": the text "watch", the value "case size 42mm", as the offline opening says them.
  const near = nearEcho(input.query, echoed.text);
  const onlyListed = input.pointedPast?.compare === true ? input.products[0] : undefined;
  // The products left out of the list ("the rest of them"), as the offline message says them.
  const leftOut = leftOutSaid(input.leftOut);
  // The price asked as the offline opening names it ("under $100"), never a bare bound.
  const { priceMin: _min, priceMax: _max, currency: _currency, ...filters } = input.query.filters;
  const price = cleanText(priceAskedSaid(input, currency, input.products.length > 0), 80);
  // The viewed product's price as the opening names it ("$97.99"), never a bare number.
  const viewedPrice = viewedPriceSaid(input, currency);
  const dropped = droppedAsSaid(input.query, currency).map((label) => cleanText(label, 80));
  // Where a bound read from the prices shown came from, as the offline opening says it.
  const priceFrom = price === '' ? '' : priceFromShownSaid(input.query);
  const unmatched = unmatchedSaid(input, answer);
  const brand = unsoldBrandSaid(input, unmatched);
  // Words no product holds found nothing: the shop's departments, as the offline message names them.
  const instead =
    input.departments === undefined ||
    input.departments.departments.length === 0 ||
    input.total > 0 ||
    unmatched.length === 0
      ? undefined
      : {
          departments: departmentsSaid(input.departments).map((name) => cleanText(name, 120)),
          moreDepartments: input.departments.moreDepartments,
        };
  // A sort by what no match states, said as offline ("None of these states its rating…"); the list is by relevance.
  const unordered = superlativeSentence(input) === undefined ? sortUnstatedSentence(input) : undefined;
  const pack = packSentence(input);
  const trip = tripAsideSentence(input.query);
  const data = {
    shopperRequest: cleanText(input.request.content, 500),
    understood: {
      ...query,
      ...(sortUnstatedStates(input) !== undefined && { sort: 'relevance' as const }),
      filters: { ...filters, ...(price !== '' && { price }) },
      ...(dropped.length > 0 && { dropped }),
      ...(priceFrom !== '' && { priceFrom }),
      text: cleanText(near.text, 300),
      ...(near.labels.length > 0 && { valuesAsked: near.labels.map((label) => cleanText(label, 80)) }),
      ...(input.query.context && {
        context: {
          ...input.query.context,
          title: cleanText(input.query.context.title, 200),
          ...(viewedPrice !== undefined && { price: cleanText(viewedPrice, 40) }),
        },
      }),
      ...(input.query.recipient !== undefined && { recipient: cleanText(input.query.recipient, 60) }),
    },
    ...(input.naming !== undefined && { naming: cleanText(input.naming, 80) }),
    ...(foreign !== undefined && {
      foreignPrice: { ...foreign, said: cleanText(foreign.said, 80), readAs: cleanText(foreign.readAs, 80) },
    }),
    totalMatches: input.total,
    page: input.request.page,
    relaxed: relaxedInShopCurrency(input, currency).map((item) => cleanText(item, 120)),
    // Only where the offline message says them: an answer about the viewed product has said what nothing mentions.
    // A brand the shop does not carry, said as the offline message says it, instead of the words no product has.
    wordsNoProductHas: brand === undefined ? unmatched.slice(0, 5).map((word) => cleanText(word, 40)) : [],
    ...(brand !== undefined && {
      brandsNotCarried: {
        brands: brand.brands.slice(0, 3).map((name) => cleanText(name, 30)),
        kind: cleanText(brand.kind, 40),
      },
    }),
    // The word few matches name, a kind not sold or a describer none holds, as the offline message says it.
    ...fewNamedFacts(input, unmatched.length > 0),
    ...(unordered !== undefined && { orderUnstated: unordered }),
    ...(pack !== undefined && { packNote: pack }),
    ...(trip !== undefined && { tripNote: cleanText(trip, 300) }),
    ...(closest !== undefined && {
      closestFit: { asked: cleanText(closest.asked, 40), closest: cleanText(closest.closest, 40) },
    }),
    ...(guesses.length > 0 && { spellingGuesses: guesses }),
    ...(unfound !== undefined && {
      comparedUnfound: { name: cleanText(unfound.name, 80), viewing: cleanText(unfound.viewing, 80) },
    }),
    ...(answer !== undefined && { viewedProductAnswer: answer }),
    ...(viewing !== undefined && { viewing: { ...viewing, title: cleanText(viewing.title, 200) } }),
    ...(input.pointedPast !== undefined && {
      pointedPast: {
        ...input.pointedPast,
        ...(onlyListed !== undefined && { onlyListed: cleanText(onlyListed.title, 160) }),
      },
    }),
    // A superlative asked of the list (its winner, or none stating it) or a bound, as the offline message says it.
    ...superlativePromptFacts(input),
    ...(input.sizeless === true && { sizeless: true }),
    ...audienceByNameFact(input),
    ...(leftOut !== undefined && {
      leftOut: {
        said: cleanText(leftOut, 600),
        titles: (input.leftOut ?? []).map((product) => cleanText(product.title, 160)),
      },
    }),
    ...(instead !== undefined && { departmentsInstead: instead }),
    ...(input.smallTalk !== undefined && {
      smallTalk: smallTalkFacts(input.smallTalk, input.products.length),
    }),
    products: input.products.slice(0, MAX_PRODUCTS).map((product) => {
      const matches = matchesWholeRequest(product, echoed, whole);
      const colour = colourMatch(product, input.query.filters.colors);
      return {
        ...productFacts(product),
        ...(matches !== undefined && { matchesWholeRequest: matches }),
        ...(colour !== undefined && {
          askedColour: {
            comesIn: colour.comesIn.map((name) => cleanText(name, 40)),
            ...(colour.shownIn !== undefined && { shownIn: cleanText(colour.shownIn, 40) }),
          },
        }),
        ...priceFacts(product, input.query.filters.sizes ?? []),
      };
    }),
  };
  return [
    { role: 'system', content: SEARCH_SYSTEM_PROMPT },
    { role: 'user', content: dataMessage('Write the chat message for this search.', data) },
  ];
}
