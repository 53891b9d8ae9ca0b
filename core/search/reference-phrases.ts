/**
 * Reads the words that lean on the page the shopper is viewing or on the conversation so far: "this",
 * "something similar", "cheaper", "a more expensive version", "other options". Runs after the filler, rating
 * and stock readers ("available now" is stock) and before prices and sorts ("cheaper"), only when the request
 * carries a page (chatMetadata) or a previous search (sessionId). The words are removed and the strongest
 * relation is kept for page-context.ts and follow-up.ts.
 */
import { ABOUT_AFTER, ABOUT_BEFORE } from './about-it.ts';
import type { Draft } from './draft.ts';
import { queryDefaults } from './query-defaults.ts';
import { opensBareComparative } from './bare-comparatives.ts';
import { opensPriceBound } from './price-cues.ts';
import { opensWithSizes } from './size-ranges.ts';
import type { ContextRelation } from './search-query.ts';
import { alternation, consume, GAP } from './text-tools.ts';

const { pageContext, useClauses } = queryDefaults;

/** Strongest first: a request that says both "similar" and "cheaper" asks for cheaper alternatives. */
const RELATIONS: readonly ContextRelation[] = ['cheaper', 'pricier', 'similar', 'refine'];

/** Whole words not joined to another by a hyphen: "it" in "Post-it" or "one" in "one-piece" is no cue. */
const cue = (phrases: readonly string[], before = '') =>
  new RegExp(
    `(?<![\\p{L}\\p{N}-])${before}(?:${alternation(phrases)})(?![\\p{L}\\p{N}]|-[\\p{L}\\p{N}])`,
    'giu',
  );

/** A degree before a price relation goes with it: "something a bit cheaper", "a little more expensive". */
const DEGREE = `(?:(?:${alternation(queryDefaults.price.degrees)})\\s+)?`;
const PRICED = new Set<ContextRelation>(['cheaper', 'pricier']);
const CUES = new Map<ContextRelation, RegExp>(
  RELATIONS.map((relation) => [relation, cue(pageContext[relation], PRICED.has(relation) ? DEGREE : '')]),
);
const POINTERS = cue(pageContext.pointers);
/** A negation cue opening a text ("other than", "do not want"), whose first word may be a pointer. */
const NEGATION_AT = new RegExp(`^(?:${alternation(queryDefaults.negation.cues)})(?![\\p{L}\\p{N}])`, 'iu');
/** A fact's name with nothing else left: "what's the price?" ("what's the" is filler). */
const LONE_FACT = new RegExp(`^[\\s;?.!,]*(?:${alternation(pageContext.loneFacts)})[\\s;?.!,]*$`, 'iu');
/** "cheaper than $50", "for less than forty": a price phrase, left to the price reader ("than the…" is not). */
const THAN_AMOUNT = /^\s+than\s+(?!(?:this|that|it|these|those|the|my|mine|yours?|one)(?![\p{L}\p{N}]))/iu;

/**
 * "boots that's waterproof", "a tent that is easy to set up", "one that works on induction", "sheets that aren't
 * warm": a "that" after a product word (or "ones"), before "is", "has", a negated auxiliary or a verb of a clause of
 * the product (`useClauses.verbs`,
 * feature-clauses.ts), opens a relative clause and points at nothing ("is that waterproof?", "does that work on
 * induction?" and "that's too big" still do).
 */
const NOT_PRODUCT_WORD = new Set([...queryDefaults.negation.auxiliaries, ...queryDefaults.filler.connectors]);
/** A negated auxiliary opens such a clause too: "sheets that aren't warm", "sheets that don't keep you warm". */
const NEGATED = "(?:(?:is|are|do|does|did|will|can)\\s+not|(?:isn|aren|don|doesn|didn|won|can)['’]t|cannot)";
const CLAUSE_AFTER = new RegExp(
  `^(?:['’](?:s|re)|\\s+(?:${NEGATED}|is|are|has|have|${alternation(useClauses.verbs)}))` +
    '(?![\\p{L}\\p{N}])',
  'iu',
);
const opensClause = (text: string, match: RegExpExecArray): boolean => {
  if (match[0].toLowerCase() !== 'that') return false;
  const previous = /(\p{L}+)\s+$/u.exec(text.slice(0, match.index))?.[1]?.toLowerCase();
  return (
    previous !== undefined &&
    (previous === 'ones' || !NOT_PRODUCT_WORD.has(previous)) &&
    CLAUSE_AFTER.test(text.slice(match.index + match[0].length))
  );
};

const stronger = (a: ContextRelation | undefined, b: ContextRelation): ContextRelation =>
  a === undefined || RELATIONS.indexOf(b) < RELATIONS.indexOf(a) ? b : a;

/**
 * Removes page-leaning words, and the words that only point at a product ("one", "version", "does it come
 * in"), and sets `draft.reference` to the strongest relation found.
 */
export function readReference(draft: Draft): void {
  const before = draft.rest;
  let found: ContextRelation | undefined;
  // "tell me about it", "I like it", "it looks good": about the product itself (not "like it": similar ones).
  for (const regex of [ABOUT_BEFORE, ABOUT_AFTER]) {
    draft.rest = consume(draft.rest, regex, () => {
      found = 'refine';
      return true;
    });
  }
  for (const [relation, regex] of CUES) {
    const text = draft.rest;
    draft.rest = consume(text, regex, (match) => {
      if (THAN_AMOUNT.test(text.slice(match.index + match[0].length)) || opensClause(text, match))
        return false;
      found = stronger(found, relation);
      return true;
    });
  }
  // "sizes" before sizes ("does it come in sizes 8 to 10?") is the size reader's cue, not a pointer; so is the
  // "in" of "come in" before a number ("does it come in 8 or 14?": "in 8", size-phrases.ts).
  const pointed = draft.rest;
  draft.rest = consume(pointed, POINTERS, (match) => {
    if (opensWithSizes(pointed.slice(match.index))) return false;
    // "more than 80", "more expensive than 80", "just under 100": a price bound's words, left to the price reader
    // (the bound had been lost and "80" searched).
    if (opensPriceBound(pointed.slice(match.index))) return false;
    // "bigger than 4" after "tents": a bound of the kind's measure or size, left to bare-comparatives.ts.
    if (opensBareComparative(pointed.slice(match.index))) return false;
    // "other than black", "do not want black": a negation cue's word, left to the negation reader (they had
    // listed black ones).
    if (NEGATION_AT.test(pointed.slice(match.index))) return false;
    const beforeNumber = /^\s+\d/u.test(pointed.slice(match.index + match[0].length));
    return beforeNumber && /\sin$/iu.test(match[0]) ? `${GAP}in` : true;
  });
  // A question of a measured spec ("how big is it?", "how much does it weigh?") names nothing to search for.
  if (LONE_FACT.test(draft.rest) || draft.specQuestion === true) draft.rest = ' ';
  if (found !== undefined) draft.reference = found;
  if (draft.rest !== before) draft.leaned = true;
}
