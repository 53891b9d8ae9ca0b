/**
 * The word fewer than half of the matches name (`fewNamed`), as the opening echoes the request: a word the search
 * only guessed at is said as typed ("botas suade": "None of them has "suade" in its name", never "suede", which
 * the shopper did not write). One reading for the offline message and the model's prompt. Pure.
 */
import { pluralForm, singularSaid, type HeadNamed, type SearchChatInput } from '../../core/index.ts';

type FewNamedInput = Pick<SearchChatInput, 'fewNamed' | 'corrections'>;

/** `input.fewNamed` with each guessed word said as typed; undefined when nothing is few-named. */
export function fewNamedSaid(input: FewNamedInput): HeadNamed | undefined {
  const few = input.fewNamed;
  if (few === undefined) return undefined;
  const guesses = (input.corrections ?? []).filter((fix) => fix.guess === true);
  const typed = (word: string): string =>
    guesses.find((fix) => fix.word.toLowerCase() === word.toLowerCase())?.typed ?? word;
  return { ...few, word: few.word.split(/(\s+)/).map(typed).join('') };
}

/**
 * "No product here is a sleeping bag; these are the closest." for a kind the shop sells none of (`unsold`), said
 * in the singular ("sleeping bags for people who sleep cold" too); "this is the closest" of one product shown.
 * With the broader kind the matches are (`closest`): "No product here is a parka; these are the closest: jackets."
 */
export function unsoldSentence(word: string, shown: number, closest?: string): string {
  const one = shown === 1;
  const kinds = closest === undefined ? '' : `: ${one ? withArticle(closest) : pluralForm(closest)}`;
  return `No product here is ${withArticle(kindSaid(word))}; ${one ? 'this is' : 'these are'} the closest${kinds}.`;
}

/** "a parka", "an anorak". */
function withArticle(kind: string): string {
  return `${/^[aeiou]/i.test(kind) ? 'an' : 'a'} ${kind}`;
}

/**
 * 'No bag here mentions "comfortable", so these match your other words.' for a describing word no match of the
 * kind asked for holds (`describes`), as a word no product holds is said ("No product mentions …").
 */
export function undescribedSentence(word: string, kind: string): string {
  return `No ${kindSaid(kind)} here mentions "${word}", so these match your other words.`;
}

/** A kind as these sentences name it, in the singular: "sleeping bags" → "sleeping bag", "shoes" → "shoe". */
export function kindSaid(kind: string): string {
  return singularSaid(kind);
}
