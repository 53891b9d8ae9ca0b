/**
 * The structured query a read draft makes (read-draft.ts, once every reader has taken its words): the words left to
 * match in the shopper's case, the sort its price words, opinions, gift framing or a described recipient ask, and
 * the draft's findings the search and the chat read. Pure.
 */
import { cleanText } from './clean-text.ts';
import type { Draft } from './draft.ts';
import { readFeaturePartWords } from './feature-part-words.ts';
import { isGenericOnly } from './filler.ts';
import { withoutBest } from './best-opinion.ts';
import { giftOnlyOrder } from './gift-only.ts';
import { isOpinionOnly } from './opinion-words.ts';
import { personaText } from './persona-phrases.ts';
import { isPraiseOnly } from './praise-words.ts';
import type { QueryLexicons } from './query-lexicons.ts';
import type { SearchQuery } from './search-query.ts';
import { inShopperCase } from './shopper-case.ts';

export function queryOfDraft(
  draft: Draft,
  lexicons: QueryLexicons,
  measureSort: SearchQuery['measureSort'],
  useFor: string | undefined,
): SearchQuery {
  const priced = draft.filters.priceMin !== undefined || draft.filters.priceMax !== undefined;
  const said = inShopperCase(cleanText(draft.rest), draft.folded ?? new Set());
  // "something nice for mom": praise alone names no product (praise-words.ts).
  const spoken = isPraiseOnly(said, lexicons.praiseNames) ? '' : said;
  // "water bottle": "water", a part of the feature "water-resistant", only modifies the bottle.
  readFeaturePartWords(draft, spoken, lexicons);
  // A price order from a price word, unless a price says it; else "doesn't look cheap": best rated first.
  // Low prices and quality both ("a watch that looks expensive but isn't", "a cheap watch that doesn't look
  // cheap"): the cheapest third of the prices, best rated first (price-tier.ts).
  const valued = draft.cheap && draft.quality === true && !priced;
  const priceOrder =
    priced || valued ? undefined : draft.cheap ? 'price_asc' : draft.dear === true ? 'price_desc' : undefined;
  const held = (word: string) => lexicons.praiseNames.has(word.toLowerCase());
  // "best running shoes": the running shoes best rated first, unless another order is asked (best-opinion.ts).
  const bestless =
    priceOrder === undefined && draft.sort === undefined && measureSort === undefined
      ? withoutBest(spoken, held)
      : undefined;
  const words = bestless ?? spoken;
  // Only words of opinion ("the best", "show me the best"): the best rated of everything, not a search for "best";
  // unless a title of the shop holds one ("something good for my dad" where "Good Grips" is sold).
  const opinionOnly = isOpinionOnly(words, held);
  const asked =
    priceOrder ?? (draft.quality === true || opinionOnly || bestless !== undefined ? 'rating' : 'relevance');
  // A recipient described, with nothing to search ("a gift for my dad, he's always losing his keys"): their
  // popular picks, as when nothing serves their interest; not the product the conversation asked ("she wears size
  // 8" after "running shoes for my wife").
  const subject = words !== '' || (draft.recipient === undefined && draft.priorSubject === true);
  const described = draft.described === true && !subject && draft.activity === undefined;
  // "stocking stuffers", "gift ideas": a gift alone, the cheapest or the most popular first (gift-only.ts).
  const gift = giftOnlyOrder(draft, words, asked);
  const sort = draft.sort ?? gift ?? (described && asked === 'relevance' ? 'popular' : asked);
  return {
    text: opinionOnly || isGenericOnly(words, sort !== 'relevance') ? '' : personaText(words, draft.activity),
    filters: draft.filters,
    sort,
    ...(draft.recipient !== undefined && { recipient: draft.recipient }),
    ...(gift !== undefined && { giftOnly: true }),
    ...(draft.recipient !== undefined && draft.interest === true && { interest: true }),
    ...(draft.keptFor !== undefined && { keptFor: draft.keptFor }),
    ...(useFor !== undefined && draft.recipient === undefined && { useFor }),
    ...(draft.pack !== undefined && { pack: draft.pack }),
    ...(draft.notRequired !== undefined && { notRequired: draft.notRequired }),
    ...(draft.materialMoved === true && { materialMoved: true }),
    ...(draft.partsUnstated !== undefined && { partsUnstated: draft.partsUnstated }),
    ...(draft.factsTold !== undefined && { factsTold: draft.factsTold }),
    ...(draft.factAsked !== undefined && { factAsked: draft.factAsked }),
    ...(draft.tripAside !== undefined && { tripAside: draft.tripAside }),
    ...(draft.audienceImplied === true && { audienceImplied: true }),
    ...(draft.impliedFeatures !== undefined && { impliedFeatures: draft.impliedFeatures }),
    ...(draft.grownInto !== undefined && { grownInto: draft.grownInto }),
    ...(draft.modifierWords !== undefined && { modifierWords: draft.modifierWords }),
    ...(measureSort !== undefined && sort === 'relevance' && { measureSort }),
    ...(draft.middle === true &&
      !priced &&
      !draft.cheap &&
      draft.dear !== true && { priceTier: 'middle' as const }),
    ...(valued && { priceTier: 'lower' as const }),
    ...(draft.nearRoom !== undefined && { nearRoom: draft.nearRoom }),
    ...(draft.superlativeUnstated !== undefined && { superlativeAsked: draft.superlativeUnstated }),
    ...(draft.boundUnstated !== undefined && {
      superlativeAsked: { ...draft.boundUnstated, unstated: true, bound: true },
    }),
    ...(draft.boundKindless !== undefined && {
      superlativeAsked: { said: draft.boundKindless, unstated: true, bound: true, kindless: true },
    }),
    ...(draft.comparedKindless !== undefined && {
      superlativeAsked: {
        said: draft.comparedKindless.said,
        unstated: true,
        kindless: true,
        compared: draft.comparedKindless.superlative,
      },
    }),
  };
}
