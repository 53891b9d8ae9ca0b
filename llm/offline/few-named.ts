/**
 * The word fewer than half of the matches name (`fewNamed`), as the opening echoes the request: a word the search
 * only guessed at is said as typed ("botas suade": "None of them has "suade" in its name", never "suede", which
 * the shopper did not write). One reading for the offline message and the model's prompt. Pure.
 */
import { pluralForm, singularSaid, type HeadNamed, type SearchChatInput } from '../../core/index.ts';

type FewNamedInput = Pick<SearchChatInput, 'fewNamed' | 'corrections'>;

/**
 * The few-named word as said, and `read`, the catalogue's word the search read for a guess, where the sentence
 * says products hold it (some names, or the details of the others): they hold "acids", never "adidas".
 */
export type FewNamedSaid = HeadNamed & { read?: string };

/**
 * `input.fewNamed` with each guessed word said as typed, and the word read for it (`read`) where the matches are
 * said to hold it ("adidas" alone, read as "acids": 'Only 2 of them have "acids", the closest word here to
 * "adidas", in their names'); undefined when nothing is few-named.
 */
export function fewNamedSaid(input: FewNamedInput): FewNamedSaid | undefined {
  const few = input.fewNamed;
  if (few === undefined) return undefined;
  const guesses = (input.corrections ?? []).filter((fix) => fix.guess === true);
  const typed = (word: string): string =>
    guesses.find((fix) => fix.word.toLowerCase() === word.toLowerCase())?.typed ?? word;
  const said = few.word.split(/(\s+)/).map(typed).join('');
  const held = few.count > 0 || few.alone === true;
  return { ...few, word: said, ...(held && said !== few.word && { read: few.word }) };
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
