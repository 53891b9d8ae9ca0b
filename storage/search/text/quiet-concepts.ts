/**
 * Which of a query's concepts match nothing on their own in the first stage (score-concepts.ts), only adding to
 * the score of products another concept matched: function words, words of opinion, counts, letters, relaxed
 * constraints' words and non-selective words. Written with module-level functions, not closures per query: tsx
 * (it keeps names) gives each named closure its name with Object.defineProperty, about a microsecond each.
 */
import { FUNCTION_WORDS, isOpinionWord } from './analyzer-lexicon.ts';
import { canName, quantityConcepts } from './quantity-concepts.ts';
import type { Concept } from './query-concept.ts';
import type { TextIndex } from './text-index.ts';

export interface QuietConcepts {
  /** Per concept: matches nothing on its own. */
  quiet: boolean[];
  /** Per concept: a word of opinion beside a word of substance, counting for no coverage. */
  opinion: boolean[];
}

/** Common when its alternatives together would match more than `commonAbove` products. */
function isCommon(index: TextIndex, concept: Concept, commonAbove: number): boolean {
  let postings = 0;
  for (const { terms } of concept.alternatives) {
    let least = Infinity;
    for (const term of terms) least = Math.min(least, index.df[term]!);
    postings += least;
  }
  return postings > commonAbove;
}

/** See the file's comment; `knobs` as scoreConcepts'. */
export function quietConcepts(
  index: TextIndex,
  concepts: readonly Concept[],
  knobs: { commonShare: number; commonMinimum: number },
): QuietConcepts {
  const commonAbove = Math.max(knobs.commonMinimum, knobs.commonShare * index.size);
  // A function word ("for", "the") never matches alone while the query holds another word, even an unknown one:
  // "charger for iphone" in a shop without either finds nothing rather than every title with "for".
  const contentful = concepts.some((concept) => !FUNCTION_WORDS.has(concept.typed));
  // Words of opinion ("great", "best") likewise, beside a word of substance, and they count for no coverage.
  const substantial = concepts.some(
    (concept) => !FUNCTION_WORDS.has(concept.typed) && !isOpinionWord(concept.typed),
  );
  // A count ("3 pack") likewise, beside a word that could name a product, even one the shop lacks: "socks 3
  // pack" in a shop without socks finds nothing rather than 3-person tents. A small number alone, beside a word
  // the shop has ("76 steel door", not "23 ince"). Both still count for coverage.
  const quantity = quantityConcepts(concepts);
  const naming = concepts.map((concept, c) => canName(concept, quantity[c]));
  const named = naming.some(Boolean);
  const namedKnown = concepts.some(
    (concept, c) => naming[c] && concept.alternatives.length > 0 && !isCommon(index, concept, commonAbove),
  );
  const selective = concepts.some(
    (concept) =>
      concept.alternatives.length > 0 &&
      !isCommon(index, concept, commonAbove) &&
      !(contentful && FUNCTION_WORDS.has(concept.typed)),
  );
  // A letter ("t" of "t-shirt", "c" of "vitamin c"; not one of a code such as "g4") ranks the others' matches
  // but matches nothing alone beside a longer word: "kids t-shirt" would list jackets in size 2T.
  const worded = concepts.some((concept) => concept.typed.length > 1 && concept.alternatives.length > 0);
  const quiet: boolean[] = [];
  const opinion: boolean[] = [];
  for (let c = 0; c < concepts.length; c++) {
    const concept = concepts[c]!;
    opinion.push(substantial && isOpinionWord(concept.typed));
    // A relaxed constraint's word ("kids" once "for kids" gave way) ranks the matches of the shopper's own words,
    // but matches nothing alone: a kids' sneaker is no camping gear.
    quiet.push(
      concept.relaxed === true ||
        (contentful && FUNCTION_WORDS.has(concept.typed)) ||
        opinion[c]! ||
        (quantity[c] === 'pack' ? named : quantity[c] === 'number' ? namedKnown : false) ||
        (worded && !concept.numeric && !concept.inCode && concept.typed.length === 1) ||
        (selective && isCommon(index, concept, commonAbove)),
    );
  }
  return { quiet, opinion };
}
