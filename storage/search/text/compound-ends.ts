/**
 * A word no product's title names by, matched also through the closed compounds the titles end in it: "pack", in a
 * shop that names its bags "Daypack" and "Backpack" and says "pack" only in descriptions ("packs down small"), is
 * those bags, as "band" is a "Headband" where no title says "band". Only such words: where a title writes the word
 * itself, a compound ending in it is another thing ("door" is no "outdoor" chair).
 */
import type { Token } from './analyze.ts';
import { isEnglishWord } from './english-words.ts';
import { addAlternative, type Concept, type PlanContext } from './query-concept.ts';
import { titleNames, type TextIndex } from './text-index.ts';
import { lightForm } from './word-form.ts';

/** Shortest word read as a compound's end, and shortest word before it ("day" of "daypack"). */
const MIN_END = 4;
const MIN_START = 3;

const found = new WeakMap<TextIndex, Map<string, number[]>>();

/** Does some product's title name it by the term (its colour after "in" aside)? */
function titled(term: number, index: TextIndex): boolean {
  for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++)
    if (titleNames(index.postFields[k]!)) return true;
  return false;
}

/** The title words (term ids) that are a catalogue or English word followed by `end` ("daypack", "backpack" for "pack"). */
function compoundsEnding(end: string, index: TextIndex): number[] {
  let known = found.get(index);
  if (known === undefined) found.set(index, (known = new Map()));
  let terms = known.get(end);
  if (terms !== undefined) return terms;
  terms = [];
  for (const [word, id] of index.words) {
    const form = lightForm(word);
    if (form.length < end.length + MIN_START || !form.endsWith(end) || terms.includes(id)) continue;
    const start = form.slice(0, -end.length);
    if ((index.words.has(start) || isEnglishWord(start)) && titled(id, index)) terms.push(id);
  }
  known.set(end, terms);
  return terms;
}

/** Adds, to each concept of a word the catalogue holds but no title names by, the compounds ending in it. */
export function addCompoundEnds(tokens: readonly Token[], concepts: Concept[], context: PlanContext): void {
  const { index, defaults } = context;
  if (!(defaults.compoundEnd > 0)) return;
  tokens.forEach((token, i) => {
    const concept = concepts[i]!;
    if (token.numeric || !concept.word || token.word.length < MIN_END) return;
    const own = index.terms.get(token.term);
    if (own === undefined || titled(own, index)) return;
    for (const id of compoundsEnding(lightForm(token.word), index))
      if (id !== own) addAlternative(concept, [id], defaults.compoundEnd);
  });
}
