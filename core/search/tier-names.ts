/**
 * Price-tier words the shop's titles use as names ("Behr Premium Plus", "Luxury Vinyl Plank", "Top-Tier
 * Ladder"): there the word names products, no price tier, so the parser leaves it as words to match
 * (CatalogVocabulary.tierNames; price-tiers.ts). One title is enough: a name read as a tier would lose its products,
 * a tier read as a name is only the word it was. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { allMatches, alternation, termKey, WORD_END, WORD_START } from './text-tools.ts';

const { upper, middle, lower } = queryDefaults.price.tiers;

/** Every tier phrase, upper, middle and lower. */
export const TIER_PHRASES: readonly string[] = [...upper, ...middle, ...lower];

const TIER = new RegExp(`${WORD_START}(?:${alternation(TIER_PHRASES)})${WORD_END}`, 'giu');

/**
 * One word of every tier phrase, its first ("premium", "mid", "entry"): a title holding a tier phrase holds one
 * of these, so a store may read only those titles for `tierNamesIn`.
 */
export const TIER_NAME_HINTS: readonly string[] = [
  ...new Set(TIER_PHRASES.map((phrase) => phrase.toLowerCase().split(/[\s-]+/)[0] ?? '')),
].filter((word) => /^\p{L}+$/u.test(word));

/** The tier phrases the titles use ("premium", "luxury"), as termKeys, sorted. */
export function tierNamesIn(titles: Iterable<string>): string[] {
  const found = new Set<string>();
  for (const title of titles) for (const match of allMatches(title, TIER)) found.add(termKey(match[0]));
  return [...found].sort();
}
