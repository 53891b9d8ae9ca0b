/**
 * Words a shopper cut short ("elec", "refrig", "alu"): the catalogue words that begin with the typed letters,
 * most used first, as candidates for a word the catalogue lacks (query-spelling.ts, repair).
 */
import type { TextIndex } from './text-index.ts';

export interface Completion {
  id: number;
  word: string;
  frequency: number;
}

/** The catalogue's written words in code-unit order, with their term ids: a prefix is a range of it. */
const sortedWords = new WeakMap<TextIndex, { words: string[]; ids: Int32Array }>();

function sortedOf(index: TextIndex): { words: string[]; ids: Int32Array } {
  let sorted = sortedWords.get(index);
  if (sorted === undefined) {
    const entries = [...index.words].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    sorted = { words: entries.map(([word]) => word), ids: Int32Array.from(entries, ([, id]) => id) };
    sortedWords.set(index, sorted);
  }
  return sorted;
}

/** The `limit` most used catalogue words (distinct terms) longer than `prefix` that begin with it. */
export function prefixCompletions(prefix: string, index: TextIndex, limit: number): Completion[] {
  const { words, ids } = sortedOf(index);
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (words[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  const best = new Map<number, Completion>();
  for (let k = lo; k < words.length && words[k]!.startsWith(prefix); k++) {
    const word = words[k]!;
    const id = ids[k]!;
    if (word.length === prefix.length || best.has(id)) continue;
    best.set(id, { id, word, frequency: index.df[id]! });
  }
  return [...best.values()].sort((a, b) => b.frequency - a.frequency).slice(0, limit);
}
