/**
 * A relative clause that only describes the product by its features or materials ("speakers that are waterproof",
 * "a tent which is waterproof and lightweight", "jackets that are leather"): its words go before the product's
 * noun, as the shopper could have put them ("waterproof speakers"), and "that are" goes. Left as words to match,
 * "that" and "are" counted as words no product held, so the chat said none had everything asked for. Colours are
 * read so by their own reader ("speakers that are blue": blue speakers). Pure.
 */
import type { Draft } from './draft.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, WORD_END, WORD_START } from './text-tools.ts';

const { connectors, describingClause } = queryDefaults.filler;
const OPENER = `(?:${alternation(describingClause.openers)})`;
/** How much: "speakers that are fully waterproof" keeps its "fully" with the feature. */
const DEGREE = `(?:(?:${alternation(describingClause.degrees)})\\s+)?`;
const JOIN = '(?:\\s*,\\s*(?:and\\s+|or\\s+)?|\\s+(?:and|or)\\s+)';
/** The clause ends: the text's end, punctuation or a connector ("boots that are waterproof for hiking"). */
const PHRASE_END = `(?=\\s*(?:$|[;.!?)]|,(?!\\s*(?:and|or)\\s)|(?:${alternation(connectors)})${WORD_END}))`;

/** A word of the product's name, up to a connector ("a warm sweater", "hand cream", "hiking boots"). */
const WORD = `(?!(?:${alternation(connectors)})${WORD_END})\\p{L}[\\p{L}\\p{N}'’-]*`;

/**
 * What may stand between the product and its clause: a "for" phrase ("boots for hiking that are waterproof") or
 * the gap a reader left of one ("tent for 4 people that is waterproof", its count read), so the clause's words
 * still go before the product ("waterproof boots for hiking", "waterproof tent").
 */
const AFTER_NOUN = `(?:\\s*;|\\s+for(?:\\s+(?!${OPENER}${WORD_END})[\\p{L}\\p{N}][\\p{L}\\p{N}'’-]*)*)+`;

/** The clause's opener, which most requests lack: tested before the large pattern is run. */
const OPENS = new RegExp(`${WORD_START}${OPENER}`, 'iu');

const patterns = new WeakMap<TermLexicon, WeakMap<TermLexicon, RegExp | undefined>>();

function clausePattern(features: TermLexicon, materials: TermLexicon): RegExp | undefined {
  const byMaterials = patterns.get(features) ?? new WeakMap<TermLexicon, RegExp | undefined>();
  patterns.set(features, byMaterials);
  if (byMaterials.has(materials)) return byMaterials.get(materials);
  const spellings = [...features.terms.spellings, ...materials.terms.spellings];
  const term = `${DEGREE}(?:${alternation(spellings)})${WORD_END}`;
  const regex =
    spellings.length === 0
      ? undefined
      : new RegExp(
          `${WORD_START}(?:(?<noun>(?:${WORD}\\s+)*${WORD})(?<after>${AFTER_NOUN})?\\s+)?${OPENER}\\s+` +
            `(?<words>${term}(?:${JOIN}${term})*)${PHRASE_END}`,
          'giu',
        );
  byMaterials.set(materials, regex);
  return regex;
}

/**
 * "speakers that are waterproof" → "waterproof speakers", "hand cream that is grease-free" → "grease-free hand
 * cream"; after a connector ("something that is waterproof"), only "that is" goes: "something waterproof".
 */
export function readDescribingClauses(draft: Draft, features: TermLexicon, materials: TermLexicon): void {
  if (!OPENS.test(draft.rest)) return;
  const regex = clausePattern(features, materials);
  if (regex === undefined) return;
  draft.rest = draft.rest.replace(regex, (whole: string, ...args: unknown[]) => {
    const { noun, after = '', words = '' } = args.at(-1) as Record<string, string | undefined>;
    return noun === undefined ? ` ${words}` : `${words} ${noun}${after}`;
  });
}
