/**
 * Words of opinion ("the best tent", "a great backpack", "good quality sheets", "cheap but good running shoes"):
 * they say what the shopper thinks of a product, not what it is. The search ranks by them where a product holds
 * them but matches nothing by them alone (storage: analyzer-lexicon.ts); the chat does not echo those the products
 * shown do not hold as what it shows or what a product matches ("Showing running shoes, cheapest first", not
 * "Showing good running shoes").
 * Pure.
 */

export const OPINION_WORDS: ReadonlySet<string> = new Set(
  `best good great nice perfect ideal decent quality awesome amazing favorite favourite lovely really
  very`.split(/\s+/),
);

/**
 * The request's words without its words of opinion, unless they are all it says ("good running shoes" → "running
 * shoes"); one `held` (by the products shown: "Great Room Rug") stays.
 */
export function withoutOpinionWords(text: string, held: (word: string) => boolean = () => false): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const opinion = (word: string) =>
    OPINION_WORDS.has(word.toLowerCase().replace(/[^\p{L}]/gu, '')) && !held(word);
  const kept = words.filter((word) => !opinion(word));
  return kept.length === 0 || kept.length === words.length ? text : kept.join(' ');
}

/** True when `words` are words of opinion only ("the best": "best"), none of them one `held` by the shop's titles. */
export function isOpinionOnly(words: string, held: (word: string) => boolean = () => false): boolean {
  const said = words.trim().split(/\s+/).filter(Boolean);
  return (
    said.length > 0 &&
    said.every((word) => OPINION_WORDS.has(word.toLowerCase().replace(/[^\p{L}]/gu, ''))) &&
    !said.some(held)
  );
}
