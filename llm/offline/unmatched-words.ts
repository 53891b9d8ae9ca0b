/**
 * The words no product holds (the search result's `unmatched`), as the offline message says them: 'No product
 * mentions "bottle", so these match your other words.'. One decision for the offline message and the model's prompt
 * (`wordsNoProductHas`): not beside an answer about the viewed product, which has said what nothing mentions ("I
 * can't tell: nothing about … mentions "hood"."); always when nothing is shown. Pure.
 */
import type { SearchChatInput } from '../../core/index.ts';
import { joinList, quotedWords } from './english-list.ts';

/** The words of the colours, brands and audience relaxed, which the relaxation note names ("colour purple"). */
function relaxedWords({ askedFilters, query }: Pick<SearchChatInput, 'askedFilters' | 'query'>): Set<string> {
  const words = new Set<string>();
  if (askedFilters === undefined) return words;
  for (const key of ['colors', 'brands', 'audience'] as const) {
    if ((query.filters[key] ?? []).length > 0) continue;
    for (const value of askedFilters[key] ?? [])
      for (const word of value.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (word !== '') words.add(word);
  }
  return words;
}

/**
 * The words no product holds that the message says, given the answer about the viewed product it opens with; not
 * a relaxed colour's, brand's or audience's, which the relaxation note says ("purple boots": "I relaxed: colour
 * purple.", not also 'No product mentions "purple"').
 */
export function unmatchedSaid(
  input: Pick<SearchChatInput, 'unmatched' | 'products' | 'askedFilters' | 'query'>,
  answer: string | undefined,
): string[] {
  if (input.products.length > 0 && answer !== undefined) return [];
  const relaxed = relaxedWords(input);
  return (input.unmatched ?? []).filter((word) => !relaxed.has(word.toLowerCase()));
}

/**
 * 'No product mentions "bottle", so these match your other words.'; with no words left to match (a gift whose
 * interest nothing serves), 'No product mentions "grilling", so these are popular picks instead.', or those with the
 * features its use implies ("something for acne": 'No product mentions "acne", so these are the non-comedogenic
 * ones.').
 */
export function unmatchedSentence(
  words: readonly string[],
  query: Pick<SearchChatInput['query'], 'text' | 'sort' | 'impliedFeatures'>,
): string | undefined {
  if (words.length === 0) return undefined;
  const { text } = query;
  const implied = query.sort === 'popular' ? [] : (query.impliedFeatures ?? []);
  const so =
    text.trim() !== ''
      ? 'these match your other words'
      : implied.length > 0
        ? `these are the ${joinList(implied)} ones`
        : 'these are popular picks instead';
  return `No product mentions ${quotedWords(words)}, so ${so}.`;
}
