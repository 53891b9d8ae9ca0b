/**
 * The concepts' joined and spelt forms (query-plan.ts): words written as one or next to each other also match
 * their joined form where the catalogue has it ("t-shirt" → "tshirt", "water proof" → "waterproof", "four season"
 * → "4-season", "2 by 4" → "2x4"), and a small number in words its digits ("one piece" → "1-Piece").
 */
import { wordNumber } from '../../../core/index.ts';
import type { Token } from './analyze.ts';
import { UNIT_BY_SPELLING } from './analyzer-lexicon.ts';
import { dimensions, gluedRuns, joinedTerm } from './compounds.ts';
import { addAlternative, type Concept, type PlanContext } from './query-concept.ts';

const NUMBER = /^[\d.]+$/;
const LETTERS = /^[a-z]+$/;

/** The number a word spells ("four" → 4; core's wordNumber). */
export const speltCount = (token: Token): number | undefined =>
  token.numeric ? undefined : wordNumber(token.word);

/** Adds the joined form of glued runs and of adjacent word pairs to each concept it covers. */
export function addCompounds(tokens: Token[], concepts: Concept[], context: PlanContext): void {
  const spans: [number, number][] = gluedRuns(tokens);
  for (let i = 0; i + 1 < tokens.length; i++) if (!tokens[i + 1]!.glued) spans.push([i, i + 2]);
  const joined: [number, number, string][] = spans.map(([start, end]) => [
    start,
    end,
    joinedTerm(tokens.slice(start, end)),
  ]);
  // A count in words before the word it counts, where products write it in digits ("four season": "4-season").
  for (let i = 0; i + 1 < tokens.length; i++) {
    const count = speltCount(tokens[i]!);
    const next = tokens[i + 1]!;
    if (count !== undefined && count < 100 && !next.numeric && !next.glued && LETTERS.test(next.word))
      joined.push([i, i + 2, `${count}${UNIT_BY_SPELLING.get(next.word) ?? next.word}`]); // "one piece": "1-Piece"
  }
  for (const [start, end, term] of [...joined, ...dimensions(tokens)]) {
    const id = context.index.terms.get(term);
    // A join that stems to one of its own words is no compound: "silver ring" joined, "silverring", stems to
    // "silver", which would let any silver product stand for the ring.
    if (id === undefined || tokens.slice(start, end).some((token) => token.term === term)) continue;
    for (let i = start; i < end; i++) addAlternative(concepts[i]!, [id], context.defaults.compound);
    if (countsWord(tokens, start, end)) {
      const own = context.index.terms.get(tokens[start]!.term);
      const alone = concepts[start]!.alternatives.find(({ terms }) => terms.length === 1 && terms[0] === own);
      if (alone !== undefined) alone.weight = Math.min(alone.weight, context.defaults.countedNumber);
    }
  }
}

/**
 * Is tokens[start, end) a number before a word it counts ("4 season", "4-season", "2 person"), not a code's
 * digits ("g4 lights"), a gauge's ("6/3 wire"), a unit ("7 inch") or a dimension ("2 x 4")?
 */
function countsWord(tokens: readonly Token[], start: number, end: number): boolean {
  const number = tokens[start]!;
  if (speltCount(number) !== undefined) return end === start + 2;
  const word = tokens[start + 1]!;
  return (
    end === start + 2 &&
    number.numeric &&
    NUMBER.test(number.term) &&
    !number.glued &&
    tokens[start - 1]?.numeric !== true &&
    // A pack's count too ("3 pack", "3-pack": the unit "pack"), or "3" met a kids' tee in size 3T as much.
    (!word.numeric || word.term === 'pack') &&
    word.word.length >= 2 &&
    tokens[end]?.glued !== true
  );
}

/**
 * A small number spelt as a word also matches its digits, as a synonym would ("one piece toilet" finds the
 * "1-Piece" ones, "three way switch" the "3-Way"). Read from the word as typed: "one" and "on" share a stem.
 */
export function addSpeltNumbers(tokens: readonly Token[], concepts: Concept[], context: PlanContext): void {
  tokens.forEach((token, i) => {
    const count = speltCount(token);
    if (count === undefined || count > context.defaults.speltNumberMax) return;
    const id = context.index.terms.get(String(count));
    if (id !== undefined) addAlternative(concepts[i]!, [id], context.defaults.synonym);
  });
}
