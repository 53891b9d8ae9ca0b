/**
 * Turns the shopper's words into a structured query: deterministic, offline, catalogue-aware and pure. With a
 * page (chatMetadata) or a previous search (sessionId) the words that lean on them ("this in blue", "cheaper
 * ones", "under $100") are read against them (page-context.ts, follow-up.ts). The readers, in their order, are
 * read-draft.ts's: each removes the phrases it understands, so `text` keeps only the words to match.
 */
import { expandAbbreviations } from './abbreviations.ts';
import { withAskedOptions } from './priced-option.ts';
import { newDraft, type Draft } from './draft.ts';
import { isMoreRequest } from './more-request.ts';
import { askedFact, asksAboutIt, asksOpenlyAboutIt, namesNothingElse } from './question-about-it.ts';
import { asksWhatItHas } from './need-phrases.ts';
import { askedStock } from './asked-stock.ts';
import { asksSizeChoice } from './asked-fit.ts';
import { asksAboutPart, withoutPartMaterials } from './part-question.ts';
import { askedSpecs } from './asked-spec.ts';
import { askedSuperlative, withAskedFeatures, withListFeatures, withoutOrder } from './asked-superlative.ts';
import { askedShopPolicies, asksPolicy } from './shop-policy.ts';
import { withPersonAge } from './person-age.ts';
import { readPersonSaid } from './person-said.ts';
import { queryDefaults } from './query-defaults.ts';
import { withOrdinalOccasion } from './ordinal-occasions.ts';
import { withPersonSize } from './person-size.ts';
import { withPronounPerson } from './pronoun-person.ts';
import { countedFollowUp } from './count-follow-up.ts';
import { followUp, isFollowUp, opensFollowUp } from './follow-up.ts';
import { pointsWithDegree, pointsWithUse, withoutDegree } from './pointer-use.ts';
import { onlyNarrowing } from './only-narrowing.ts';
import { asPartSuperlative, partComparative } from './part-comparative.ts';
import { withoutOpposedFeature } from './opposed-feature.ts';
import { widensAudience } from './audience-follow-up.ts';
import { readDropped } from './dropped-constraints.ts';
import { readDraft } from './read-draft.ts';
import { afterDropping } from './after-dropping.ts';
import { afterAllowing } from './allowed-again.ts';
import { applyRelation, withPageContext } from './page-context.ts';
import type { ParseOptions } from './parse-options.ts';
import { deviceFirst } from './device-first.ts';
import { normalizeInput } from './normalize-input.ts';
import { saidOnce } from './repeated-words.ts';
import { asLikeness } from './likeness-cues.ts';
import { lexiconsFor } from './query-lexicons.ts';
import { restatedNumber } from './restated-number.ts';
import { dislikedColour } from './disliked-colour.ts';
import { movedBudget } from './relative-budget.ts';
import { needsOfPerson, swappedKind, swapsKind } from './kind-swap.ts';
import type { SearchQuery } from './search-query.ts';
import { readRelativeMeasure, withMeasure } from './relative-measures.ts';
import { numberSizes } from './viewed-sizes.ts';
import { bedSizeAskedAlone } from './viewed-bed-sizes.ts';

export type { ParseOptions } from './parse-options.ts';

/** "with" / "for" before the words a follow-up adds ("with a hood", "for the beach"). */
const CONNECTOR = /(?:^|\s)(with|for)\s/i;

const SIZE_ASKED = queryDefaults.audience.sizeAsked;

/**
 * Turns the shopper's words into a structured query. Pure: the same words, vocabulary, page and previous
 * search give the same query.
 */
export function parseQuery(content: string, given: ParseOptions = {}): SearchQuery {
  const lexicons = lexiconsFor(given.vocabulary);
  // "similar to bose": "like bose"; "boots boots": "boots"; "will my laptop fit?": "will it fit my laptop?".
  const once = saidOnce(deviceFirst(withOrdinalOccasion(normalizeInput(content))), lexicons);
  const typed = asLikeness(expandAbbreviations(once, lexicons));
  // "she could use a backpack" or "his wife needs one" after "a gift for my dad": about her (pronoun-person.ts).
  const { options, said } = withPronounPerson(given, typed, parseQuery);
  const { page, previous, vocabulary } = options;
  // "she wears a medium": in size medium, for her unless the conversation's person is her (person-size.ts).
  // "i'm 30", "i'm a nurse, …", "for a tall guy": who the person is, no word of the product (person-said.ts).
  const { text: self, sized } = readPersonSaid(said);
  // "t shirt for a big guy": the size is asked where the products come in sizes (fact-unstated.ts).
  const built: Partial<Draft> = sized ? { factsTold: [{ states: SIZE_ASKED, asks: SIZE_ASKED }] } : {};
  const input = withPersonAge(withPersonSize(self, previous), previous);
  const dropped = previous === undefined ? undefined : readDropped(input);
  if (previous !== undefined && dropped !== undefined)
    return afterDropping(previous, dropped, options, parseQuery);
  // "actually wool is fine" after "not wool": the last search without that exclusion (allowed-again.ts).
  const allowed = previous && afterAllowing(input, { ...options, previous }, parseQuery);
  if (allowed !== undefined) return allowed;
  const withPage = page !== undefined && (page.product !== undefined || (page.title ?? '').trim() !== '');
  if (!withPage && previous === undefined) {
    // "show me more", "what else?" with nothing shown before: every product, as "anything" asks (they had
    // listed the eye creams whose descriptions say "more").
    if (isMoreRequest(content)) return { text: '', filters: {}, sort: 'relevance' };
    return readDraft(
      {
        ...newDraft(input),
        ...built,
        ...(given.keepOrder === true && { keepOrder: true }),
        ...(given.poundsWeigh === true && { poundsWeigh: true }),
      },
      lexicons,
      false,
    );
  }
  const disliked = page?.product && dislikedColour(input, page.product); // "i don't like the colour"
  if (disliked) return parseQuery(disliked, options);
  // A measure compared with the viewed product's ("a longer battery"), then the request read with the
  // page-leaning words ("this", "similar", "cheaper", "ones") taken out.
  const relative = page?.product && readRelativeMeasure(input, page.product, lexicons.adjectiveNameWords);
  const fact = askedFact(input);
  const bedSize = page?.product && bedSizeAskedAlone(input, page.product);
  const draftOf = (specQuestion: boolean): Draft => ({
    ...newDraft(relative ? relative.rest : input),
    ...built,
    ...(page?.product !== undefined && {
      onPage: true,
      ...(asksAboutIt(input) && { aboutIt: true, ...(asksWhatItHas(input) && { asksHas: true }) }),
      viewedSizes: numberSizes(page.product),
      ...(bedSize !== undefined && { viewedBedSize: bedSize }),
    }),
    ...(previous !== undefined && { inConversation: true }),
    ...(previous?.filters.categories !== undefined && { priorCategories: previous.filters.categories }),
    ...(previous?.recipient !== undefined && { personBefore: previous.recipient }),
    ...(previous !== undefined && previous.text.trim() !== '' && { priorSubject: true }),
    ...(specQuestion && { specQuestion }),
    ...(given.keepOrder === true && { keepOrder: true }),
    ...(given.poundsWeigh === true && { poundsWeigh: true }),
  });
  // A spec or the price asked of the viewed ("how thick is it?", "what does it cost?") names nothing to search.
  const draft = draftOf(
    ['spec', 'price', 'rating', 'brand'].includes(fact ?? '') ||
      (page?.product !== undefined && askedSpecs(input, page.product).length > 0),
  );
  const read = readDraft(draft, lexicons, true);
  // Save its option: "how much is it in red?" lists products in red, as "does it come in red?" (priced-option.ts).
  const priced = fact === 'price' ? withAskedOptions(read, readDraft(draftOf(false), lexicons, true)) : read;
  // "is the handle wood?": a material of a part its attributes name is none of the product's (part-question.ts).
  const own = withoutPartMaterials(
    relative ? withMeasure(priced, relative.bound) : priced,
    input,
    page?.product,
  );
  // A policy asked of the viewed is about it, whatever its condition says ("can I return it if I don't like it?").
  const reference = asksPolicy(input) ? undefined : (draft.reference ?? (relative ? 'similar' : undefined));
  // A question about the viewed product ("is it waterproof?", "what's it made of?", "is the queen in stock?")
  // is about it alone, as without a conversation: the last search's constraints are none of its own.
  // So is an open question naming nothing else ("what's the warranty?", "how do I wash it?").
  const openly =
    page?.product !== undefined &&
    (reference === undefined || reference === 'refine') &&
    asksOpenlyAboutIt(input, own, page.product);
  const aboutViewed =
    page?.product !== undefined &&
    (asksAboutIt(input) ||
      // "is the battery long-lasting?": a part its attributes name.
      asksAboutPart(input, page.product) ||
      askedFact(input) !== undefined ||
      askedStock(input) !== undefined ||
      draft.specQuestion === true ||
      openly ||
      // "which size fits a queen bed?": which of its sizes to pick, naming no other kind, brand or price.
      (asksSizeChoice(input) && namesNothingElse(own, page.product)) ||
      // "do you ship to Canada?", "do you price match?": the shop's policies, asked on its page.
      (askedShopPolicies(input).length > 0 && namesNothingElse(own, page.product)));
  // "make that 10" after "sneakers size 9": the number restates the size (or the price bound) asked before.
  const restated = previous !== undefined && !aboutViewed ? restatedNumber(input, own, previous) : undefined;
  if (restated !== undefined) return parseQuery(restated, options);
  // "a bit higher" moves the price bound; "a bit more budget for a backpack" swaps the kind too; "spend a bit more,
  // show me the first one" moves the one the products like the product pointed at keep.
  const moved = !aboutViewed && movedBudget(input, options, (text) => parseQuery(text, options));
  if (moved) return moved;
  // "smaller face" after "watch": the watches, smallest first, or said not to state it (part-comparative.ts).
  const part = previous && !aboutViewed ? partComparative(input, lexicons) : undefined;
  if (part !== undefined) return asPartSuperlative(parseQuery(part.comparative, options), part);
  // "which is the lightest?", "what's the best rated one?": the list ordered, or said not to state it.
  const superlative = previous && !aboutViewed ? askedSuperlative(input, own, previous, lexicons) : undefined;
  if (previous !== undefined && superlative !== undefined) {
    // "which is the heaviest?" after "which is the lightest?" (lightweight backpacks): no longer lightweight ones;
    // "which is the thickest?" after "which packs smaller?": no longer smallest first (withoutOrder).
    const kept = withoutOrder(withoutOpposedFeature(previous, input), superlative.asked);
    const narrowed = followUp(
      kept,
      withListFeatures(superlative.own, kept),
      reference,
      page?.product,
      superlative.use === true ? 'for' : undefined,
    );
    if (superlative.asked === undefined) return narrowed;
    return withAskedFeatures({ ...narrowed, superlativeAsked: superlative.asked }, kept);
  }
  // "something more formal": a degree of the last search's kind; "one a bit more casual" read without its degree,
  // which names nothing (pointer-use.ts).
  const degree = previous !== undefined && !aboutViewed && pointsWithDegree(input, own, lexicons.isKind);
  if (degree) {
    const plain = withoutDegree(input);
    if (plain !== input) return parseQuery(plain, options);
  }
  // "trail ones", "the blue ones", "socks that go with these", "with a hood": new words pointing at the last search.
  if (
    previous !== undefined &&
    !aboutViewed &&
    (options.followUp === 'always' ||
      reference === 'refine' ||
      opensFollowUp(input) ||
      isFollowUp(own, previous, swapsKind(input)) ||
      // "one i can take hiking", "and for travel?": a use of the last search's kind (pointer-use.ts).
      pointsWithUse(input, draft, own, lexicons.categories) ||
      degree)
  ) {
    // "ones I can take to the beach": the use clause reads as "for the beach" (use-clauses.ts).
    const connector =
      CONNECTOR.exec(input)?.[1]?.toLowerCase() ?? (draft.usedFor === true ? 'for' : undefined);
    return followUp(previous, own, reference, page?.product, connector, widensAudience(input));
  }
  // "only over-ear", "just the leather ones": the list narrowed, as "over-ear ones" (only-narrowing.ts).
  const only = !aboutViewed && onlyNarrowing(input, own, lexicons.isKind, previous);
  if (only) return parseQuery(only, options);
  // "for two" after "picnic set": the count is words of the last search's ("picnic set for two").
  const counted = previous && !aboutViewed && countedFollowUp(input, (rest) => parseQuery(rest, options));
  if (counted) return counted;
  // "what about a backpack instead", "he likes music", "he needs a new wallet": another kind for the same person
  // and budget.
  const ofPerson = draft.personBefore !== undefined && draft.recipient === undefined;
  const loved = ofPerson && draft.interest === true;
  if (
    previous &&
    !aboutViewed &&
    reference === undefined &&
    (loved || (ofPerson && needsOfPerson(input)) || swapsKind(input))
  )
    return swappedKind(loved ? { ...own, interest: true } : own, previous, lexicons.kindSizes);
  const parseTitle = (title: string) => parseQuery(title, { ...(vocabulary && { vocabulary }) });
  if (reference === undefined) {
    // Nothing points anywhere: the page supplies the subject of a request without one, else the request stands
    // alone, read as without a page or a conversation. A question about the viewed product stays on it whatever
    // its words ("is the m in stock?", "does it fit a 15 inch laptop?" on a backpack whose title says no laptop).
    const read = withPage ? withPageContext(own, undefined, page, parseTitle, aboutViewed) : undefined;
    if (read?.context !== undefined) return read;
    // Read again without that reader only when it took words out (it usually took none).
    return draft.leaned === true ? readDraft(newDraft(input), lexicons, false) : own;
  }
  // Words of its own plus "similar" / "cheaper" / "these": the page, if any, is what they compare with; else
  // "cheaper boots" is boots, cheapest first.
  return withPage
    ? withPageContext(own, reference, page, parseTitle, asksAboutIt(input) || openly)
    : applyRelation(own, reference, undefined);
}
