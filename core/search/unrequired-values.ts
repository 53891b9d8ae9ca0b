/**
 * A feature or material the shopper says is not required (`queryDefaults.unrequired`): "boots, i don't need them
 * waterproof", "boots that don't have to be waterproof", "boots, waterproof isn't a must". The products are neither
 * asked to have it nor left out for having it, and the chat says so ("Showing boots, waterproof not required."). It
 * had been read as an exclusion of "them" with the feature asked ("Showing boots i waterproof, without them.").
 * Only a value the catalogue's features or materials name; other words are left as they were. Run before the
 * negation reader, which would take "don't need". Pure.
 */
import type { Draft } from './draft.ts';
import type { TermLexicon } from './lexicon-terms.ts';
import { queryDefaults } from './query-defaults.ts';
import { alternation, consume, findTerms, GAP, WORD_END, WORD_START } from './text-tools.ts';

const { unrequired, personClauses } = queryDefaults;

const WORD = "\\p{L}[\\p{L}'’-]*";
/** The value: up to three words, each a feature's or material's, checked once matched. */
const VALUE = `(?<value>${WORD}(?:\\s+${WORD}){0,2}?)`;
/** Where the phrase ends: the request's end, a mark, or a word opening another phrase. */
const END = `(?=\\s*(?:$|[,;.!?)]|(?:and|or|but|though|please|under|below|over|for|in|with|size)${WORD_END}))`;
const SUBJECT = `(?:(?:${alternation(unrequired.subjects)})\\s+)?`;
const PRONOUN = `(?:\\s+(?:${alternation(personClauses.productPronouns)}))?`;
const BETWEEN = `(?:\\s+(?:${alternation(unrequired.between)}))?`;
const BEFORE = new RegExp(
  `${WORD_START}${SUBJECT}(?:${alternation(unrequired.before)})${PRONOUN}${BETWEEN}\\s+${VALUE}${END}`,
  'giu',
);
const AFTER = new RegExp(`${WORD_START}${VALUE}\\s+(?:${alternation(unrequired.after)})${END}`, 'giu');
/** The words every phrase holds, which most requests lack: tested before the patterns are run. */
const SAID = new RegExp(
  `${WORD_START}(?:${alternation([...unrequired.before, ...unrequired.after])})${WORD_END}`,
  'iu',
);

/**
 * The features and materials ending `value`, and where their stretch starts: the stretch of terms, "or" and "and"
 * between them, that reaches its end ("waterproof" of "hiking boots waterproof").
 */
function valuesEnding(value: string, lexicons: readonly TermLexicon[]): { terms: string[]; from: number } {
  const found = lexicons
    .flatMap((lexicon) => findTerms(value, lexicon.terms))
    .sort((a, b) => b.index + b.length - (a.index + a.length));
  const terms: string[] = [];
  let from = value.length;
  for (const term of found) {
    if (term.index + term.length > from) continue;
    if (!/^(?:\s+(?:or|and)\s+|\s*,\s*|\s*)$/iu.test(value.slice(term.index + term.length, from))) break;
    if (terms.length === 0 && value.slice(term.index + term.length).trim() !== '') break;
    terms.unshift(term.term);
    from = term.index;
  }
  return { terms, from };
}

/** Takes out the values said not to be required (see above), remembering them for the chat. */
export function readUnrequiredValues(draft: Draft, lexicons: readonly TermLexicon[]): void {
  if (!SAID.test(draft.rest)) return;
  const take = (whole: boolean) => (match: RegExpExecArray) => {
    const value = match.groups?.['value'] ?? '';
    const { terms, from } = valuesEnding(value, lexicons);
    if (terms.length === 0 || (whole && from > 0)) return false;
    draft.notRequired = [...new Set([...(draft.notRequired ?? []), ...terms])];
    // "hiking boots waterproof isn't a must": the words before the values stay ("hiking boots").
    return whole ? GAP : `${value.slice(0, from)}${GAP}`;
  };
  draft.rest = consume(draft.rest, BEFORE, take(true));
  draft.rest = consume(draft.rest, AFTER, take(false));
}
