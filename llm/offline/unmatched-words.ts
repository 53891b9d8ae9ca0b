/**
 * The words no product holds (the search result's `unmatched`), as the offline message says them: 'No product
 * mentions "bottle", so these match your other words.'. One decision for the offline message and the model's prompt
 * (`wordsNoProductHas`): not beside an answer about the viewed product, which has said what nothing mentions ("I
 * can't tell: nothing about … mentions "hood"."); always when nothing is shown. Pure.
 */
import type { SearchChatInput } from '../../core/index.ts';
import { quotedWords } from './english-list.ts';

/** The words no product holds that the message says, given the answer about the viewed product it opens with. */
export function unmatchedSaid(
  input: Pick<SearchChatInput, 'unmatched' | 'products'>,
  answer: string | undefined,
): string[] {
  return input.products.length > 0 && answer !== undefined ? [] : (input.unmatched ?? []);
}

/**
 * 'No product mentions "bottle", so these match your other words.'; with no words left to match (a gift whose
 * interest nothing serves), 'No product mentions "grilling", so these are popular picks instead.'
 */
export function unmatchedSentence(words: readonly string[], text: string): string | undefined {
  if (words.length === 0) return undefined;
  const so = text.trim() === '' ? 'these are popular picks instead' : 'these match your other words';
  return `No product mentions ${quotedWords(words)}, so ${so}.`;
}
