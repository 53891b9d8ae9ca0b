/**
 * An occasion after a product's clause, "on a hike", "at the beach", "while camping" (`useClauses.occasionLeads`):
 * what the product is for, as "for" says it, once the clause before it is read ("a tent that keeps me dry on long
 * hikes" is a water-resistant tent for long hikes). Left after the clause, it had been echoed ("Showing
 * water-resistant tent on long hikes.") and its last word taken for a kind ("No product here is a long hike"). Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP, WORD_END } from './text-tools.ts';

const { useClauses } = queryDefaults;

const LEADS = alternation(useClauses.occasionLeads);
const WORDS = `(?:(?:${alternation(useClauses.occasionWords)})\\s+)*\\p{L}[\\p{L}'’-]*`;
/** Its last word, or two ("a camping trip", "a ski trip"). */
const PHRASE = `${WORDS}(?:\\s+\\p{L}[\\p{L}'’-]*)?`;
/** Where the occasion ends: the request's end, punctuation, or a word opening another phrase. */
const END = `(?=\\s*(?:$|[,;.!?)]|(?:and|but|or|under|below|over|in|size|with|from)${WORD_END}))`;

/**
 * The occasion, as an optional group `occasion` to end a clause's pattern with. Of two words ("on a camping trip",
 * "on a ski trip"), it had been left in the text after the clause ("insulated drinks on a camping trip").
 */
export const OCCASION = `(?:\\s+(?:${LEADS})\\s+(?<occasion>${PHRASE})${END})?`;

/** A part of a clause ending in an occasion: its head and the occasion. */
const ENDING = new RegExp(`^(?<head>.*?)\\s+(?:${LEADS})\\s+(?<occasion>${PHRASE})$`, 'iu');

/** Splits an occasion off the end of `part` ("keep me warm on a hike"), if it ends in one. */
export function occasionOf(part: string): { head: string; occasion: string } | undefined {
  const { head, occasion } = ENDING.exec(part.trim())?.groups ?? {};
  return head === undefined || occasion === undefined ? undefined : { head, occasion };
}

/** What a clause leaves in the text: the occasion after "for", else a gap. */
export const forOccasion = (occasion: string | undefined): string =>
  occasion === undefined || occasion === '' ? GAP : ` for ${occasion} `;
