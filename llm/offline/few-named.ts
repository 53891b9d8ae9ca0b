/**
 * The word fewer than half of the matches name (`fewNamed`), as the opening echoes the request: a word the search
 * only guessed at is said as typed ("botas suade": "None of them has "suade" in its name", never "suede", which
 * the shopper did not write). One reading for the offline message and the model's prompt. Pure.
 */
import type { SearchChatInput } from '../../core/index.ts';

type FewNamedInput = Pick<SearchChatInput, 'fewNamed' | 'corrections'>;

/** `input.fewNamed` with each guessed word said as typed; undefined when nothing is few-named. */
export function fewNamedSaid(input: FewNamedInput): { word: string; count: number } | undefined {
  const few = input.fewNamed;
  if (few === undefined) return undefined;
  const guesses = (input.corrections ?? []).filter((fix) => fix.guess === true);
  const typed = (word: string): string =>
    guesses.find((fix) => fix.word.toLowerCase() === word.toLowerCase())?.typed ?? word;
  return { word: few.word.split(/(\s+)/).map(typed).join(''), count: few.count };
}
