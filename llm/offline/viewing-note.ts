/**
 * The page the shopper is viewing beside a search of its own ("hiking boots" on the Trailhead boot's page): whether
 * that product is among the results, else that they could be alternatives to it. Only when it says something
 * useful: alternatives leave the viewed product out, and a page read as the request is named in the opening.
 */
import { singularForms, type Product, type SearchChatInput } from '../../core/index.ts';
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
  if (!sameTitle && !ofViewedKind(title, input.products)) return undefined;
  return { title, amongResults: sameTitle };
}

/**
 * True when some product shown names the kind the viewed title ends on ("Highpoint Waterproof Hiking Boot": a boot),
 * plural or not: only then are they alternatives to it. Tents found on a boot's page are none, nor is anything the
 * alternative of a page that is no product ("Outdoor gear | Northvale": a shop's section). A title ending on a
 * model's number or code ("Vomero 17") names no kind, and the results may be alternatives.
 */
function ofViewedKind(title: string, products: readonly Product[]): boolean {
  const last =
    title
      .split(/\s[|–—-]\s/u)[0]!
      .trim()
      .toLowerCase()
      .split(/\s+/u)
      .at(-1) ?? '';
  if (/\d/u.test(last)) return true;
  const word = last.replace(/[^a-z]/gu, '');
  if (word === '') return false;
  const kinds = new Set([word, ...singularForms(word)]);
  return products.some((product) =>
    (product.title.toLowerCase().match(/[a-z]+/gu) ?? []).some(
      (each) => kinds.has(each) || singularForms(each).some((form) => kinds.has(form)),
    ),
  );
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
