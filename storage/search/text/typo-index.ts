/**
 * Typo correction against the catalogue's own words: a symmetric-delete index (SymSpell) over the words as
 * the catalogue writes them ("receptacle", "leather"), so finding every word within one or two edits of a
 * query word costs a few map lookups ("lether" → "leather", "receptical" → "receptacle"). Words, not stems:
 * a misspelling stems differently from the word it misspells ("receptical" → "recept", "receptacle" →
 * "receptacl"). Each hit is reported as the index term of the word it found.
 * Distances are optimal string alignment (adjacent transpositions count one edit: "recieve" → "receive").
 * The same words in code-unit order give the completions of a word cut short ("refrig" → "refrigerator"); the
 * order is sorted with the table, in the index worker for a large catalogue, not on the first search.
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
  /** The closest catalogue word, as written ("leather" for "lether"). */
  word: string;
}

export interface TypoIndex {
  /**
   * Catalogue terms with a word within `maxDistance` edits of `word` (as written), closest first, then most
   * frequent; never the word's own term.
   */
  lookup(word: string, maxDistance: 1 | 2): TypoCandidate[];
  /**
   * The `limit` most used catalogue terms with a word longer than `prefix` that begins with it ("refrig" →
   * refrigerator): what a word cut short may stand for (query-spelling.ts).
   */
  completions(prefix: string, limit: number): TypoCandidate[];
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

/** Words this long or longer are stored with their two-letter deletes too (a two-edit lookup's candidates). */
const MIN_TWO_DELETES = 4;

/**
 * The typo index as data: typed arrays and one word list, cheap to build in a worker thread and to hand over
 * (see text-index-worker.ts). Deletion keys are stored as 32-bit hashes; a hash collision only adds a
 * candidate that the edit-distance check then turns away.
 */
export interface TypoTable {
  /** The catalogue words corrections are chosen from, and each one's term id. */
  words: string[];
  termIds: Int32Array;
  /** Hashes of every word's deletion keys (itself, one letter and two letters deleted), ascending. */
  keys: Uint32Array;
  /** The word (index in `words`) of each key. */
  entries: Int32Array;
  /** Indexes in `words`, the words in code-unit order: a prefix is a range of it. */
  order: Int32Array;
}

/** FNV-1a, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Bits of a key's hash that pick its bucket in the directory of typoIndexOf. */
const BUCKET_BITS = 16;

/**
 * Per bucket b (the top BUCKET_BITS bits of a hash), the first k with keys[k] in it or a later one; one entry more
 * for the end. A lookup then searches one bucket of a dozen keys or so, not the whole table, whose binary search
 * had read a score of far-apart keys, each a cache miss, per probe.
 */
function directoryOf(keys: Uint32Array): Int32Array {
  const buckets = 2 ** BUCKET_BITS;
  const directory = new Int32Array(buckets + 1);
  let k = 0;
  for (let b = 0; b < buckets; b++) {
    directory[b] = k;
    while (k < keys.length && keys[k]! >>> (32 - BUCKET_BITS) === b) k++;
  }
  directory[buckets] = keys.length;
  return directory;
}

/** First k in [lo, hi) with keys[k] >= value (hi when none). */
function lowerBound(keys: Uint32Array, value: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Words per table: a (hash, word) pair is sorted as one float64, hash × WORD_SLOTS + word, exact below 2^53. */
const WORD_SLOTS = 2 ** 21;

/** Indexes the letter-only words of `minLength - 1` letters or more (a longer query word is corrected). */
export function buildTypoTable(text: TextIndex, minLength: number): TypoTable {
  const words: string[] = [];
  const termIds: number[] = [];
  for (const [word, id] of text.words) {
    if (words.length === WORD_SLOTS) break;
    if (word.length >= minLength - 1 && word.length <= MAX_WORD_LENGTH && LETTERS.test(word)) {
      words.push(word);
      termIds.push(id);
    }
  }
  const pairs: number[] = [];
  const keys = new Set<string>();
  words.forEach((word, w) => {
    keys.clear();
    keys.add(word);
    deletes(word, keys);
    // Two deletes on both sides, so every word within two edits is found however the edits fall: two letters
    // the shopper left out ("infered" → "infrared") or two mistyped ("alumanam" → "aluminum"), not only two extra.
    if (word.length >= MIN_TWO_DELETES) for (const key of [...keys]) deletes(key, keys);
    for (const key of keys) pairs.push(hash(key) * WORD_SLOTS + w);
  });
  const sorted = Float64Array.from(pairs).sort();
  const order = Int32Array.from(words, (_, w) => w).sort((a, b) =>
    words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0,
  );
  return {
    words,
    order,
    termIds: Int32Array.from(termIds),
    keys: Uint32Array.from(sorted, (pair) => Math.floor(pair / WORD_SLOTS)),
    entries: Int32Array.from(sorted, (pair) => pair % WORD_SLOTS),
  };
}

/** Lookups over a table built from `text` (here or in another thread). */
export function typoIndexOf(table: TypoTable, text: TextIndex): TypoIndex {
  const { words, termIds, keys, entries, order } = table;
  let termOf: string[] | undefined;
  let directory: Int32Array | undefined;
  const termName = (id: number): string => {
    if (termOf === undefined) {
      termOf = new Array<string>(text.terms.size);
      for (const [term, termId] of text.terms) termOf[termId] = term;
    }
    return termOf[id]!;
  };
  return {
    lookup(word, maxDistance) {
      if (word.length > MAX_WORD_LENGTH) return [];
      const probes = new Set<string>([word]);
      deletes(word, probes);
      if (maxDistance === 2) for (const probe of [...probes]) deletes(probe, probes);
      const own = text.words.get(word);
      const seen = new Set<number>();
      const byTerm = new Map<number, TypoCandidate>();
      for (const probe of probes) {
        const key = hash(probe);
        directory ??= directoryOf(keys);
        const bucket = key >>> (32 - BUCKET_BITS);
        const end = directory[bucket + 1]!;
        for (let k = lowerBound(keys, key, directory[bucket]!, end); k < end && keys[k] === key; k++) {
          const w = entries[k]!;
          if (seen.has(w)) continue;
          seen.add(w);
          const candidate = words[w]!;
          const id = termIds[w]!;
          if (candidate === word || id === own) continue;
          const distance = editDistance(word, candidate, maxDistance);
          const known = byTerm.get(id);
          if (distance <= maxDistance && (known === undefined || distance < known.distance)) {
            byTerm.set(id, { term: termName(id), id, distance, frequency: text.df[id]!, word: candidate });
          }
        }
      }
      return [...byTerm.values()].sort((a, b) => a.distance - b.distance || b.frequency - a.frequency);
    },
    completions(prefix, limit) {
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (words[order[mid]!]! < prefix) lo = mid + 1;
        else hi = mid;
      }
      const byTerm = new Map<number, TypoCandidate>();
      for (let k = lo; k < order.length && words[order[k]!]!.startsWith(prefix); k++) {
        const w = order[k]!;
        const id = termIds[w]!;
        const word = words[w]!;
        if (word.length === prefix.length || byTerm.has(id)) continue;
        byTerm.set(id, {
          term: termName(id),
          id,
          distance: word.length - prefix.length,
          frequency: text.df[id]!,
          word,
        });
      }
      return [...byTerm.values()].sort((a, b) => b.frequency - a.frequency).slice(0, limit);
    },
  };
}
