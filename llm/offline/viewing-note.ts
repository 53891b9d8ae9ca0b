/**
 * The page the shopper is viewing beside a search of its own ("hiking boots" on the Trailhead boot's page): whether
 * that product is among the results, else that they could be alternatives to it. Only when it says something
 * useful: alternatives leave the viewed product out, and a page read as the request is named in the opening.
 */
import type { Product, SearchChatInput } from '../../core/index.ts';
import { displayName, pluralName, theName, truncate } from './product-attributes.ts';

/** The viewed page's title and whether its product is among the results. */
export interface ViewingFact {
  title: string;
  amongResults: boolean;
}

export function viewingFact(
  input: Pick<SearchChatInput, 'request' | 'query' | 'products'>,
): ViewingFact | undefined {
  const meta = input.request.chatMetadata;
  if (meta === undefined) return undefined;
  // A request of its own that points at the page ("socks that go with this") is no alternative to it.
  const context = input.query.context;
  const refinesProduct =
    context?.relation === 'refine' && context.fromPage && context.productId !== undefined;
  if (context !== undefined && !refinesProduct) return undefined;
  const title = meta.title?.trim();
  const viewed: Product | undefined =
    meta.productId === undefined
      ? undefined
      : input.products.find((product) => product.id === meta.productId);
  if (viewed !== undefined) return { title: title || displayName(viewed), amongResults: true };
  if (title === undefined || title.length === 0) return undefined;
  const sameTitle = input.products.some((product) => product.title.toLowerCase() === title.toLowerCase());
  return { title, amongResults: sameTitle };
}

/**
 * "The Trail Runner you're viewing is among these results.", "The … Running Shoes you're viewing are …", "Since
 * you're looking at the Vomero 17, …" — only when it says something useful.
 */
export function viewingSentence(
  input: Pick<SearchChatInput, 'request' | 'query' | 'products'>,
): string | undefined {
  const fact = viewingFact(input);
  if (fact === undefined) return undefined;
  const title = truncate(fact.title, 50);
  return fact.amongResults
    ? `The ${title} you're viewing ${pluralName(title) ? 'are' : 'is'} among these results.`
    : `Since you're looking at ${theName(title)}, these could be alternatives to compare ${pluralName(title) ? 'them' : 'it'} with.`;
}
