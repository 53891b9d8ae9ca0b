/**
 * Matches naming the query's head only by a synonym their title writes before its own head noun: "king comforter
 * under 160" in the demo shop matched one comforter and three "Duvet Covers" (the lexicon's "duvet" is a
 * comforter, a cover's "duvet" says what it covers). The chat counts them apart: "Only 1 of them is a comforter; 3
 * are duvet covers." (HeadNamed.aside). Pure.
 */
import type { HeadNamed } from '../../../core/index.ts';
import { heldApart } from './held-within.ts';
import type { Concept } from './query-concept.ts';
import { synonymOnlyTerms } from './synonym-aside.ts';
import type { TextIndex } from './text-index.ts';

/** The light form written for form id `id` (a scan of the catalogue's forms, only where a count is said). */
function formWord(index: TextIndex, id: number): string | undefined {
  for (const [word, at] of index.forms) if (at === id) return word;
  return undefined;
}

/** The words of `doc`'s title from its first synonym term to its head noun ("duvet cover"), if it writes them so. */
function asidePhrase(index: TextIndex, doc: number, synonyms: ReadonlySet<number>): string | undefined {
  const from = index.titleStart[doc]!;
  const to = index.titleStart[doc + 1]!;
  const head = index.titleHead[doc]!;
  for (let p = from; p < to; p++) {
    if (!synonyms.has(index.titleTerms[p]!)) continue;
    const end = index.titleTerms.subarray(p + 1, to).indexOf(head);
    if (end < 0 || end > 1) return undefined;
    const words: string[] = [];
    for (let q = p; q <= p + 1 + end; q++) {
      const word = formWord(index, index.titleForms[q]!);
      if (word === undefined) return undefined;
      words.push(word);
    }
    return words.join(' ');
  }
  return undefined;
}

/**
 * The head as typed, how many of `matches` are of its kind, and how many only name its synonym before their own
 * head noun (`aside`, with that phrase as the first such title writes it); undefined where none does.
 */
export function asideNamed(
  index: TextIndex,
  concept: Concept | undefined,
  matches: Int32Array,
): HeadNamed | undefined {
  if (concept === undefined || matches.length === 0) return undefined;
  const { aside, held } = heldApart(index, concept, matches);
  if (aside.size === 0 || held === 0) return undefined;
  const synonyms = synonymOnlyTerms(concept);
  let kind: string | undefined;
  for (const doc of matches)
    if (aside.has(doc) && (kind = asidePhrase(index, doc, synonyms)) !== undefined) break;
  if (kind === undefined) return undefined;
  return { word: concept.correction ?? concept.typed, count: held, aside: { kind, count: aside.size } };
}
