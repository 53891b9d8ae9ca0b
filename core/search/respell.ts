/**
 * A request read again as the catalogue spells it ("waterprof hikng boots" → "waterproof hiking boots"). The
 * text search already matches a misspelt word by its correction, but the parser reads constraints (features,
 * colours, materials, brands, categories) only in the catalogue's spelling: the search reports its corrections
 * (`CatalogSearchResult.corrections`), and the request is read again with them when that constrains it
 * differently. No I/O: the answers depend only on the arguments (`correctsConstraint` remembers its own).
 */
import type { SpellingCorrection } from '../ports.ts';
import type { CatalogVocabulary } from './catalog-vocabulary.ts';
import { parseQuery } from './parse-query.ts';
import type { SearchQuery } from './search-query.ts';
import { escapeRegExp, WORD_END, WORD_START } from './text-tools.ts';

/** Whole-word patterns of typed words: a `\p{L}` pattern costs about half a millisecond to compile. */
const typedWords = new Map<string, RegExp>();
const MAX_PATTERNS = 5_000;

function typedWord(typed: string): RegExp {
  let pattern = typedWords.get(typed);
  if (pattern === undefined) {
    pattern = new RegExp(`${WORD_START}${escapeRegExp(typed)}${WORD_END}`, 'giu');
    if (typedWords.size >= MAX_PATTERNS) typedWords.clear();
    typedWords.set(typed, pattern);
  }
  return pattern;
}

const NOT_ASCII = /[^\p{ASCII}]/u;

/** `content` with each corrected word (whole words, any case) in the catalogue's spelling. */
export function respell(content: string, corrections: readonly SpellingCorrection[]): string {
  let respelled = content;
  for (const { typed, word } of corrections) {
    if (typed === '' || word === '') continue;
    // An ASCII text without the typed word (in any case) has nothing to respell.
    const ascii = !NOT_ASCII.test(respelled) && !NOT_ASCII.test(typed);
    if (ascii && !respelled.toLowerCase().includes(typed.toLowerCase())) continue;
    // A global pattern: replace() starts from 0 and leaves lastIndex at 0. A function keeps "$" literal.
    respelled = respelled.replace(typedWord(typed), () => word);
  }
  return respelled;
}

/** Per vocabulary, whether a catalogue word alone reads as a constraint; cleared past MAX_REMEMBERED words. */
const constraintWords = new WeakMap<CatalogVocabulary, Map<string, boolean>>();
const MAX_REMEMBERED = 10_000;

/**
 * Could a correction change how the request is read? Only if some corrected word alone reads as a constraint
 * ("waterproof", "navy", "hiking" as a category): most corrections are product words ("receptacle"), and the
 * request is then not read again. Remembered per vocabulary, so a search pays for a word once.
 */
export function correctsConstraint(
  corrections: readonly SpellingCorrection[],
  vocabulary: CatalogVocabulary,
): boolean {
  let known = constraintWords.get(vocabulary);
  if (known === undefined) constraintWords.set(vocabulary, (known = new Map()));
  return corrections.some(({ word }) => {
    let constrains = known.get(word);
    if (constrains === undefined) {
      const query = parseQuery(word, { vocabulary });
      constrains = Object.keys(query.filters).length > 0 || query.sort !== 'relevance';
      if (known.size >= MAX_REMEMBERED) known.clear();
      known.set(word, constrains);
    }
    return constrains;
  });
}

/** Do two readings of a request constrain it differently (filters or sort), beyond the words matched? */
export function constrainsDifferently(first: SearchQuery, second: SearchQuery): boolean {
  return JSON.stringify([first.filters, first.sort]) !== JSON.stringify([second.filters, second.sort]);
}

/**
 * The request's words as the chat echoes them: each correction the shopper would know as theirs in the catalogue's
 * spelling ("lether jacket": "leather jacket"), each guess as typed, also when the request was read again with it
 * ("zapatos para correr", never "… para cover"); a guessed word the shopper typed too stays.
 */
export function echoedText(
  text: string,
  content: string,
  corrections: readonly SpellingCorrection[],
): string {
  const sure = corrections.filter((fix) => fix.guess !== true);
  const undone = corrections
    .filter(
      ({ guess, typed, word }) =>
        guess === true && respell(content, [{ typed: word, word: typed }]) === content,
    )
    .map(({ typed, word }) => ({ typed: word, word: typed }));
  return respell(respell(text, sure), undone);
}
