/**
 * A kind the shop does not sell, though the matches hold its last word as their category: "sleeping bag" in a
 * shop of backpacks under "Bags". No title writes "sleeping" before "bag", so the naming phrase (naming-phrase.ts)
 * is "bag" alone, which every backpack names by its category; yet a category names a class, and the shopper's
 * word before its head a kind within or beside it. Where no match holds that word at all and no product names the
 * two words, the shop sells no such kind, and the chat says so.
 */
import { isDescribingWord } from './describing-word.ts';
import type { Concept } from './query-concept.ts';
import { namingProducts, weighedHead } from './query-head.ts';
import { namesPhrase } from './naming-phrase.ts';
import { statesForm } from './stated-forms.ts';
import { titleNames, type TextIndex } from './text-index.ts';

/** The brand's bit in a posting's field mask (text-index.ts TEXT_FIELDS). */
const BRAND_BIT = 2;

/** The concept's own term id, when it is a word of the shopper's own (weighed, not relaxed, not after "for"). */
export function ownTerm(
  index: TextIndex,
  concept: Concept | undefined,
  importance: number,
): number | undefined {
  if (concept === undefined || !concept.word || concept.modifier || concept.relaxed === true)
    return undefined;
  if (!(importance > 0) || concept.correction !== undefined) return undefined;
  return index.terms.get(concept.term);
}

/**
 * The query's head with the shopper's word just before it ("sleeping bag"), when the shop sells nothing so
 * named: the matches hold the head in no title or brand, only as a category; none
 * holds the word before it in any field; and no product names the two (a title running them, or its brand or
 * category holding both). Undefined otherwise, when a synonym meets the head (a backpack is a rucksack), and when
 * the word before it describes rather than names a kind ("comfortable bag").
 */
export function unsoldKind(
  index: TextIndex,
  concepts: readonly Concept[],
  importance: Float64Array,
  matches: Int32Array,
): { word: string; count: 0; unsold: true } | undefined {
  if (matches.length === 0) return undefined;
  const head = weighedHead(index, concepts, importance);
  const headConcept = concepts[head];
  const before = concepts[head - 1];
  const headTerm = ownTerm(index, headConcept, importance[head] ?? 0);
  const beforeTerm = ownTerm(index, before, importance[head - 1] ?? 0);
  if (headConcept === undefined || before === undefined || headTerm === undefined || beforeTerm === undefined)
    return undefined;
  if (isDescribingWord(before.typed)) return undefined;
  if (headConcept.synonymForms.length > 0 || headConcept.alternatives.some(({ terms }) => terms.length > 1))
    return undefined;
  const matched = new Uint8Array(index.size);
  for (const position of matches) matched[position] = 1;
  const isMatch = (doc: number): boolean => matched[doc] === 1;
  const form = headConcept.form;
  for (let k = index.postStart[headTerm]!, end = index.postStart[headTerm + 1]!; k < end; k++)
    if (
      (index.postFields[k]! & BRAND_BIT || titleNames(index.postFields[k]!)) &&
      isMatch(index.postDoc[k]!) &&
      statesForm(index, headTerm, k, form)
    )
      return undefined;
  for (let k = index.postStart[beforeTerm]!, end = index.postStart[beforeTerm + 1]!; k < end; k++) {
    const doc = index.postDoc[k]!;
    if (isMatch(doc) || namesPhrase(index, [beforeTerm, headTerm], doc)) return undefined;
  }
  const words = [before, headConcept].map((concept) => concept.typed).join(' ');
  return { word: words, count: 0, unsold: true };
}

/**
 * A word no product holds, met by its broader kind (broader-kinds.ts; `Concept.broader`): "parka" in a shop of
 * jackets. The shop sells no such kind, and the chat says so, naming the kind the matches are (`closest`, "jacket")
 * where some of them name it; never the word's kind.
 */
export function broaderKind(
  index: TextIndex,
  concepts: readonly Concept[],
  matches: Int32Array,
): { word: string; count: 0; unsold: true; closest?: string } | undefined {
  const concept = concepts.find(({ broader, relaxed }) => broader !== undefined && relaxed !== true);
  if (concept?.broader === undefined || matches.length === 0) return undefined;
  const naming = namingProducts(index, concept);
  const named = matches.some((position) => naming.has(position));
  return { word: concept.typed, count: 0, unsold: true, ...(named && { closest: concept.broader }) };
}
