/**
 * The query readers in their order, over one draft of the request: each removes the phrases it understands
 * (except materials, features and categories, which are also good words to match), so `text` keeps only the
 * words to match. Order matters: brands first ("Under Armour" is not a price), ratings before prices ("at least 4
 * stars"), prices before measures ("under 40 mm"), sizes and exclusions ("no more than $50"), exclusions before
 * colours and materials ("not leather"). Pure.
 */
import { readApproximations } from './approximate-words.ts';
import { readAttributeParticiples } from './attribute-participles.ts';
import { readBareComparatives } from './bare-comparatives.ts';
import { readBareMeasures } from './bare-measures.ts';
import { readMeasuredSizes } from './measured-sizes.ts';
import { readAudience } from './audience-phrases.ts';
import { readBlockClauses } from './block-clauses.ts';
import { readBrands } from './brand-phrases.ts';
import { readInterestCategories } from './interest-categories.ts';
import { readCategories } from './category-phrases.ts';
import { readColours } from './colour-phrases.ts';
import type { Draft } from './draft.ts';
import { queryOfDraft } from './draft-query.ts';
import { readFeatureSuperlative } from './feature-superlatives.ts';
import { readFiller, readGiftFraming } from './filler.ts';
import { readPersonas } from './persona-phrases.ts';
import type { SearchQuery } from './search-query.ts';
import { readEndingVerbs } from './ending-verbs.ts';
import { readFeatureAfterKind } from './feature-after-kind.ts';
import { readFeatureClauses } from './feature-clauses.ts';
import { readFeatureQuestion } from './feature-questions.ts';
import { readFitDevices } from './fit-devices.ts';
import { readFeatureComparatives } from './feature-comparatives.ts';
import { readFeatureWishes } from './feature-wishes.ts';
import { readKeepClauses } from './keep-clauses.ts';
import { readKinds } from './kind-phrases.ts';
import { readLastingSpan } from './lasting-span.ts';
import { readLetterBeforeKind } from './letter-before-kind.ts';
import { readMeasureSort } from './measure-sort.ts';
import { readKindlessComparative } from './kindless-comparative.ts';
import { readMaterials } from './lexicon-terms.ts';
import { dropWeakerFeatures } from './stronger-features.ts';
import { readValueAsked } from './value-asked.ts';
import { readSeasons } from './season-phrases.ts';
import { readFeatures } from './read-features.ts';
import { readFeaturePlaces } from './feature-places.ts';
import { readNegatedCheapness } from './negated-cheapness.ts';
import { readNegation } from './negation.ts';
import { readActivityGear } from './activity-gear.ts';
import { readFitForAudience } from './fit-for-audience.ts';
import { readNegatedNeeds } from './negated-needs.ts';
import { readNegatedQualities } from './negated-quality.ts';
import { readNegatedWishes } from './negated-wish.ts';
import { readPackCount } from './pack-count.ts';
import { partSpans, readParts } from './part-phrases.ts';
import { readPartyAudience } from './party-audience.ts';
import { holdsNoPeople, readPartyClauses } from './party-clauses.ts';
import { readPartyCount } from './party-count.ts';
import { readPartyRoom } from './party-room.ts';
import { readPeopleCount } from './people-count.ts';
import { readPrices } from './price-phrases.ts';
import { readBarePriceRanges } from './bare-price-ranges.ts';
import { readClauseNeed, readNeeds } from './need-phrases.ts';
import { readDescribingClauses } from './describing-clauses.ts';
import { readRecipientClauses } from './recipient-clauses.ts';
import { readUseClauses } from './use-clauses.ts';
import { readWearQuestion } from './wear-question.ts';
import { readLonePointer } from './lone-pointer.ts';
import { readNeedClauses } from './need-clauses.ts';
import { readShopperFacts } from './shopper-facts.ts';
import { readBodySizes } from './body-sizes.ts';
import { readSizeWishes } from './size-wishes.ts';
import { readGarmentWeights } from './garment-weights.ts';
import { readPersonClauses } from './person-clauses.ts';
import { readBeingClauses } from './being-clauses.ts';
import { readUseNeeds } from './use-needs.ts';
import { readWorkNeed } from './work-needs.ts';
import { readNeedWeather } from './need-weather.ts';
import { readNewBeforeKind } from './new-before-kind.ts';
import { readOwnComparisons } from './own-comparison.ts';
import { readMeasureVerbs } from './measure-verbs.ts';
import { readDroppedSubjects } from './dropped-subjects.ts';
import { readMonths } from './month-phrases.ts';
import { readParticiples } from './participles.ts';
import { readMeasures } from './measures.ts';
import { readQuantityCues } from './quantity-cues.ts';
import { readReachBounds } from './reach-bounds.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import { readRating } from './rating-phrases.ts';
import { readRoomClauses } from './room-clauses.ts';
import { readReference } from './reference-phrases.ts';
import { readSizes } from './size-phrases.ts';
import { readSizeWidths } from './size-widths.ts';
import { readSpending } from './spending-phrases.ts';
import { readSizeRanges } from './size-ranges.ts';
import { readKindSizeRanges } from './kind-size-ranges.ts';
import { readViewedBedSize } from './viewed-bed-sizes.ts';
import { readSort } from './sort-cues.ts';
import { readKindFact } from './kind-fact.ts';
import { readPriceTiers } from './price-tiers.ts';
import { readSale } from './sale-phrases.ts';
import { readStock } from './stock-phrases.ts';
import { readTripPlaces } from './trip-places.ts';
import { readUnrequiredValues } from './unrequired-values.ts';

/** A request that is "for" and its use alone, once its other words are read: "for a hike", "for a hike?". */
const USE_ALONE = /^[^\p{L}\p{N}]*for\s+(\p{L}[^;]*?)[\s;?!.]*$/iu;

/** The structured query the readers make of `draft` (`leaning`: read the page-leaning words too). */
export function readDraft(draft: Draft, lexicons: QueryLexicons, leaning: boolean): SearchQuery {
  // "how long is the warranty on headphones?": the kind, and the fact asked, before "long" is a measure's word.
  readKindFact(draft);
  // "back to school backpack": "school backpack", before any reader takes "back".
  readSeasons(draft);
  // "boots, need them for snow": as "boots, i need them for snow", before any reader takes its words.
  readDroppedSubjects(draft);
  readOwnComparisons(draft);
  // "i have wide feet": what suits the shopper, before "have" is read as a negation's and "flat" a word to match.
  readShopperFacts(draft, lexicons.features);
  // "i have big feet": the size fitting them asked, before "big" is a word to match (body-sizes.ts).
  readBodySizes(draft);
  // "plus size t shirt": the chat says none states it, before "plus" and "size" are words to match.
  readSizeWishes(draft);
  // "heavy sweater": warm, before "heavy" is a word to match (garment-weights.ts).
  readGarmentWeights(draft, lexicons.features, lexicons.isKind);
  // "lasts all day": at least 12 hours, before the filler reads "all day" as a duration.
  readLastingSpan(draft, lexicons);
  readBrands(draft, lexicons.brands);
  // "we have two kids, need a tent": room for the family, before "two" is a budget and "kids" an audience.
  readPartyClauses(draft, lexicons.categories, lexicons.peopleCategories);
  // "a tent for me and my wife": room for 2, before "my wife" could be who it is for.
  readPartyCount(draft, lexicons.categories, lexicons.peopleCategories);
  // "a jacket for me and my wife": each wears their own, for them all (before "my wife" is who it is for).
  readPartyAudience(draft, lexicons.audiences);
  // "what to wear hiking in winter": clothing and shoes for hiking, before "hiking" is read as a category.
  readWearQuestion(draft, lexicons.categories);
  readUnrequiredValues(draft, [lexicons.features, lexicons.materials]);
  readNegatedNeeds(draft, lexicons.features, lexicons.kinds);
  readNeedWeather(draft, lexicons.features);
  readRoomClauses(draft);
  readFeatureWishes(draft, lexicons.features);
  readNegatedCheapness(draft);
  readValueAsked(draft);
  readSpending(draft);
  // "I'm going to Iceland in March": the place goes before the filler takes "going to" (trip-places.ts).
  readTripPlaces(draft, lexicons);
  readActivityGear(draft, lexicons.isKind);
  readFiller(draft);
  readMonths(draft);
  readFeatureComparatives(draft, lexicons.features);
  // A pack's count before ratings, prices and sizes: "tshirt 3 pack" asks for no size 3 and no price.
  readPackCount(draft);
  readRating(draft);
  // After ratings ("rated 4 stars"), before the measures, materials and categories read the phrase after it;
  // "filled with wool" first, a value of the catalogue's `fill`, and "rated to -10C", a rating's reach.
  readReachBounds(draft, lexicons);
  readAttributeParticiples(draft, lexicons.kinds);
  readParticiples(draft, lexicons);
  readApproximations(draft);
  readStock(draft);
  readSale(draft, lexicons.saleNames);
  // Measures before the page-leaning words: "does it fit a 15 inch laptop?" needs its "it".
  readEndingVerbs(draft);
  readMeasureVerbs(draft);
  readMeasures(draft, lexicons.measureUnits, lexicons.measuredAttributes, lexicons.isKind, (text) =>
    holdsNoPeople(draft, text, lexicons.categories, lexicons.peopleCategories),
  );
  // "10 inch skillet": the pans' size "10-inch", after the bounds a cue reads, before a bare measure is a value
  // asked of an attribute ("frying pan size 10-inch" had been a laptop size of 10 inches).
  readMeasuredSizes(draft, lexicons.sizes, lexicons.unsizedHeads);
  readBareMeasures(draft, lexicons.measureUnits, lexicons.measuredAttributes, lexicons.isKind);
  readFitDevices(draft);
  // "large sweater": the letter size of a kind sold in them, before "large" could order by size.
  readLetterBeforeKind(draft, lexicons);
  // "something thicker" with no list to compare against: the chat asks for the kind (kindless-comparative.ts).
  readKindlessComparative(draft, lexicons);
  // "tent for a family": room, roomiest first, as "one for a family" after "tents" (before "family" is its audience).
  const measureSort = readMeasureSort(draft, lexicons) ?? readPartyRoom(draft, lexicons);
  // "warmest jacket": the warm jackets, none stating how warm (feature-superlatives.ts).
  readFeatureSuperlative(draft, lexicons.features);
  if (leaning) readReference(draft);
  readPrices(draft, lexicons.measureUnits, lexicons.categories, lexicons.priceCueNames);
  readBarePriceRanges(draft, lexicons.categories, lexicons.sizes, lexicons.kindSizes);
  readBareComparatives(draft, lexicons);
  readQuantityCues(draft);
  readSort(draft);
  readNewBeforeKind(draft, lexicons.adjectiveNames);
  readPriceTiers(draft, lexicons.tierNames);
  readSizeRanges(draft, lexicons.sizes);
  readKindSizeRanges(draft, lexicons.categories, lexicons.kindSizes, lexicons.sizes);
  const sized = draft.filters.sizes?.length ?? 0;
  readSizes(draft, lexicons);
  // "boots size 10.5 wide": the width after the size's gap goes before the name ("wide boots").
  readSizeWidths(draft, (draft.filters.sizes?.length ?? 0) > sized);
  readViewedBedSize(draft, lexicons.sizes);
  readFitForAudience(draft);
  readAudience(draft, lexicons.audiences);
  // "shoes for nurses": work on their feet asks cushioned ones, unsaid (work-needs.ts).
  readWorkNeed(draft, lexicons.features);
  // "a pan for eggs": a nonstick one, unsaid (use-needs.ts).
  readUseNeeds(draft, lexicons.features);
  readPersonas(draft, lexicons.fanNames);
  readGiftFraming(draft);
  readNegatedQualities(draft, lexicons.features);
  readNegatedWishes(draft);
  readNegation(
    draft,
    lexicons.known,
    lexicons.features.terms,
    lexicons.notNegation,
    lexicons.materials.terms,
    lexicons.colours.terms,
  );
  // A part's colours and materials before the colours: "brown leather strap" (part-phrases.ts).
  readParts(draft, lexicons.parts);
  readColours(
    draft,
    lexicons.colours,
    lexicons.adjectiveNames,
    lexicons.materials,
    lexicons.kinds,
    lexicons.parts,
  );
  readKinds(draft, lexicons.kinds);
  readBlockClauses(draft, lexicons.features);
  readKeepClauses(draft);
  readNeeds(draft, lexicons.features);
  // "fits in an overhead bin": carry-on friendly, before "in" could be read for a colour or a material.
  readFeaturePlaces(draft, lexicons.features);
  readFeatures(draft, lexicons.features, lexicons.materials);
  readMaterials(draft, lexicons.materials, partSpans(draft.rest, lexicons.parts));
  readDescribingClauses(draft, lexicons.features, lexicons.materials);
  readFeatureAfterKind(draft, lexicons.categories, lexicons.features, lexicons.materials);
  readFeatureClauses(draft, lexicons.featureWords);
  readFeatureQuestion(draft, lexicons.featureWords);
  readUseClauses(draft, lexicons.features);
  readRecipientClauses(draft);
  readNeedClauses(draft, lexicons.features);
  readClauseNeed(draft, lexicons.features);
  dropWeakerFeatures(draft);
  // What is left of a clause about the person ("…, i walk a lot") is the use it names: "for walking".
  readPersonClauses(draft, lexicons);
  // "i'm a mom of two, need a tent": what the shopper is, no word to match (being-clauses.ts).
  readBeingClauses(draft, lexicons);
  readPeopleCount(draft, lexicons.categories, lexicons.peopleCategories);
  readCategories(draft, lexicons.categories);
  // "something for a hike": a use alone, which the chat names "products for a hike" (describe-query.ts).
  const use = draft.filters.categories === undefined ? USE_ALONE.exec(draft.rest)?.[1] : undefined;
  const useFor = draft.useFor ?? use?.replace(/\s+/gu, ' ').trim();
  readInterestCategories(draft, lexicons.categories);
  // "one i can take hiking" with no list to point into: "one" is filler (a list's is the reference reader's).
  if (!leaning) readLonePointer(draft);
  return queryOfDraft(draft, lexicons, measureSort, useFor);
}
