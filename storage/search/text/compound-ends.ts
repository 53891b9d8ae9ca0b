/**
 * A word no product's title names by, matched also through the closed compounds the titles end in it: "pack", in a
 * shop that names its bags "Daypack" and "Backpack" and says "pack" only in descriptions ("packs down small"), is
 * those bags, as "band" is a "Headband" where no title says "band". Only such words: where a title writes the word
 * itself, a compound ending in it is another thing ("door" is no "outdoor" chair).
 */
import type { Token } from './analyze.ts';
import { isEnglishWord } from './english-words.ts';
import { addAlternative, type Concept, type PlanContext } from './query-concept.ts';
import { headTerms } from './title-heads.ts';
import { titleNames, type TextIndex } from './text-index.ts';
import { lightForm } from './word-form.ts';

/** Shortest word read as a compound's end, and shortest word before it ("day" of "daypack"). */
const MIN_END = 4;
const MIN_START = 3;

/** A title word ending in the word: its term, and its light form's id (-1: none). */
interface CompoundEnd {
  id: number;
  form: number;
}

const found = new WeakMap<TextIndex, Map<string, CompoundEnd[]>>();

/** Per index and term: 0 not yet known, 1 some title names a product by it, 2 none does. */
const titledTerms = new WeakMap<TextIndex, Uint8Array>();

/**
 * Does some product's title name it by the term (its colour after "in" aside)? Known once per term: a word only the
 * descriptions hold would walk all its postings on every request.
 */
function titled(term: number, index: TextIndex): boolean {
  let known = titledTerms.get(index);
  if (known === undefined) titledTerms.set(index, (known = new Uint8Array(index.terms.size)));
  if (known[term] === 0) {
    known[term] = 2;
    for (let k = index.postStart[term]!; k < index.postStart[term + 1]!; k++)
      if (titleNames(index.postFields[k]!)) {
        known[term] = 1;
        break;
      }
  }
  return known[term] === 1;
}

/**
 * The words heading titles (the kind they name) that are a catalogue or English word followed by `end` ("daypack",
 * "backpack" for "pack"; not the names "Fireside", "Lakeside" for "side", which head no title).
 */
function compoundsEnding(end: string, index: TextIndex): CompoundEnd[] {
  let known = found.get(index);
  if (known === undefined) found.set(index, (known = new Map()));
  let compounds = known.get(end);
  if (compounds !== undefined) return compounds;
  compounds = [];
  const heads = headTerms(index);
  for (const [word, id] of index.words) {
    const form = lightForm(word);
    if (form.length < end.length + MIN_START || !form.endsWith(end)) continue;
    if (compounds.some((compound) => compound.id === id)) continue;
    const start = form.slice(0, -end.length);
    if ((index.words.has(start) || isEnglishWord(start)) && heads[id] === 1)
      compounds.push({ id, form: index.forms.get(form) ?? -1 });
  }
  known.set(end, compounds);
  return compounds;
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
    for (const { id, form } of compoundsEnding(lightForm(token.word), index)) {
      if (id === own) continue;
      addAlternative(concept, [id], defaults.compoundEnd);
      // A title writing the compound names the product by the word, as by a synonym ("Backpack" for "pack").
      if (form >= 0 && !concept.synonymForms.includes(form)) concept.synonymForms.push(form);
    }
  });
}
