/**
 * Writes the offline search message: what is shown (the understood query), how many matched, what was
 * relaxed, and one to three grounded picks. Pure and deterministic: same input, same text.
 */
import {
  describeQuery,
  withoutBoundWords,
  type SearchChatInput,
  type SearchQuery,
} from '../../core/index.ts';
import { closestCountSentence } from './closest-count.ts';
import { pointedPastSentence } from './pointed-past.ts';
import { droppedAsSaid } from './dropped-said.ts';
import { joinList, plural } from './english-list.ts';
import { fewNamedSaid, fewNamedSentence, undescribedSentence, unsoldSentence } from './few-named.ts';
import { filtersInCurrency, foreignPriceNote } from './currency-note.ts';
import { relaxedSentence } from './relaxed-sentence.ts';
import { productCurrency } from './format-price.ts';
import { relaxedFeatureNote, withRelaxedFeatures } from './relaxed-feature-note.ts';
import { relaxedKindNote } from './relaxed-kind-note.ts';
import { MAX_MESSAGE_LENGTH } from './message-length.ts';
import { noResults } from './no-results.ts';
import { openingWords } from './opening-words.ts';
import { isPopular, popularSentence, smallTalkSentences } from './small-talk-reply.ts';
import { truncate } from './product-attributes.ts';
import { describePick } from './pick-reasons.ts';
import { wholeRequestOf } from './whole-request.ts';
import { unmatchedSaid, unmatchedSentence } from './unmatched-words.ts';
import { unsoldBrandSaid, unsoldBrandSentence, withoutMaker } from './unsold-brand.ts';
import { viewingSentence } from './viewing-note.ts';
import { viewedProductAnswer } from './viewed-product-answer.ts';
import { storefrontSentence } from './storefront-answer.ts';
import { shopPolicyAnswer } from './viewed-policy.ts';
import { unfoundSentence } from './compared-unfound.ts';
import { leftOutSaid } from './left-out-sentence.ts';
import { audienceByNameSaid } from './audience-by-name.ts';
import { tripAsideSentence } from './trip-aside.ts';
import {
  kindlessBound,
  kindlessComparative,
  superlativeSentence,
  superlativeWinner,
} from './superlative-answer.ts';
import { packSentence } from './pack-note.ts';
import { partUnstatedSentences } from './part-unstated.ts';
import { factUnstatedSentences } from './fact-unstated.ts';
import { factAskedSentences } from './fact-asked.ts';
import { partyAskedSentences } from './party-asked.ts';
import { sortUnstatedSentence } from './sort-unstated.ts';
import { giftOnlySentences } from './gift-only-note.ts';

export type SearchMessageInput = Pick<
  SearchChatInput,
  | 'request'
  | 'query'
  | 'products'
  | 'total'
  | 'relaxed'
  | 'askedFilters'
  | 'viewedMatches'
  | 'unmatched'
  | 'unsoldBrand'
  | 'broadening'
  | 'corrections'
  | 'partial'
  | 'fewNamed'
  | 'naming'
  | 'pointedPast'
  | 'pointedBack'
  | 'sizeless'
  | 'audienceByName'
  | 'leftOut'
  | 'viewed'
  | 'comparedUnfound'
  | 'storefront'
  | 'smallTalk'
  | 'shopPolicies'
  | 'departments'
  | 'sortUnstated'
>;

const PICK_LABELS = ['Top pick', 'Also worth a look', 'Another option'] as const;

function countSentence(total: number, shown: number, page: number): string {
  const found = Math.max(total, shown);
  if (found <= shown) return `I found ${plural(found, 'match', 'matches')}.`;
  if (page > 1) return `I found ${plural(found, 'match', 'matches')}; here are ${shown} more (page ${page}).`;
  return `I found ${plural(found, 'match', 'matches')}; here ${shown === 1 ? 'is the top one' : `are the top ${shown}`}.`;
}

/**
 * One to three picks, labelled "Top pick", "Also worth a look"…; after an answer naming the first ("The cheapest
 * is …"), the next ones only, from "Also worth a look" on (none after a list of one).
 */
function picks(input: SearchMessageInput, budget: number): string[] {
  const count = Math.min(PICK_LABELS.length, input.products.length);
  const whole = wholeRequestOf(input);
  const out: string[] = [];
  const first = superlativeWinner(input) === undefined ? 0 : 1;
  const query = withRelaxedFeatures(input.query, input.askedFilters);
  let used = 0;
  for (let index = first; index < count; index += 1) {
    const product = input.products[index];
    if (product === undefined) break;
    const label = input.products.length === 1 ? 'Best match' : (PICK_LABELS[index] ?? 'Also');
    // Fewer reasons for later picks, and fewer still when the message is getting long.
    const options = [2, 1, 0].map((reasons) =>
      describePick(product, query, label, index === 0 ? reasons : 1, whole),
    );
    const fitting = options.find((text) => used + text.length + 1 <= budget);
    if (fitting === undefined) {
      if (index === first) out.push(options[options.length - 1] ?? '');
      break;
    }
    out.push(fitting);
    used += fitting.length + 1;
  }
  return out;
}

const totalLength = (sentences: readonly string[]): number =>
  sentences.reduce((sum, text) => sum + text.length + 1, 0);

/**
 * "Starting over." after "start over"; "Dropped as you asked: under $100." after "remove the price filter" (a price
 * typed without a currency is named in the shop's, as the opening line names it).
 */
function takenBackSentences(query: SearchQuery, currency: string | undefined): string[] {
  if (query.startedOver === true) return ['Starting over.'];
  const labels = droppedAsSaid(query, currency);
  return labels.length > 0 ? [`Dropped as you asked: ${joinList(labels)}.`] : [];
}

/** The whole message as sentences (joined with single spaces by the caller). */
export function searchSentences(input: SearchMessageInput): string[] {
  // "add the cheaper one to my cart": the storefront's job, said plainly and alone.
  if (input.storefront !== undefined) return [storefrontSentence(input.storefront, input.products)];
  // "what's your return policy?" with no page: the shop's policy pages, before any products of the kind it names.
  const policy = shopPolicyAnswer(input);
  if (policy !== undefined && input.products.length === 0) return [policy];
  // Prices the shopper gave without a currency, or in another (never converted), are read in the shop's.
  const currency = productCurrency(input.products[0]);
  const shown = input.products.length > 0;
  // A bound the shop cannot check, said first ("None of the shop's backpacks states its weight, so I can't tell
  // which are under 2 lbs."), is echoed neither in "Showing backpack." nor in a pick's "it matches …" (its words
  // still rank the products).
  const explained = superlativeSentence(input);
  // "something bigger than 4", nothing else asked: the question, and the popular picks said as such, as for a request
  // naming nothing ("Showing 4." had listed whatever names a 4).
  const popular = isPopular(input.query) ? popularSentence(input.products) : undefined;
  const kindless = kindlessBound(input) ?? kindlessComparative(input);
  if (kindless !== undefined && explained !== undefined && isPopular(input.query))
    return popular === undefined ? [explained] : [explained, popular];
  const echoed = explained === undefined ? input : { ...input, query: withoutBoundWords(input.query) };
  // Nothing found has no order: "I couldn't find any zebra.", not "any zebra, thickest first"; nor has a sort by
  // what no match states ("best rated phone case" where none is rated), said instead (sort-unstated.ts).
  const { measureSort: _order, ...asked } = input.query;
  const unordered = sortUnstatedSentence(input);
  const query = {
    ...(input.total === 0 || unordered !== undefined
      ? { ...asked, sort: 'relevance' as const }
      : input.query),
    // "headphones by Sony" where no product is Sony's: "Showing headphones." (the brand's sentence says the rest).
    text: openingWords(withoutMaker(echoed.query.text, input), input.products),
    filters: filtersInCurrency(input.query.filters, currency, shown),
  };
  // A guess echoed as typed ("botas de lether") names its constraint so: not "leather botas de lether".
  const guesses = (input.corrections ?? []).filter((fix) => fix.guess === true);
  const wanted = truncate(describeQuery(query, guesses), 160);
  // Small talk is answered as such, the products listed after it ("Hi! Tell me what you're looking for…").
  const talk = smallTalkSentences(input, wanted);
  if (talk !== undefined) return talk;
  if (!shown) return noResults(input, wanted);
  const foreign = foreignPriceNote(input, currency);

  // "Is it waterproof?" on a product page: the answer first, and no "you're viewing" note beside it.
  const answer = policy ?? viewedProductAnswer(input);
  // A kind the shop sells none of, or a describer none of the kind holds (said below).
  const few = fewNamedSaid(input);
  const head = [
    ...(input.pointedPast === undefined ? [] : [pointedPastSentence(input.pointedPast, input.products)]),
    ...unfoundSentence(input),
    ...(input.sizeless === true ? ["These products don't come in sizes, so here they are again."] : []),
    ...takenBackSentences(input.query, currency),
    ...[leftOutSaid(input.leftOut) ?? []].flat(),
    ...(answer === undefined ? [] : [answer]),
    // "how long is the warranty on headphones?" where none shown states one, answered first (fact-asked.ts).
    ...factAskedSentences(input),
    // Of a kind the shop sells none of, a bound its products cannot be checked for is no news: "sleeping bag good to
    // 0 degrees" had opened "None of the shop's bags states its temperature rating…" over the closest daypacks.
    ...(explained === undefined || few?.unsold === true ? [] : [explained]),
    `Showing ${wanted}.`,
    ...(foreign === undefined ? [] : [foreign]),
    countSentence(input.total, input.products.length, input.request.page),
    // "I'm going to Scotland in October": the trip narrowed nothing, said so (trip-aside.ts).
    ...[tripAsideSentence(input.query) ?? []].flat(),
    ...giftOnlySentences(input.query, input.unmatched),
    ...[audienceByNameSaid(input) ?? []].flat(),
    // A superlative asked of the list has said it ("None of these cases states its rating, so I can't tell…").
    ...(unordered === undefined || explained !== undefined ? [] : [unordered]),
    // "tshirt 3 pack" where no tee shown is sold as one: "None of these is sold as a 3-pack." (pack-note.ts).
    ...[packSentence(input) ?? []].flat(),
    // "watch with a brown leather strap" where no strap states a colour: brown was no filter (part-unstated.ts).
    ...partUnstatedSentences(input),
    // "i have wide feet" after "running shoes" where none states its width: the list kept (fact-unstated.ts).
    ...factUnstatedSentences(input),
    // "tent for us and the kids": room for at least 4, and how many they are asked (party-asked.ts).
    ...partyAskedSentences(input.query),
  ];
  if (input.relaxed.length > 0) head.push(relaxedSentence(input));
  const instead =
    input.relaxed.length > 0 && input.askedFilters !== undefined
      ? relaxedFeatureNote(input.askedFilters, input.query.filters, input.products)
      : undefined;
  if (instead !== undefined) head.push(instead);
  // "moisturizer for dry skin" where none is: what the moisturizers shown are labelled (relaxed-kind-note.ts).
  const otherKind =
    input.relaxed.length > 0 && input.askedFilters !== undefined
      ? relaxedKindNote(input.askedFilters, input.query, input.products)
      : undefined;
  if (otherKind !== undefined) head.push(otherKind);
  // An answer about the viewed product has said which words nothing mentions.
  // A brand the shop does not carry is said as one ("No product here is from Adidas; these are other shoes.").
  const said = unmatchedSaid(input, answer);
  const brand = unsoldBrandSaid(input, said);
  const unmatched = brand === undefined ? unmatchedSentence(said, input.query) : unsoldBrandSentence(brand);
  // A kind the shop sells none of, or a describer none of the kind holds, is said before, and instead of, "None of
  // them has everything you asked for".
  if (unmatched !== undefined) head.push(unmatched);
  else if (few?.unsold === true)
    head.push(unsoldSentence(few.word, input.products.length, few.closest, few.modifies));
  else if (few?.describes !== undefined) head.push(undescribedSentence(few.word, few.describes));
  else if (input.partial === true)
    head.push('None of them has everything you asked for; these come closest.');
  else if (few !== undefined) head.push(fewNamedSentence(few));
  const closest = closestCountSentence(input);
  if (closest !== undefined) head.push(closest);
  const viewing = answer === undefined ? viewingSentence(input) : undefined;
  const withViewing = viewing === undefined ? head : [...head, viewing];
  const picked = picks(echoed, MAX_MESSAGE_LENGTH - totalLength(withViewing));
  const full = [...withViewing, ...picked];
  // The viewing note is the first thing to go when the picks need the room.
  return totalLength(full) - 1 <= MAX_MESSAGE_LENGTH || viewing === undefined
    ? full
    : [...head, ...picks(echoed, MAX_MESSAGE_LENGTH - totalLength(head))];
}

export function buildSearchMessage(input: SearchMessageInput): string {
  return searchSentences(input).join(' ');
}
