/**
 * A kind the shop sells none of, whose word every match's title holds only as a modifier of another kind: "laptop"
 * in a shop whose only laptops are "Laptop Backpack"s. No title in the catalogue is headed by the word
 * (title-structure.ts: "backpack" heads "Nomad 20L Laptop Backpack"), yet every match names it in its title; the
 * chat says the shop has none and what these are ("No product here is a laptop; these are laptop backpacks."), where
 * it had said "Showing laptop." over backpacks as if they were laptops. A shop whose titles head some products by
 * the word keeps them ("Trim Kit for Microwave" beside microwaves). Where the matches head their titles by several
 * kinds, or hold the word after the name ("Sleeve for Laptop"), no kind is named.
 */
import type { Concept } from './query-concept.ts';
import { weighedHead } from './query-head.ts';
import { headsTitles } from './title-heads.ts';
import { titleNames, type TextIndex } from './text-index.ts';
import { ownTerm } from './unsold-kind.ts';
import { isDescribingWord } from './describing-word.ts';

/** The word as written for a term id (the shortest spelling the catalogue has: "backpack", not "backpacks"). */
function writtenAs(index: TextIndex, term: number): string | undefined {
  let found: string | undefined;
  for (const [word, id] of index.words)
    if (id === term && (found === undefined || word.length < found.length)) found = word;
  return found;
}

/**
 * The query's head as typed, when no title is headed by it, and every match whose title holds it holds it before
 * one and the same head, in the title's name ("Laptop Backpack"; some match's title must): the shop sells no such
 * kind; `closest`, that head as written ("backpack"); `modifies`, how many matches' titles name the word with it (the
 * others mention it in their details: a travel backpack's laptop sleeve). Undefined otherwise: a describing word
 * ("wireless" earbuds and speakers), a word heading some title, a word after the name ("Sleeve for Laptop").
 */
export function modifierOnlyKind(
  index: TextIndex,
  concepts: readonly Concept[],
  importance: Float64Array,
  matches: Int32Array,
): { word: string; count: 0; unsold: true; closest: string; modifies: number } | undefined {
  if (matches.length === 0) return undefined;
  const at = weighedHead(index, concepts, importance);
  const concept = concepts[at];
  const term = ownTerm(index, concept, importance[at] ?? 0);
  if (concept === undefined || term === undefined || concept.synonymForms.length > 0) return undefined;
  if (concept.alternatives.some(({ terms }) => terms.length > 1) || headsTitles(index, concept))
    return undefined;
  if (isDescribingWord(concept.typed)) return undefined;
  const matched = new Set(matches);
  const heads = new Set<number>();
  let named = 0;
  for (let k = index.postStart[term]!, end = index.postStart[term + 1]!; k < end; k++) {
    const doc = index.postDoc[k]!;
    if (!matched.has(doc) || !titleNames(index.postFields[k]!)) continue;
    named += 1;
    heads.add(index.titleHead[doc]!);
    // Before the title's head, in its main segment: it modifies the head ("Laptop Backpack"), not "for Laptop".
    const start = index.titleStart[doc]!;
    const place = index.titleTerms.subarray(start, index.titleStart[doc + 1]!).indexOf(term);
    if (place < 0 || place >= index.titleMain[doc]!) return undefined;
  }
  const [head] = heads;
  if (named === 0 || heads.size !== 1 || head === undefined || head < 0) return undefined;
  // Every match is of that kind: its title is headed by it.
  for (const doc of matches) if (index.titleHead[doc] !== head) return undefined;
  const kind = writtenAs(index, head);
  return kind === undefined
    ? undefined
    : { word: concept.typed, count: 0, unsold: true, closest: kind, modifies: named };
}
