/**
 * The products like a pointed one, narrowed: after "running shoes" → "the second one but in red" (products like that
 * shoe, for men, in red), "under 100", "in size 9" or "cheaper ones" narrow what was just shown, the likeness and the
 * pointed request's constraints kept, rather than the plain "running shoes" before it. The list stays the one to
 * point into and page through ("the first one", "show me more"), as after any pointer.
 */
import type { CoreDeps, SessionTurn } from '../ports.ts';
import type { Product } from '../schemas/product.ts';
import type { CoreIntentRequest } from '../schemas/request.ts';
import { parseQuery } from '../search/parse-query.ts';
import { askedStock } from '../search/asked-stock.ts';
import { askedFact, asksAboutIt } from '../search/question-about-it.ts';
import type { QueryContext, SearchQuery } from '../search/search-query.ts';

/** True when `content`, read against a pointed product, asks about it alone ("is it waterproof?"). */
const asksOfIt = (content: string): boolean =>
  asksAboutIt(content) || askedFact(content) !== undefined || askedStock(content) !== undefined;

/**
 * `focused` with the constraints the products like its product were shown under (`SessionFocus.standing`): those
 * `shown` was searched with (read against the product: `context`), when the request (`content`) showed products like it rather than asked about it.
 */
export function withLikeness(
  focused: SessionTurn,
  shown: SearchQuery,
  context: QueryContext | undefined,
  content: string,
): SessionTurn {
  const focus = focused.focus;
  if (focus === undefined || context?.fromPage !== true || asksOfIt(content)) return focused;
  return { ...focused, focus: { ...focus, standing: shown.filters } };
}

/**
 * The product the last turn showed products like, and the request, when the request only narrows them: it names
 * nothing of its own (read against the product, the product supplies what to search for), takes nothing back and
 * starts nothing over.
 */
export async function likenessNarrowed(
  deps: CoreDeps,
  tenantId: string,
  request: CoreIntentRequest,
  turn: SessionTurn | undefined,
): Promise<{ product: Product; turn: SessionTurn } | undefined> {
  const focus = turn?.focus;
  if (turn === undefined || focus?.standing === undefined || request.chatMetadata !== undefined)
    return undefined;
  const vocabulary = await deps.catalog.vocabulary(tenantId);
  const narrows = parseQuery(request.content, { vocabulary, previous: turn.query, followUp: 'auto' });
  if (narrows.followUp !== true || narrows.dropped !== undefined || narrows.startedOver === true)
    return undefined;
  const [product] = await deps.catalog.getMany(tenantId, [focus.id]);
  if (product === undefined) return undefined;
  const read = parseQuery(request.content, { vocabulary, page: { product, title: product.title } });
  return read.context?.fromPage === true ? { product, turn } : undefined;
}
