/**
 * Whether a feature holds a question's word: as a word's start ("wash" in "machine washable"), or as the word
 * a known word part opens ("allergy" in "hypoallergenic": `queryDefaults.featureWordPrefixes`), the word's
 * ending off ("allergies", "allergic": "allerg").
 */
import { queryDefaults } from '../../core/index.ts';
import { hasWordStarting } from './product-attributes.ts';

/** "allergies", "allergy", "allergic", "allergens": "allerg"; four letters kept at least. */
const stemOf = (word: string): string => /^(\p{L}{4,}?)(?:ies|ics|ens|ic|en|y|s)$/u.exec(word)?.[1] ?? word;

/**
 * `derived` where the question names the condition as what it is for ("good for allergies", "people with
 * allergies"), not as a quality of it: "is it allergenic?" is no question of a hypoallergenic one.
 */
export function featureHolds(feature: string, word: string, derived: boolean): boolean {
  const text = feature.toLowerCase();
  if (hasWordStarting(text, word)) return true;
  if (!derived) return false;
  const stem = stemOf(word.toLowerCase());
  if (stem.length < 4) return false;
  return text
    .split(/[^\p{L}\p{N}]+/u)
    .some((part) =>
      queryDefaults.featureWordPrefixes.some(
        (prefix) => part.startsWith(prefix) && part.slice(prefix.length).startsWith(stem),
      ),
    );
}
