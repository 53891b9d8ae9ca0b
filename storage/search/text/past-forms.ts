/**
 * Porter stems "rugged" to "rug": in a shop of rugged speakers and no rugs, "3 by 5 rug" listed the speakers.
 * A short word the catalogue does not write is not read as the "-ed" word it merely begins.
 */
import type { TextIndex } from './text-index.ts';
import { lightForm } from './word-form.ts';

const LETTERS = /^[a-z]+$/;

/**
 * Does `typed` (a word shorter than `minLength` in its light form) reach its stem `termId` only through the
 * catalogue's "-ed" words ("rugged", "padded"), not through itself, its plural or its "-ing" form ("running"
 * for "run")? Then its stem's matches are another word's.
 */
export function reachesOnlyPastForms(
  typed: string,
  termId: number,
  index: TextIndex,
  minLength: number,
): boolean {
  const word = lightForm(typed);
  if (word.length >= minLength || !LETTERS.test(word)) return false;
  const last = word.slice(-1);
  const stem = word.endsWith('e') ? word.slice(0, -1) : word;
  // Inline tests, not a named closure: tsx (it keeps names) names each with Object.defineProperty, per query word.
  const own = [word, `${word}s`, `${word}es`, `${stem}ing`, `${word}${last}ing`];
  if (own.some((form) => index.words.get(form) === termId)) return false;
  return [`${stem}ed`, `${word}${last}ed`].some((form) => index.words.get(form) === termId);
}
