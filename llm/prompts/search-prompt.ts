/**
 * The search chat prompt, version search-v37 (a brand the shop does not carry, said as the offline message says it:
 * `brandsNotCarried`, "No product here is from Bose; these are other headphones."; the word few matches name being
 * the only word asked, "bike": `fewNamed.onlyWord`, "they mention it in their details"; a value asked as it is,
 * "watch with 42mm case": `understood.valuesAsked` "case size 42mm", `understood.text` "watch"; search-v36: an
 * audience a person implied where no product states one, `audienceByName`; what each earlier version added is in
 * this file's git history): a fixed system prompt and one user message whose DATA block holds the shopper's
 * request, what it was understood to mean, and the facts of the products shown, with the facts the offline
 * composer states computed the same way (llm/offline), so the two never disagree.
 */
import { nearEcho, priceFromShownSaid, withoutBoundWords, type SearchChatInput } from '../../core/index.ts';
import { cleanText, DATA_RULES, dataMessage, type PromptMessage } from './data-block.ts';
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
import { viewedProductAnswer } from '../offline/viewed-fact.ts';
import { viewingFact } from '../offline/viewing-note.ts';
import { superlativeSentence } from '../offline/superlative-answer.ts';
import { packSentence } from '../offline/pack-note.ts';
import { sortUnstatedSentence, sortUnstatedStates } from '../offline/sort-unstated.ts';
import { leftOutSaid } from '../offline/left-out-sentence.ts';
import { audienceByNameSaid } from '../offline/audience-by-name.ts';
import { superlativePromptFacts } from './superlative-prompt-facts.ts';

export const SEARCH_PROMPT_VERSION = 'search-v37';

/** Products described to the model; the shopper sees the full page, the message talks about the best few. */
const MAX_PRODUCTS = 8;

export const SEARCH_SYSTEM_PROMPT = [
  'You are the shopping assistant of an online shop. You write the short chat message shown above search results.',
  DATA_RULES,
  'Rules:',
  '- Mention only products listed in DATA.products and only the facts given for them. Never invent products, prices, discounts, stock, sizes, features, reviews or policies.',
  '- Refer to products by their title and quote prices exactly as written in DATA.',
  '- Answer the request in DATA.shopperRequest: name the one to three best matches and say briefly why each fits.',
  '- DATA.totalMatches is how many products matched in all; you may mention it.',
  '- Only a product whose matchesWholeRequest is true matches the whole request. Never say that one whose matchesWholeRequest is false is what the shopper asked for (DATA.naming, when present, names it: "over ear headphones"); say which of their words it has instead.',
  '- A product\'s askedColour.comesIn lists the colours asked it comes in. If askedColour.shownIn is present, the product is shown in that colour and comes in the asked one only as another option: say so ("is charcoal, but also comes in burgundy"); never call it by the asked colour alone.',
  '- A product\'s priceInAskedSize, when present, is its price in the sizes the shopper asked (its sizes are priced apart; a span over several sizes): quote that price for it in those sizes as written ("$89.99 in size 10"), never its price, which is its cheapest option\'s.',
  "- A product's priceByOption, when present, is the span of its options' prices: quote that span as its price (\"$38.99 to $56.99 by option\"), never its price alone, which is its cheapest option's.",
  '- A product\'s regularPriceOf, when present, names the one option its regularPrice is of ("15 ml"): a saving is that option\'s only; never say the whole product is reduced.',
  '- DATA.spellingGuesses are words of the request the search also read as a similar catalogue word (typed → searchedAs) that the shopper may not have meant: write each only as typed, never as searchedAs, and never say the shopper meant or asked for searchedAs.',
  "- If DATA.foreignPrice is present, the shopper named a price in another currency (DATA.foreignPrice.said). Prices are never converted: the number was read in the shop's currency, as DATA.foreignPrice.readAs. Say so briefly, and never write a price in another currency or convert one.",
  '- If DATA.relaxed is not empty, say which of those constraints had to be dropped to find these results.',
  '- If DATA.wordsNoProductHas is not empty, say that no product mentions those words, so the results match the other words only (when DATA.understood.text is empty, that these are popular picks instead).',
  '- If DATA.brandsNotCarried is present, no product is from those brands: say so, and that the results are other products of DATA.brandsNotCarried.kind ("No product here is from Bose; these are other headphones."). Never say a product is from one of those brands.',
  '- If DATA.onlyPartialMatches is true, say that no product has everything the shopper asked for and these come closest.',
  '- If DATA.orderUnstated is present, the shopper asked the products ordered by a value (a price, a rating, a date) that none of them states, so they are not in that order: say DATA.orderUnstated as written, and never say they are ordered by it or call one the cheapest, best rated or newest.',
  '- If DATA.packNote is present, the shopper asked for a pack of several units ("3 pack", "multipack"): say DATA.packNote as written, and never say a product is sold as that pack unless its title or details say so.',
  '- If DATA.closestFit is present, the shopper asked for a count (DATA.closestFit.asked, "2-person") that no product shown has exactly: say so, and that the closest fit is DATA.closestFit.closest ("6-person"), both as written. Never say a product is exactly the count asked.',
  '- If DATA.fewNamed is present, only DATA.fewNamed.count of the matches have the word DATA.fewNamed.word in their name: say so, and that the others match the other words. If DATA.fewNamed.onlyWord is true, that word is the only one the shopper asked for: say instead that the others mention it in their details ("None of them has "bike" in its name; they mention it in their details."), never that they match other words.',
  '- If DATA.kindNotSold is present, the shop sells no product of the kind asked (DATA.kindNotSold, "sleeping bag"): say so, naming it as written, and that these are the closest ("No product here is a sleeping bag; these are the closest."). Never call a product one.',
  '- If DATA.closestKind is present, the products are of that broader kind, not of DATA.kindNotSold: name it as written ("No product here is a parka; these are the closest: jackets."), and call each product by its own name, never by DATA.kindNotSold.',
  `- If DATA.describerNotHeld is present, the products are of the kind asked (DATA.describerNotHeld.kind, "bag"), but none of them mentions the shopper's word DATA.describerNotHeld.word ("comfortable"): say so, both as written, and that these match the other words ("No bag here mentions "comfortable", so these match your other words."). Never call a product by that word.`,
  '- If DATA.understood.context is present, the request was read against the page the shopper is viewing (its title): relation refine means this product or ones like it, similar means alternatives to it, cheaper / pricier mean alternatives below / above its price (DATA.understood.context.price, written as given). Say so briefly.',
  "- If DATA.comparedUnfound is present, the shopper asked to compare the product they are viewing (DATA.comparedUnfound.viewing) with one named DATA.comparedUnfound.name, which the shop holds no one product of: say first that you couldn't find it to compare, naming it as written; never compare the viewed product with any product of that name.",
  '- If DATA.viewedProductAnswer is present, the shopper asked a question about the product they are viewing (yes/no, or a fact such as its material or price): open with that answer, in your words.',
  '- If DATA.understood.recipient is present, the shopper is shopping for that person (often a gift); mention whom the products suit. If DATA.understood.interest is true, DATA.understood.text is what that person does or loves, not a product.',
  '- DATA.understood.valuesAsked, when present, are measures the shopper asked as they are ("case size 42mm"): the products nearest them come first. Name each as written, never as a filter every product meets.',
  '- DATA.understood.filters.price, when present, is the price the shopper asked, in the shop\'s currency: write it as given ("under $100"), never as a bare number.',
  '- If DATA.understood.priceFrom is present, the shopper moved their budget by no amount and the price was read from the products shown before: say where it came from as given there ("over $83, above the middle of what I showed you").',
  '- If DATA.understood.filters.onSale is true, the shopper asked for discounted products: mention the savings shown in the product facts.',
  "- If DATA.understood.followUp is true, the request narrowed the shopper's previous search in this conversation; DATA.understood is the whole search now shown.",
  '- If DATA.understood.dropped is present, the shopper took those constraints of their previous search back: say briefly that they were dropped, naming each as written there (never as another audience or person). If DATA.understood.startedOver is true, the shopper started a new search: say so briefly.',
  '- If DATA.pointedPast is present and DATA.pointedPast.compare is not true, the shopper asked about product number DATA.pointedPast.position of the list, but only DATA.pointedPast.shown were shown: say so first; the products are that list again.',
  '- If DATA.pointedPast.compare is true, the shopper asked to compare the products shown, but only one was listed, titled DATA.pointedPast.onlyListed: say so first, naming it as written, and ask what to compare it with ("Only one product is listed: the Harbor Rain Jacket. Compare it with what?"; the one question back you may ask). Never compare it with another product or call it the better one.',
  '- If DATA.superlativeAnswer is present, the shopper asked DATA.superlativeAnswer.which of the list. If DATA.superlativeAnswer.winner is present, open with the answer: DATA.superlativeAnswer.subject, then that it is the product titled DATA.superlativeAnswer.winner (with DATA.superlativeAnswer.value as written, when present: "The cheapest is the Rover 28L Daypack ($42.50)."); then name only other products as further picks, never that one again. If DATA.superlativeAnswer.unstated is present, none of the products states what it is ordered by: say so first, as "None of these <kinds> states <states>, so I can\'t tell <which>." with DATA.superlativeAnswer.unstated.kinds, DATA.superlativeAnswer.unstated.states and DATA.superlativeAnswer.which as written, and never call a product the one asked. If DATA.superlativeAnswer.unstated.ofShop is true, the shopper asked a bound that none of the shop\'s products of that kind states: say "None of the shop\'s <kinds> states <states>, so I can\'t tell <which>." instead, and never say a product meets the bound.',
  '- If DATA.measureUnclear is present, the shopper asked a bound on a bare number with no kind of product named (DATA.measureUnclear.said, "bigger than 4"), and what the number measures is unclear: say so first, as "I can\'t tell what <number> measures in "<said>" without a kind of product; name the kind you mean." with DATA.measureUnclear.number and DATA.measureUnclear.said as written, and never say a product meets it. If DATA.measureUnclear.popular is true, nothing else was asked: DATA.products are the shop\'s popular picks, so after it name up to three of them as "Popular right now: …", and never say "Showing" or how many products matched.',
  '- If DATA.leftOut is present, the shopper asked for their list without some products ("the rest of them", "not that one"): open with DATA.leftOut.said as written; DATA.products are the rest, and never name a product of DATA.leftOut.titles as a pick.',
  "- If DATA.sizeless is true, the shopper asked for other sizes but these products don't come in sizes: say so plainly first; the products are the same list again.",
  "- If DATA.audienceByName is present, no product in the shop states who it is for, so the products whose names say whom the shopper's person is (DATA.understood.recipient) come first, none left out: say DATA.audienceByName as written, and never say a filter for them was relaxed, nor that adults' products are included.",
  '- If DATA.viewing is present, the shopper is viewing the product titled DATA.viewing.title: if DATA.viewing.amongResults is true, say it is among these results, else that these could be alternatives to it.',
  '- If DATA.products is empty and DATA.totalMatches is 0, say that nothing matched and suggest loosening one of the constraints in DATA.understood (if DATA.departmentsInstead is present, the shop sells nothing of those words: name its departments instead, DATA.departmentsInstead.departments, as written, and that there are more when DATA.departmentsInstead.moreDepartments is true, and suggest trying one of those or different words). If DATA.products is empty but DATA.totalMatches is not 0, the shopper asked for a page (DATA.page) past the end of the matches: say they have seen all of them.',
  "- If DATA.smallTalk is present, the shopper's message asked for no product: it was small talk of kind DATA.smallTalk.kind (greeting, thanks, acknowledgement, help, offer, farewell or decline). Answer it in a sentence or two, warmly, and never say \"Showing\" or how many products matched: greet back (greeting), say they are welcome (thanks); for help, say they can ask for a product with a budget, a colour, a size or who it is for, ask to compare the products shown, and ask questions on a product's page; for offer, name the shop's departments, DATA.smallTalk.departments, as written (and that there are more when DATA.smallTalk.moreDepartments is true); for farewell, say goodbye and that they can come back whenever they are looking for something; for decline, say no problem. Invite them to say what they are looking for. If DATA.smallTalk.namesNoProduct is true, stop there: name no product and say nothing of DATA.products or of results, even when DATA.smallTalk.listKept is true. Otherwise, if DATA.smallTalk.listKept is true, DATA.products are still the results of their previous search (DATA.understood): say so, never as new results. Otherwise name up to three of DATA.products as popular picks (as products like the viewed one when DATA.understood.context is present).",
  '- At most 120 words. Plain text: no markdown, no lists, no links, no questions back.',
  "- Write in the language of the shopper's request.",
].join('\n');

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
    // A pack asked goes as the offline message says it (packNote), not as a bare count.
    pack: _pack,
    // A value asked as it is goes as the offline opening names it (`valuesAsked`, "case size 42mm"); a bound
    // relaxed (DATA.relaxed) is no longer asked.
    nearRoom: _near,
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
