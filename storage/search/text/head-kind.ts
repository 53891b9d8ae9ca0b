/**
 * The products of the kind a query asks for: those naming its head in their title, brand or category
 * (query-head.ts), and, when its naming phrase has more words ("eye cream"), writing the whole phrase in their
 * title: a "Duvet Cover in Cream" names "cream" but is no eye cream.
 */
import type { Concept } from './query-concept.ts';
import { namingProducts } from './query-head.ts';
import type { NamingPhrase } from './naming-phrase.ts';
import type { TextIndex } from './text-index.ts';
import { titleRun } from './titled-products.ts';

export function headKind(
  index: TextIndex,
  head: Concept,
  phrase: NamingPhrase | undefined,
): ReadonlySet<number> {
  const naming = namingProducts(index, head);
  if (phrase === undefined || phrase.terms.length < 2) return naming;
  return new Set([...naming].filter((position) => titleRun(index, phrase.terms, position) >= 0));
}
