/**
 * Recognises the catalogue's categories: a word or phrase naming a category path segment, in its singular or
 * plural ("backpack" for "Bags > Backpacks"), adds the path down to that segment to `categories`.
 * The words stay in the text.
 */
import { normalizeCategory } from './vocabulary-keys.ts';
import { addToFilter, type Draft } from './draft.ts';
import { inflections } from './inflect.ts';
import { kindSizesOf, type KindSizes } from './kind-sizes.ts';
import { headKept } from './modifier-category.ts';
import { queryDefaults } from './query-defaults.ts';
import {
  allMatches,
  alternation,
  findTerms,
  termKey,
  termMatcher,
  type FoundTerm,
  type TermMatcher,
} from './text-tools.ts';

const { categories } = queryDefaults;
const IGNORED = new Set(categories.ignore.map(termKey));
const PART_SEPARATOR = /\s*(?:&|,|\+|\band\b)\s*/;

export interface CategoryLexicon {
  terms: TermMatcher;
  /** termKey(term) → category paths down to the segment it names. */
  paths: ReadonlyMap<string, readonly string[]>;
  /** Category path → the kinds its titles name by its words (CatalogVocabulary.categoryKinds): "boot" of hiking. */
  kinds: KindSizes;
}

/** Every segment of every path, with its "&"-parts ("bags & luggage") and their inflections. */
export function categoryLexicon(
  cataloguePaths: readonly string[],
  categoryKinds: readonly string[] = [],
): CategoryLexicon {
  const paths = new Map<string, Set<string>>();
  const entries: [string, string][] = [];
  for (const path of cataloguePaths.map(normalizeCategory)) {
    const segments = path === '' ? [] : path.split(' > ');
    segments.forEach((segment, depth) => {
      const prefix = segments.slice(0, depth + 1).join(' > ');
      const parts = new Set([segment, ...segment.split(PART_SEPARATOR)]);
      for (const part of parts) {
        if (part.length < categories.minLength || IGNORED.has(termKey(part))) continue;
        for (const form of inflections(part)) {
          if (form.length < categories.minLength) continue;
          const key = termKey(form);
          if (!paths.has(key)) {
            paths.set(key, new Set());
            entries.push([form, form]);
          }
          paths.get(key)?.add(prefix);
        }
      }
    });
  }
  const frozen = new Map([...paths].map(([key, set]) => [key, [...set].sort()] as const));
  return { terms: termMatcher(entries), paths: frozen, kinds: kindSizesOf(categoryKinds) };
}

/** Two adjacent words (overlapping pairs: the second word is looked ahead at). */
const WORD_PAIR = /(?<![\p{L}\p{N}])(\p{L}{2,})[\s-]+(?=(\p{L}{2,})(?![\p{L}\p{N}]))/gu;

/** " for " / " with " / " when "… after a word: where the product's name ends and its use begins. */
const PURPOSE = new RegExp(
  `(?<=[\\p{L}\\p{N}][^\\p{L}\\p{N}]*)\\s(?:${alternation(categories.qualifiers)})\\s`,
  'iu',
);

/** A request opening with "for" ("for running", "something for hiking" once "something" is filler): a use. */
const LEADING_PURPOSE = /^[^\p{L}\p{N}]*for\s/iu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * Adds the category paths named in the text (which keeps the words). Words after "for" / "with" / "that" /
 * "when"… (`queryDefaults.categories.qualifiers`) that follow a product's name say what it is for, not what it
 * is: "earbuds for running" is no running shoe, "case for iphone" no phone, "sunglasses that stay on when
 * running" no running shoe; so does "for" opening the request ("something for hiking": hiking gear of any kind,
 * the daypack too), and a gift's interest alone ("a gift for my dad who likes hiking"). A category named by a word
 * that only modifies another kind yields to it ("running shorts": modifier-category.ts).
 */
/**
 * The category paths a found term names. Module-level, as this file's other helpers: a closure made on each call
 * would cost each request a defineProperty (tsx keeps function names).
 */
const pathsOf = (found: FoundTerm, lexicon: CategoryLexicon): readonly string[] =>
  lexicon.paths.get(termKey(found.term)) ?? [];

export function readCategories(draft: Draft, lexicon: CategoryLexicon): void {
  const purpose = LEADING_PURPOSE.test(draft.rest) ? 0 : (PURPOSE.exec(draft.rest)?.index ?? Infinity);
  // The interest alone ("hiking" of "a gift for my dad who likes hiking"), no product word beside it.
  if (draft.interest === true && draft.activity === undefined && allMatches(draft.rest, WORD).length <= 1)
    return;
  const named = findTerms(draft.rest, lexicon.terms).filter((found) => found.index < purpose);
  // The features and materials read, which name no kind after a category's word ("jacket waterproof").
  const asked = new Set([...(draft.filters.features ?? []), ...(draft.filters.materials ?? [])].map(termKey));
  named.forEach((found, at) => {
    // "running shoes": the word just before names a path under this one, the shoes of "shoes > running" alone.
    const before = named[at - 1];
    const adjacent =
      before !== undefined && /^[\s-]*$/.test(draft.rest.slice(before.index + before.length, found.index));
    const narrower = adjacent ? pathsOf(before, lexicon) : [];
    const paths = pathsOf(found, lexicon).filter(
      (path) => !narrower.some((under) => under.startsWith(`${path} > `)),
    );
    const kept = headKept(draft.rest, found, paths, lexicon, asked);
    addToFilter(draft.filters, 'categories', kept);
    if (kept.length === 0 && paths.length > 0) {
      const word = draft.rest.slice(found.index, found.index + found.length).toLowerCase();
      draft.modifierWords = [...(draft.modifierWords ?? []), word];
    }
  });
  // A one-word segment written as two words: "skin care" for "Skincare".
  for (const pair of allMatches(draft.rest, WORD_PAIR)) {
    if (pair.index >= purpose) continue;
    const paths = lexicon.paths.get(termKey(`${pair[1]}${pair[2]}`));
    if (paths !== undefined) addToFilter(draft.filters, 'categories', paths);
  }
}
