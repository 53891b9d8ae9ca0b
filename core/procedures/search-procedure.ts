import type { CoreDeps } from '../ports.ts';
import { coreIntentRequestSchema } from '../schemas/request.ts';
import type { SearchData } from '../schemas/responses.ts';
import { asksAboutIt } from '../search/question-about-it.ts';
import { askedShopPolicies } from '../search/shop-policy.ts';
import { primeParser } from '../search/prime-parser.ts';
import { shopDepartments } from '../search/shop-departments.ts';
import { constrainsDifferently, correctsConstraint, echoedText, respell } from '../search/respell.ts';
import { withoutCarriedWords } from '../search/new-person-words.ts';
import { guardVectorSearch } from '../search-fusion/vector-candidates.ts';
import type { createProcedures } from '../trpc.ts';
import { run, understand, type SearchReading } from './search-reading.ts';
import { readConversation } from './conversation-context.ts';
import { rememberSearch, rememberTurn } from './session-turns.ts';
import { viewedMatch } from './viewed-match.ts';
import { listAfterNo } from './viewed-lacks.ts';
import { withMovedBudget } from './moved-budget-turn.ts';
import { withLikeness } from './likeness-turn.ts';
import { rememberedQuery } from './remembered-query.ts';
import { rememberedReading } from './remembered-reading.ts';
import { compareShown } from './compare-shown-stream.ts';
import { namedComparison } from './named-comparison.ts';
import { storefrontAnswer } from './storefront-stream.ts';
import { policyAnswer } from './policy-stream.ts';
import { readPolicyQuestion } from '../search/policy-question.ts';
import { interleaveChat } from './interleave-chat.ts';
import { echoIds, effectivePageSize, neverAborted, toPayload, withLegacyFields } from './request-helpers.ts';

/**
 * searchProducts: ranks the tenant's catalogue for `content` and streams products plus a chat message.
 * With a VectorSearch, relevance-sorted text searches fuse lexical and vector rankings (hybrid-search.ts).
 */
export function searchProcedure(deps: CoreDeps, base: ReturnType<typeof createProcedures>) {
  const vectorCandidates = deps.vectorSearch && guardVectorSearch(deps.vectorSearch, deps.logger);
  return base.operationProcedure.input(coreIntentRequestSchema).subscription(
    base.counted(async function* ({ ctx, input, signal }) {
      const asked = withLegacyFields(input);
      const abort = signal ?? neverAborted();
      // "how does it compare to the Harbor Rain Jacket?" on a product's page: the two compared, as shown ones are.
      const onPage = await namedComparison(deps, ctx.tenant.id, asked);
      if (onPage !== undefined && 'compared' in onPage) {
        yield* compareShown(
          deps,
          ctx.tenant.id,
          { ...asked, content: onPage.content },
          onPage.compared,
          abort,
        );
        return;
      }
      const conversation = await readConversation(deps, ctx.tenant.id, asked);
      const { request, previous, page, more, pointed } = conversation;
      const limit = effectivePageSize(request.pageSize, ctx.tenant.pageSize);
      const offset = (request.page - 1) * limit;
      if (conversation.storefront !== undefined) {
        yield* storefrontAnswer(deps, request, conversation.storefront, previous, abort);
        return;
      }
      if (conversation.compared !== undefined) {
        if (conversation.focused !== undefined)
          await rememberTurn(deps, ctx.tenant.id, request, conversation.focused);
        yield* compareShown(
          deps,
          ctx.tenant.id,
          request,
          conversation.compared,
          abort,
          conversation.pointedPast,
        );
        return;
      }
      const vocabulary = await deps.catalog.vocabulary(ctx.tenant.id);
      primeParser(vocabulary);
      // "what's your return policy?" with no page: the shop's; "can I return shoes?" shows shoes too.
      const policy =
        more || page?.product !== undefined ? undefined : readPolicyQuestion(request.content, vocabulary);
      if (policy !== undefined && policy.kind === undefined) {
        yield* policyAnswer(deps, request, policy.topics, previous, abort);
        return;
      }
      // Small talk searches none of its words ("what can you do?" had listed yoga leggings for "you").
      // "what do you sell?" is answered with the shop's departments.
      const talk = conversation.smallTalk;
      const smallTalk = talk?.kind === 'offer' ? { ...talk, ...shopDepartments(vocabulary) } : talk;
      const said = smallTalk === undefined ? request.content : '';
      // What only the chat says of the matches is not worked out for a search whose AI message is hidden.
      const window = { limit, offset, ...(request.operationHideAiMessage !== true && { describe: true }) };
      const reading: SearchReading = {
        deps,
        tenantId: ctx.tenant.id,
        vocabulary,
        page,
        previous,
        shownPrices: conversation.shownPrices,
        said,
        abort,
        window,
        vectorCandidates,
      };
      let understood = more && previous !== undefined ? previous : await understand(reading, 'auto');
      let searched = await run(reading, understood);
      // Its kind alone, named as the search named it ("hiking boots"; else by its category): none of its other words.
      if (policy?.kind !== undefined) {
        understood = { ...policy.kind, text: searched.result.naming ?? '' };
        searched = await run(reading, understood);
      }
      // A word no product holds or only guessed, of another language ("botas suede"): the words keep the shopper's
      // order, as the echo says them as typed ("Showing botas suede.", not "suede botas"; Draft.keepOrder).
      const foreign =
        (searched.result.unmatched ?? []).length > 0 ||
        searched.result.corrections?.some((fix) => fix.guess === true) === true;
      if (!more && foreign && understood.materialMoved === true && policy?.kind === undefined) {
        const kept = await understand(reading, 'auto', said, true);
        if (kept.text !== understood.text) [understood, searched] = [kept, await run(reading, kept)];
      }
      // A misspelt constraint ("waterprof hikng boots") is read again as the catalogue spells it, unless the
      // constraint only had to be relaxed again.
      const corrections = searched.result.corrections;
      if (!more && corrections !== undefined && correctsConstraint(corrections, vocabulary)) {
        const respelled = await understand(reading, 'auto', respell(said, corrections), foreign);
        if (constrainsDifferently(understood, respelled)) {
          const again = await run(reading, respelled);
          const relaxes = again.relaxed.length > searched.relaxed.length;
          if (again.result.total > 0 && !relaxes) [understood, searched] = [respelled, again];
        }
      }
      // A request of its own that finds nothing may still narrow the conversation ("with a hood" after "tents").
      if (!more && searched.result.total === 0 && previous !== undefined && understood.followUp !== true) {
        const narrowed = await understand(reading, 'always');
        const retried = await run(reading, narrowed);
        // Not when its words still match nothing ("socks 3 pack" after "rain jackets" in a shop without socks).
        const helps = retried.result.total > 0 && (retried.result.unmatched ?? []).length === 0;
        if (helps) [understood, searched] = [narrowed, retried];
      }
      // Another person named ("for my wife" after a son's relaxed "ridge" boots): words that only described the
      // other person's products go before the new person's audience does (new-person-words.ts).
      if (!more)
        for (const lighter of withoutCarriedWords(understood, previous, searched.query, said)) {
          const found = await run(reading, lighter);
          if (found.result.total > 0 && found.query.filters.audience !== undefined) {
            [understood, searched] = [lighter, found];
            break;
          }
        }
      // A yes/no question about the viewed product in words no product holds ("does it have a hood?"), or of the
      // shop's policies on its page ("do you ship to Canada?"): the products like it, the words still reported, so
      // the chat can say nothing mentions them.
      const unknown = searched.result.unmatched ?? [];
      if (
        !more &&
        searched.result.total === 0 &&
        unknown.length > 0 &&
        page?.product &&
        (asksAboutIt(said) || askedShopPolicies(said).length > 0)
      ) {
        const onPage = await understand(reading, 'auto', 'this');
        const shown = await run(reading, onPage);
        if (shown.result.total > 0 && onPage.context?.fromPage === true) {
          understood = onPage;
          searched = { ...shown, result: { ...shown.result, unmatched: unknown } };
        }
      }
      // The list after a no about the viewed product: without it, or past its one size (viewed-lacks.ts).
      if (!more) [understood, searched] = await listAfterNo(reading, understood, searched);
      const { result, query, relaxed } = searched;
      // The corrections of the first reading too: a reading respelled with them reports none ("correr" read as the
      // category "cover" is still echoed as typed). Only the chat says them.
      const reported = request.operationHideAiMessage
        ? []
        : [...(corrections ?? []), ...(result.corrections ?? [])].filter(
            (fix, index, all) =>
              all.findIndex((other) => other.typed === fix.typed && other.word === fix.word) === index,
          );
      // Only a conversation remembers the reading (rememberTurn keeps nothing without one).
      if (deps.sessions !== undefined && request.sessionId !== undefined) {
        const remembered = rememberedReading(understood, query, relaxed.length > 0);
        // "more" past the last page shows nothing new: the conversation stays on the page it showed last (and the
        // products on it, for "the second one"), so the next "more" says the same.
        const pastEnd = more && request.page > Math.max(1, Math.ceil(result.total / limit));
        // A question about one product keeps the list, now about that product ("is it insulated?" next), and the
        // budget moved beside it ("spend a bit more, show me the first one").
        if (conversation.focused !== undefined) {
          const focused = withLikeness(conversation.focused, remembered, query.context, said);
          await rememberTurn(deps, ctx.tenant.id, request, withMovedBudget(focused, understood));
        } else if (!pointed && !pastEnd) {
          // A search that found nothing is no base for the next turn, nor are words no product holds.
          const kept = rememberedQuery(remembered, result.total, result.unmatched);
          const ids = result.products.map((product) => product.id);
          if (kept !== undefined) await rememberSearch(deps, ctx.tenant.id, request, kept, ids);
        }
      }
      const data: SearchData = {
        responseType: 'ProductSearch',
        ...echoIds(request),
        responsePayload: toPayload(result.products, request.operationReturnFullProductInfo),
        hasMoreProducts: offset + result.products.length < result.total,
        total: result.total,
        ...(result.facets && { facets: result.facets }),
      };
      const viewedMatches = request.operationHideAiMessage
        ? undefined
        : await viewedMatch(deps, ctx.tenant.id, said, query, result.total, relaxed);
      const chat = request.operationHideAiMessage
        ? undefined
        : deps.composer.searchMessage({
            request,
            // The words as the catalogue spells them ("lether jacket": "Showing leather jacket"), also when
            // the respelled reading was not kept; a guess as typed ("zapatos para correr", not "cover"), also
            // when it was.
            query: reported.length === 0 ? query : { ...query, text: echoedText(query.text, said, reported) },
            products: result.products,
            total: result.total,
            relaxed,
            ...(relaxed.length > 0 && { askedFilters: understood.filters }),
            ...(viewedMatches !== undefined && { viewedMatches }),
            ...(result.unmatched && { unmatched: result.unmatched }),
            ...(result.unsoldBrand && { unsoldBrand: result.unsoldBrand }),
            ...(searched.broadening !== undefined && { broadening: searched.broadening }),
            ...(reported.length > 0 && { corrections: reported }),
            ...(result.naming !== undefined && { naming: result.naming }),
            ...(result.sortUnstated === true && query.sort !== 'relevance' && { sortUnstated: true }),
            // No partial-match notice for alternatives to a viewed product (they never hold all of its title's
            // words) or after relaxing (the chat already says what was dropped).
            ...(result.partial === true &&
              query.context?.fromPage !== true &&
              relaxed.length === 0 && { partial: true }),
            // Most matches are not what was asked for ("hiking boots under $100": 1 boot among 15 that match
            // "hiking"); not for a page's products, whose words are its title's, nor for what a gift's
            // recipient loves ("cooking"), which names no product.
            ...(conversation.pointedPast !== undefined && { pointedPast: conversation.pointedPast }),
            ...(conversation.pointedBack !== undefined && { pointedBack: conversation.pointedBack }),
            ...(conversation.sizeless === true && { sizeless: true }),
            ...(searched.audienceByName !== undefined && { audienceByName: searched.audienceByName }),
            ...(conversation.leftOut !== undefined && { leftOut: conversation.leftOut }),
            ...(smallTalk !== undefined && { smallTalk }),
            // Words in no product found nothing ("can you find a hat"): what the shop sells instead.
            ...(result.total === 0 &&
              (result.unmatched ?? []).length > 0 && { departments: shopDepartments(vocabulary) }),
            ...(policy !== undefined && { shopPolicies: policy.topics }),
            ...(page?.product !== undefined && { viewed: page.product }),
            ...(onPage !== undefined && 'unfound' in onPage && { comparedUnfound: onPage.unfound }),
            ...(result.headNamed !== undefined &&
              (result.headNamed.count * 2 < result.total || result.headNamed.aside !== undefined) &&
              query.context === undefined &&
              query.interest !== true && { fewNamed: result.headNamed }),
            signal: abort,
          });
      yield* interleaveChat(data, chat);
    }),
  );
}
