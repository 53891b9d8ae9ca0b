/**
 * A gift phrase alone ("stocking stuffers", "gift ideas": SearchQuery.giftOnly) names no kind of product: the chat
 * says so and asks what would narrow the list, beside the order it shows them in ("Showing products, cheapest
 * first."), where it had listed the whole shop with "Showing products." alone. So does a person alone ("a gift for
 * my dad", "something for my sister under 50": a recipient and nothing of what they like, no kind, no use): their
 * picks are shown, and the chat asks what they like ("Tell me what your dad likes or a kind of product, and I'll
 * narrow these down."), where it had shown "Showing products for your dad. I found 327 matches" and no way on. Pure.
 */
import type { SearchFilters, SearchQuery } from '../../core/index.ts';

/** Filters that say what kind of thing is wanted; a price or an audience does not. */
const NARROWING: readonly (keyof SearchFilters)[] = [
  'categories',
  'kinds',
  'features',
  'colors',
  'materials',
  'brands',
  'sizes',
  'measures',
];

type Asked = Pick<
  SearchQuery,
  'giftOnly' | 'recipient' | 'text' | 'interest' | 'useFor' | 'filters' | 'measureSort'
>;

/** True when the request names a person and nothing they like or any kind of product. */
const personAlone = (query: Asked): boolean =>
  query.recipient !== undefined &&
  query.text.trim() === '' &&
  query.interest !== true &&
  query.useFor === undefined &&
  query.measureSort === undefined &&
  NARROWING.every((key) => {
    const value = query.filters[key];
    return value === undefined || (Array.isArray(value) && value.length === 0);
  });

/** "your dad" is named back ("what your dad likes"); anyone else ("a 10-year-old girl") as "they". */
const likes = (recipient: string): string =>
  /^your\s/iu.test(recipient) ? `what ${recipient} likes` : 'what they like';

/**
 * The sentence, as a list of none or one; none for a person whose interest nothing serves (`unmatched`: "a gift for
 * my wife who loves sailing" has said what she likes, and the chat says no product mentions it).
 */
export function giftOnlySentences(query: Asked, unmatched: readonly string[] = []): string[] {
  if (query.giftOnly === true)
    return [
      "A gift alone names no kind of product; tell me who it's for or what they like, and I'll narrow these down.",
    ];
  if (unmatched.length === 0 && personAlone(query))
    return [`Tell me ${likes(query.recipient ?? '')} or a kind of product, and I'll narrow these down.`];
  return [];
}
