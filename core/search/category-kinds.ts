/**
 * The kinds a category's own word names in its titles: the word a title writes right after a word of its
 * category's path ("Boot" of "Waterproof Hiking Boot" in "Shoes > Hiking", "Mat" of "Cork Yoga Mat" in "Sports >
 * Yoga"), as "path=word" (`CatalogVocabulary.categoryKinds`). A request naming the category by a word that only
 * modifies another kind ("running shorts" where "Running" is shoes) is read with it: modifier-category.ts.
 */
import { inflections } from './inflect.ts';
import { queryDefaults } from './query-defaults.ts';

/** A title's words, lower-cased, split at any character that is no letter ("T-Shirt" is "t" and "shirt"). */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

/** The single words of a path's segments, in every inflection: "shoes > running" → shoe, shoes, running… */
export function pathWords(path: string): Set<string> {
  return new Set(path.split(' > ').flatMap(wordsOf).flatMap(inflections));
}

const ENDS = new Set(queryDefaults.categories.phraseEnds);

/** A word that may name a kind: three letters or more, no connector ("in" of "Hiking Sandal in Olive"). */
export const mayNameKind = (word: string): boolean => word.length >= 3 && !ENDS.has(word);

/**
 * Pure: "path=word" for each product's title word that follows a word of its category path (`paths` normalised,
 * "shoes > hiking"), sorted and de-duplicated.
 */
export function categoryKindsIn(products: Iterable<{ title: string; path: string }>): string[] {
  const found = new Set<string>();
  const wordsByPath = new Map<string, Set<string>>();
  for (const { title, path } of products) {
    if (path === '') continue;
    let words = wordsByPath.get(path);
    if (words === undefined) wordsByPath.set(path, (words = pathWords(path)));
    const titleWords = wordsOf(title);
    titleWords.forEach((word, at) => {
      const next = titleWords[at + 1];
      if (next !== undefined && mayNameKind(word) && words.has(word) && mayNameKind(next))
        found.add(`${path}=${next}`);
    });
  }
  return [...found].sort();
}
