/**
 * The products whose titles hold a phrase, its analyzed terms adjacent and in order ("Moisturizer for Oily Skin"
 * holds "oily skin"; "Oily Skins" too, as stems): what a kind asked with its noun reads titles by
 * (SearchFilters.kinds).
 */
import { analyze } from './analyze.ts';
import { TITLE_BIT, type TextIndex } from './text-index.ts';

/** Where in the title of product `doc` its terms `terms` run in order, or -1. */
export function titleRun(index: TextIndex, terms: readonly number[], doc: number): number {
  const { titleTerms } = index;
  const end = index.titleStart[doc + 1]!;
  for (let at = index.titleStart[doc]!; at + terms.length <= end; at++) {
    let j = 0;
    while (j < terms.length && titleTerms[at + j] === terms[j]) j++;
    if (j === terms.length) return at;
  }
  return -1;
}

/** Positions of the products whose title holds `phrase`. */
export function titledProducts(index: TextIndex, phrase: string): number[] {
  const terms: number[] = [];
  for (const token of analyze(phrase)) {
    const id = index.terms.get(token.term);
    if (id === undefined) return [];
    terms.push(id);
  }
  const first = terms[0];
  if (first === undefined) return [];
  const found: number[] = [];
  for (let k = index.postStart[first]!; k < index.postStart[first + 1]!; k++) {
    if ((index.postFields[k]! & TITLE_BIT) === 0) continue;
    const doc = index.postDoc[k]!;
    if (titleRun(index, terms, doc) >= 0) found.push(doc);
  }
  return found;
}
