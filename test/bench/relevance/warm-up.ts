/**
 * The searches a relevance benchmark runs before it times the set's queries, never drawn from those queries:
 * WARM_UP_SEARCHES shopper-like fragments of the catalogue's own titles (two to four words from a random
 * product's title, every third with one letter dropped from a word of five or more, so the spelling path runs
 * too), then generic shopper phrases that exercise every reader of the query parser. A server that has answered a few
 * hundred searches has had its search path compiled by V8's optimising compiler; without them, the first few
 * hundred timed queries would run partly unoptimised and make up most of the p99 (measured: p99 4.7–5.0 ms
 * without the fragments, 3.3–3.6 ms with 500, and no lower with 1,500, on Home Depot).
 */

/** Generic shopper phrases that exercise every reader of the query parser. */
export const WARM_UP_PHRASES = [
  'red shoes under $50',
  'blue or green jacket size M',
  'leather bag not plastic for women',
  'cheapest waterproof lamp in stock',
  '4 stars and up 2 pack',
  'fragrance free non-stick pan between 20 and 40 dollars',
  '1 1/2 in. x 8 ft. white board for a 5 year old',
  'waterprof lether boots',
];

/** Title fragments searched after the phrases. */
export const WARM_UP_SEARCHES = 500;

/**
 * Rounds of the phrases. V8 runs a regular expression's first call in its interpreter and compiles it to machine
 * code on a later call; the parser's large patterns take milliseconds to compile, so each phrase runs twice.
 */
const PHRASE_ROUNDS = 2;

/** The warm-up searches for a catalogue of these titles, the same on every run (a seeded generator). */
export function warmUpSearches(titles: readonly string[]): string[] {
  const searches: string[] = [];
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < WARM_UP_SEARCHES && titles.length > 0; i++) {
    const words = titles[Math.floor(random() * titles.length)]!.split(/\s+/).filter(Boolean);
    const count = 2 + Math.floor(random() * 3);
    const at = Math.floor(random() * Math.max(1, words.length - count));
    const picked = words.slice(at, at + count);
    const long = picked.findIndex((word) => word.length >= 5);
    if (i % 3 === 0 && long >= 0) {
      const word = picked[long]!;
      const cut = 1 + Math.floor(random() * (word.length - 2));
      picked[long] = word.slice(0, cut) + word.slice(cut + 1);
    }
    if (picked.length > 0) searches.push(picked.join(' '));
  }
  // The phrases last: the result cache then holds them rather than fragments a timed query might repeat.
  for (let round = 0; round < PHRASE_ROUNDS; round++) searches.push(...WARM_UP_PHRASES);
  return searches;
}
