/**
 * "is this store legit?", "are you a real shop?": a request asking about the shop itself, read as small talk of kind
 * `shop` (core/search/shop-question.ts) against the catalogue's words, so "does this store have tents?" still
 * searches tents.
 */
import type { CoreDeps } from '../ports.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import { parseQuery } from '../search/parse-query.ts';
import { asksAboutShop } from '../search/shop-question.ts';
import type { SmallTalk } from '../search/small-talk.ts';

/**
 * "is this store legit?", "are you a real shop?": small talk about the shop (shop-question.ts), else undefined;
 * `nothingShown`: no page open and no list shown before ("is this a scam?" asks about the shop).
 */
export async function shopTalk(
  deps: CoreDeps,
  tenantId: string,
  asked: CoreIntentRequest,
  nothingShown: boolean,
): Promise<SmallTalk | undefined> {
  // The catalogue's words only for a request addressing the shop: most name neither it nor "you".
  if (!asksAboutShop(asked.content, () => false, nothingShown)) return undefined;
  const vocabulary = await deps.catalog.vocabulary(tenantId);
  const named = (content: string): boolean => {
    const read = parseQuery(content, { vocabulary });
    return Object.keys(read.filters).length > 0 || read.sort !== 'relevance';
  };
  return asksAboutShop(asked.content, named, nothingShown) ? { kind: 'shop' } : undefined;
}
