/** The public face of the core: what adapters, the composition root and embedding storefronts use. */
export {
  createAisleRouter,
  createAisleCaller,
  DEFAULT_TOKEN_TTL_SECONDS,
  type AisleRouter,
} from './router.ts';
export { AisleError, errorCodes, isAisleError, describeValue, type ErrorCode } from './errors.ts';
export { normalizeError, describeIssues } from './normalize-error.ts';
export type { RequestContext, BodyProblem } from './request-context.ts';
export type * from './ports.ts';
export type { Broadening } from './search/broadening.ts';
export type { SmallTalk, SmallTalkKind } from './search/small-talk.ts';
export type { ShopDepartment, ShopDepartments } from './search/shop-departments.ts';
export {
  SORT_ORDERS,
  type MeasureBound,
  type MeasureSort,
  type SearchQuery,
  type SearchFilters,
  type SortOrder,
  type KindAsked,
  type AskedSuperlative,
  type PackAsked,
} from './search/search-query.ts';
export { packLabel, statesPack } from './search/pack-count.ts';
export { ageSpan, childAge, saysAges } from './search/age-sizes.ts';
export { productSizes } from './search/product-sizes.ts';
export { measureOf, unitSpelling, withinBound, type Measure } from './search/measures.ts';
export { boundTakes } from './search/bound-attribute.ts';
export { useRatings } from './search/use-ratings.ts';
export { attributeWords } from './search/attribute-words.ts';
export { measuredAttributes, measuresItself, type MeasuredAttribute } from './search/product-measures.ts';
export { inflections, pluralForm, singularForms } from './search/inflect.ts';
export { singularSaid } from './search/singular-said.ts';
export { parseQuery } from './search/parse-query.ts';
export { canonicalAudience } from './search/audience-phrases.ts';
export { isMoreRequest } from './search/more-request.ts';
export {
  askedFact,
  askedLargerOption,
  asksAboutIt,
  asksOpenly,
  asksOptionFits,
  questionPart,
  type AskedFact,
} from './search/question-about-it.ts';
export { askedStock } from './search/asked-stock.ts';
export { asksGiftWorth, asksWorth } from './search/gift-question.ts';
export { asksWhatItHas } from './search/need-phrases.ts';
export { asksSizeDifference } from './search/size-difference.ts';
export { askedCompatibility } from './search/compatibility-question.ts';
export { asksAboutPart } from './search/part-question.ts';
export { askedSpecs } from './search/asked-spec.ts';
export { askedShopPolicies } from './search/shop-policy.ts';
export { askedFit, asksSizeChoice, type AskedFit } from './search/asked-fit.ts';
export {
  askedDevice,
  askedRoom,
  deviceNamed,
  type AskedDevice,
  type AskedRoom,
} from './search/asked-device.ts';
export { letterSize } from './search/size-phrases.ts';
export { inSizeRange, isSizeRange } from './search/size-ranges.ts';
export { meetsSize, sameSize } from './search/size-match.ts';
export { queryDefaults } from './search/query-defaults.ts';
export {
  buildVocabulary,
  emptyVocabulary,
  isPolicy,
  type CatalogVocabulary,
} from './search/catalog-vocabulary.ts';
export { brandSpellings, isKindSize, normalizeCategory } from './search/vocabulary-keys.ts';
export { categoryKindsIn } from './search/category-kinds.ts';
export { MAY_MEASURE, unsizedHeadsIn } from './search/unsized-heads.ts';
export {
  adjectiveNamesIn,
  MEASURE_ADJECTIVES,
  NAMING_WORDS,
  noPhrasesIn,
  saleNamesIn,
  SALE_NAME_HINTS,
  SHORTHAND,
  shorthandNamesIn,
} from './search/title-names.ts';
export { TIER_NAME_HINTS, tierNamesIn } from './search/tier-names.ts';
export { PRAISE_NAME_HINT, praiseNamesIn } from './search/praise-words.ts';
export { PRICE_CUE_NAME_HINT, priceCueNamesIn } from './search/price-cue-names.ts';
export { FAN_NAME_HINT, fanNamesIn } from './search/fan-names.ts';
export { relaxationSteps } from './search/relax-query.ts';
export {
  rankingDefaults,
  type RankingDefaults,
  type RerankWeights,
  type TextField,
} from './search/ranking/ranking-defaults.ts';
export { scoreCandidate, type CandidateFeatures } from './search/ranking/score-candidate.ts';
export { looseness } from './search/ranking/looseness.ts';
export { blendedRating } from './search/ranking/blended-rating.ts';
export { describeQuery, priceFromShownSaid } from './search/describe-query.ts';
export { nearEcho } from './search/near-echo.ts';
export { OPINION_WORDS, withoutOpinionWords } from './search/opinion-words.ts';
export { withoutBoundWords } from './search/unstated-bounds.ts';
export { numberOfWords, wordNumber } from './search/number-words.ts';
export { porterStem } from './search/porter-stemmer.ts';
export {
  askedValues,
  labelledPrice,
  money,
  possessive,
  priceLabel,
  sizeNoun,
} from './search/constraint-labels.ts';
export { builtInExpansion as colourFamily, spellingsOf as colourSpellings } from './search/colour-lexicon.ts';
export { droppedLabels } from './search/dropped-constraints.ts';
export {
  featureImplicationGroups,
  featureSatisfiers,
  conditionsNamedIn,
  featuresNamedIn,
  withMaterialSpellings,
} from './search/lexicon-terms.ts';
export { compareAttributes } from './compare/compare-attributes.ts';
export { comparedPrices, priceValue, type ComparedPrice } from './compare/compared-prices.ts';
export { comparedMeasure, type ComparedMeasure } from './compare/compared-measure.ts';
export { usagePeriod } from './trpc.ts';
export * from './schemas/product.ts';
export * from './schemas/request.ts';
export * from './schemas/responses.ts';
