/**
 * Features or materials said right after the kind's word, ending their phrase ("jacket waterproof", "watch water
 * resistant, under 200", "queen size sheets cotton"), go before the product's name as the shopper could have put them:
 * "waterproof jacket" (the chat had said "Showing jacket waterproof." and 'None of them has "waterproof" in its
 * name', the feature read as a word of the name). Words that really follow the name stay: "jacket with hood",
 * "jacket waterproof shell" (a word after the feature: the feature is its). The kind is a category word of the
 * catalogue, with up to two words of its name before it from the phrase's start ("rain jacket waterproof":
 * "waterproof rain jacket"). A request read again in the catalogue's spelling of words only guessed, of another
 * language ("botas suade" as "boots suede"; Draft.keepOrder), keeps its materials in place: its echo, said as
 * typed, keeps the shopper's order ("Showing botas suade."). Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import type { Draft } from './draft.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, findTerms, WORD_END, WORD_START } from './text-tools.ts';

const { connectors } = queryDefaults.filler;
const CONNECTOR = `(?:${alternation(connectors)})`;
const JOIN = '(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+)';
/** The features end their phrase: the text's end, punctuation, a reader's gap or a connector ("for hiking"). */
const PHRASE_END = `(?=\\s*(?:$|[;.!?),]|[-–—]+\\s|${CONNECTOR}${WORD_END}))`;
/** Where the product's name may start: the text's start, punctuation, a reader's gap or a connector. */
const PHRASE_START = `(?<=^|[;.!?(,]\\s*|${WORD_START}${CONNECTOR}\\s+)`;
/**
 * Between the name and its features: a space, the gap a reader left with an "and" after it ("speaker loud and
 * waterproof": "speaker ; and waterproof", the loudness read as an order), or an aside's mark: "jacket
 * (waterproof)", "jacket - waterproof - medium", "jacket: waterproof".
 */
const AFTER_NAME = '(?:\\s*;\\s*and\\s+|\\s*[(:]\\s*|\\s+[-–—]+\\s+|\\s+)';
/** A word of the product's name before its kind's word. */
const WORD = `(?!${CONNECTOR}${WORD_END})\\p{L}[\\p{L}\\p{N}'’-]*`;

const patterns = new WeakMap<CategoryLexicon, WeakMap<TermLexicon, RegExp | undefined>>();

/** A word in the plural ("sheets", "boxes"; not "dress", "bus" or "dad's"): a product's name. */
const PLURAL = `${WORD}(?<![su's])s`;

/**
 * `material`: the name is one word, a category's or a plural ("sheets cotton", "jacket leather"; not "small patio
 * tables plastic", whose material may belong to a word before).
 */
function pattern(categories: CategoryLexicon, terms: TermLexicon, material: boolean): RegExp | undefined {
  const byTerms = patterns.get(categories) ?? new WeakMap<TermLexicon, RegExp | undefined>();
  patterns.set(categories, byTerms);
  if (byTerms.has(terms)) return byTerms.get(terms);
  const kinds = categories.terms.spellings;
  const spellings = terms.terms.spellings;
  const term = `(?:${alternation(spellings)})${WORD_END}`;
  const kind = [...(kinds.length > 0 ? [`(?:${alternation(kinds)})`] : []), ...(material ? [PLURAL] : [])];
  const before = material ? '' : `(?:${WORD}\\s+){0,2}`;
  const regex =
    kind.length === 0 || spellings.length === 0
      ? undefined
      : new RegExp(
          `${PHRASE_START}(?<name>${before}(?:${kind.join('|')}))${AFTER_NAME}` +
            `(?<words>${term}(?:${JOIN}${term})*)${PHRASE_END}`,
          'giu',
        );
  byTerms.set(terms, regex);
  return regex;
}

/** "jacket waterproof" → "waterproof jacket", "sheets cotton" → "cotton sheets" (see above). */
export function readFeatureAfterKind(
  draft: Draft,
  categories: CategoryLexicon,
  features: TermLexicon,
  materials: TermLexicon,
): void {
  for (const terms of draft.keepOrder === true ? [features] : [features, materials]) {
    // A material after a word, which most requests lack, before the large pattern is run.
    if (terms === materials && !findTerms(draft.rest, materials.terms).some((found) => found.index > 0))
      continue;
    const regex = pattern(categories, terms, terms === materials);
    if (regex === undefined) continue;
    const before = draft.rest;
    draft.rest = before.replace(regex, (whole: string, ...args: unknown[]) => {
      const { name = '', words = '' } = args.at(-1) as Record<string, string | undefined>;
      return `${words} ${name}`;
    });
    // Only a moved material asks a search finding a word no product holds to read it again in the order typed.
    if (terms === materials && draft.rest !== before) draft.materialMoved = true;
  }
}
