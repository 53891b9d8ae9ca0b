/**
 * What is left of the shopper saying what they are, after every other reader took its words (their size, a need,
 * a feature, a budget, their work: self-descriptions.ts): "i'm a mom of two, need a tent", "i'm a beginner, need a
 * yoga mat", "i'm pregnant, need comfortable shoes", "i'm vegan, need shoes" (vegan read as a feature), "i'm on a
 * budget, need headphones". Only the words the catalogue names stay ("i'm new to hiking, need boots": hiking
 * boots); the others, "i'm" with them, go, as no words to match nor to say. They had been searched: "Showing i'm a
 * mom of two tent. … No product mentions "im" or "mom"". A size said so stays, the size's reader's ("i'm a 10").
 * Run after the person's clauses. Pure.
 */
import type { Draft } from './draft.ts';
import { namesAny, type Named } from './person-clauses.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, GAP, WORD_END } from './text-tools.ts';

const { selfDescriptions } = queryDefaults;

const BEINGS = selfDescriptions.beings.filter((being) => /^(?:i|we)\W/iu.test(being));
const ADVERBS = `(?:(?:${alternation(selfDescriptions.adverbs)})\\s+)*`;
/** The clause: at the start, after a mark or "and"/"but", to a mark, the end or the request ("need shoes"). */
const CLAUSE = new RegExp(
  `(?<open>^|[,;.!?:]|(?<![\\p{L}\\p{N}])(?:and|but|because|since)(?=\\s))\\s*(?:${alternation(BEINGS)})${WORD_END}` +
    `\\s*${ADVERBS}(?<said>[^,;.!?:]*?)(?=\\s*(?:$|[,;.!?:])|\\s+(?:and|but|so|because|need|needs)${WORD_END})`,
  'giu',
);
const SAID = /(?<![\p{L}\p{N}])(?:i['’]?m|i am|we['’]?re|we are)(?![\p{L}\p{N}])/iu;
/** A size, which the size's reader reads: "a 10", "size 9", "an xl". */
const SIZE = /(?<![\p{L}\p{N}])(?:\d+(?:\.\d+)?|x*[sml]|x+l|small|medium|large|size)(?![\p{L}\p{N}])/iu;
const ARTICLES = /(?<![\p{L}\p{N}])(?:a|an|the|to|of|on|in|for|with|at|very|so|really)(?![\p{L}\p{N}])/giu;

/** Reads the leftovers of the clauses saying what the shopper is (see above). */
export function readBeingClauses(draft: Draft, lexicons: Named): void {
  if (!SAID.test(draft.rest)) return;
  draft.rest = draft.rest.replace(CLAUSE, (whole: string, ...args: unknown[]) => {
    const { open = '', said = '' } = args.at(-1) as Record<string, string | undefined>;
    // The whole request is no clause beside one ("i am legend"), nor is a size.
    const at = args.at(-3) as number;
    if (SIZE.test(said) || (open === '' && at + whole.length === draft.rest.length)) return whole;
    const kept = said
      .replace(ARTICLES, ' ')
      .split(/\s+/u)
      .filter((word) => word !== '' && namesAny(word, lexicons));
    const mark = /^[,;.!?:]$/u.test(open) ? open : '';
    return kept.length === 0 ? `${mark}${GAP}` : `${mark} ${kept.join(' ')}`;
  });
}
