/**
 * Typo correction against the catalogue's own words: a symmetric-delete index (SymSpell) over the index's
 * word terms (stems: "batteri", "leather"), so finding every term within one or two edits of a query word's
 * term costs a few map lookups ("lether" → "leather"; "sweatre" → "sweatr" → "sweater").
 * Distances are optimal string alignment (adjacent transpositions count one edit: "recieve" → "receive").
 */
import type { TextIndex } from './text-index.ts';

export interface TypoCandidate {
  /** The catalogue term. */
  term: string;
  distance: number;
  /** Products using the word. */
  frequency: number;
}

export interface TypoIndex {
  /** Catalogue terms within `maxDistance` edits of `term`, closest first, then most frequent. */
  lookup(term: string, maxDistance: 1 | 2): TypoCandidate[];
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

/** Indexes the letter-only terms of `minLength - 2` letters or more (stems are shorter than words). */
export function buildTypoIndex(text: TextIndex, minLength: number): TypoIndex {
  const words = new Map<string, number>();
  for (const [term, id] of text.terms) {
    if (term.length >= minLength - 2 && term.length <= MAX_WORD_LENGTH && LETTERS.test(term)) {
      words.set(term, text.df[id]!);
    }
  }
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
      const seen = new Set<string>();
      const found: TypoCandidate[] = [];
      for (const probe of probes) {
        const hit = index.get(probe);
        if (hit === undefined) continue;
        for (const candidate of typeof hit === 'string' ? [hit] : hit) {
          if (candidate === word || seen.has(candidate)) continue;
          seen.add(candidate);
          const distance = editDistance(word, candidate, maxDistance);
          if (distance <= maxDistance) {
            found.push({ term: candidate, distance, frequency: words.get(candidate) ?? 0 });
          }
        }
      }
      return found.sort((a, b) => a.distance - b.distance || b.frequency - a.frequency);
    },
  };
}
