/**
 * The shopper's words in normal case for the chat and the search: a shouted request ("RED RAIN JACKET FOR MEN!!!",
 * "ANY WATCHES ON SALE right now?") and a sentence's capital ("Trainers for my son") are lower-cased, so the chat
 * says "Showing trainers", not "Showing Trainers" or 'it matches "RAIN JACKET"'. A name in title case stays
 * ("Coastal Ripstop Puffer Jacket", as a page's title is read), and so do capitals the shopper chose in a
 * request they did not shout ("GPS watch") and words with digits ("UV400"); brands are named from the
 * catalogue's spelling anyway (brand-phrases.ts). Pure.
 */

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'-]*/gu;
const CAPITALS = /^[\p{Lu}'-]+$/u;
const LETTERS = /^[\p{L}'-]+$/u;
/** A word in capitals counts toward shouting from two letters ("ON", not "I"). */
const SHOUT_LENGTH = 2;
const SENTENCE_START = /(?:^|[.!?]\s+)[\p{P}\s]*$/u;

/** The words of `input` (as typed) to lower-case wherever they are left in the text. */
export function foldedWords(input: string): ReadonlySet<string> {
  // Most requests are typed in small letters: no word of theirs has a capital to fold.
  if (input === input.toLowerCase()) return new Set();
  const words = [...input.matchAll(WORD)];
  const lettered = words.filter((match) => /\p{L}/u.test(match[0]));
  const shouted = lettered.filter((match) => match[0].length >= SHOUT_LENGTH && CAPITALS.test(match[0]));
  const lower = lettered.filter((match) => /\p{Ll}/u.test(match[0]));
  // Shouting: more words in capitals than words with small letters.
  const shouting = shouted.length > lower.length;
  const folded = new Set<string>();
  for (const [i, match] of words.entries()) {
    const word = match[0];
    if (!LETTERS.test(word) || word === word.toLowerCase()) continue;
    // Not a name in title case ("Coastal Ripstop Puffer Jacket", a page's title): the next word is in small letters.
    const next = words[i + 1]?.[0];
    const sentenceCapital =
      /^\p{Lu}[\p{Ll}'-]*$/u.test(word) &&
      SENTENCE_START.test(input.slice(0, match.index)) &&
      (next === undefined || !/\p{Lu}/u.test(next));
    if (shouting || sentenceCapital) folded.add(word);
  }
  return folded;
}

/** `text` with the words of `folded` lower-cased. */
export const inShopperCase = (text: string, folded: ReadonlySet<string>): string =>
  folded.size === 0 ? text : text.replace(WORD, (word) => (folded.has(word) ? word.toLowerCase() : word));
