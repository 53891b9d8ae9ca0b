/**
 * Typo correction against the catalogue's own words: a symmetric-delete index (SymSpell) over the words as
 * the catalogue writes them ("receptacle", "leather"), so finding every word within one or two edits of a
 * query word costs a few map lookups ("lether" → "leather", "receptical" → "receptacle"). Words, not stems:
 * a misspelling stems differently from the word it misspells ("receptical" → "recept", "receptacle" →
 * "receptacl"). Each hit is reported as the index term of the word it found.
 * Distances are optimal string alignment (adjacent transpositions count one edit: "recieve" → "receive").
 */
import type { TextIndex } from './text-index.ts';

export interface TypoCandidate {
  /** The catalogue term (of the closest word found for it). */
  term: string;
  /** Its term id in the text index. */
  id: number;
  distance: number;
  /** Products using the word. */
  frequency: number;
}

export interface TypoIndex {
  /**
   * Catalogue terms with a word within `maxDistance` edits of `word` (as written), closest first, then most
   * frequent; never the word's own term.
   */
  lookup(word: string, maxDistance: 1 | 2): TypoCandidate[];
}

/** Longer words are not corrected (nor indexed): no real word is that long, and deletes grow with length. */
export const MAX_WORD_LENGTH = 24;

function deletes(word: string, into: Set<string>): void {
  for (let i = 0; i < word.length; i++) into.add(word.slice(0, i) + word.slice(i + 1));
}

/** Optimal string alignment distance, or `max + 1` as soon as it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let twoBack = new Int32Array(n + 1);
  let previous = Int32Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Int32Array(n + 1);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, twoBack[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [twoBack, previous, current] = [previous, current, twoBack];
  }
  return previous[n]!;
}

const LETTERS = /^[a-z]+$/;

/** Indexes the letter-only words of `minLength - 1` letters or more (a longer query word is corrected). */
export function buildTypoIndex(text: TextIndex, minLength: number): TypoIndex {
  const words = new Map<string, number>();
  for (const [word, id] of text.words) {
    if (word.length >= minLength - 1 && word.length <= MAX_WORD_LENGTH && LETTERS.test(word)) {
      words.set(word, id);
    }
  }
  const termOf = new Array<string>(text.terms.size);
  for (const [term, id] of text.terms) termOf[id] = term;
  const index = new Map<string, string | string[]>();
  const add = (key: string, word: string) => {
    const found = index.get(key);
    if (found === undefined) index.set(key, word);
    else if (typeof found === 'string') {
      if (found !== word) index.set(key, [found, word]);
    } else if (found.at(-1) !== word) found.push(word);
  };
  const keys = new Set<string>();
  for (const word of words.keys()) {
    keys.clear();
    keys.add(word);
    deletes(word, keys);
    for (const key of keys) add(key, word);
  }

  return {
    lookup(word, maxDistance) {
      if (word.length > MAX_WORD_LENGTH) return [];
      const probes = new Set<string>([word]);
      deletes(word, probes);
      if (maxDistance === 2) for (const probe of [...probes]) deletes(probe, probes);
      const own = words.get(word);
      const seen = new Set<string>();
      const byTerm = new Map<number, TypoCandidate>();
      for (const probe of probes) {
        const hit = index.get(probe);
        if (hit === undefined) continue;
        for (const candidate of typeof hit === 'string' ? [hit] : hit) {
          if (candidate === word || seen.has(candidate)) continue;
          seen.add(candidate);
          const id = words.get(candidate)!;
          if (id === own) continue;
          const distance = editDistance(word, candidate, maxDistance);
          const known = byTerm.get(id);
          if (distance <= maxDistance && (known === undefined || distance < known.distance)) {
            byTerm.set(id, { term: termOf[id]!, id, distance, frequency: text.df[id]! });
          }
        }
      }
      return [...byTerm.values()].sort((a, b) => a.distance - b.distance || b.frequency - a.frequency);
    },
  };
}
