/**
 * How far a typed word is from a word it may misspell, counted in typing slips: an edit distance with swaps of
 * two letters, whose edits cost by how often people make them. A letter doubled or undoubled ("dimer" for
 * "dimmer"), a vowel for a vowel or left out ("alrm" for "alarm"), a key's neighbour and two letters swapped are cheap; a slip at the first
 * letter is dear, as people seldom mistype the start of a word ("clow" is rather "claw" than "low"). Pure.
 */
const VOWELS = new Set('aeiouy');
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

/** Edit costs: a plain edit is 1. */
const COSTS = {
  /** A vowel for a vowel or left out, a key for its neighbour, two letters swapped. */
  cheap: 0.7,
  /** A letter added or dropped beside the same letter. */
  doubled: 0.4,
  /** Factor on any edit at the first letter. */
  first: 2,
};

/** Keys next to each other on a QWERTY keyboard, in one row or diagonally ("as", "aw", "az"). */
const NEIGHBOUR_KEYS = (() => {
  const at = new Map<string, [row: number, column: number]>();
  KEY_ROWS.forEach((row, r) => [...row].forEach((key, c) => at.set(key, [r, c + r * 0.5])));
  const pairs = new Set<string>();
  for (const [a, [ra, ca]] of at)
    for (const [b, [rb, cb]] of at)
      if (a !== b && Math.abs(ra - rb) <= 1 && Math.abs(ca - cb) <= 1) pairs.add(a + b);
  return pairs;
})();

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  return (VOWELS.has(a) && VOWELS.has(b)) || NEIGHBOUR_KEYS.has(a + b) ? COSTS.cheap : 1;
}

/** Cost of the letter at `i` of `word` being added or dropped. */
const indel = (word: string, i: number): number =>
  (word[i] === word[i - 1] || word[i] === word[i + 1] ? COSTS.doubled : 1) * (i === 0 ? COSTS.first : 1);

/** Cost of a letter of `meant` the shopper left out: a vowel (not the first letter) is cheap ("alrm", "alarm"). */
const dropped = (meant: string, j: number): number =>
  j > 0 && VOWELS.has(meant[j]!) ? Math.min(COSTS.cheap, indel(meant, j)) : indel(meant, j);

export function slipCost(typed: string, meant: string): number {
  const n = typed.length;
  const m = meant.length;
  // d[i][j]: the cost of turning the first i letters of `typed` into the first j of `meant`.
  const d: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 1; i <= n; i++) d[i]![0] = d[i - 1]![0]! + indel(typed, i - 1);
  for (let j = 1; j <= m; j++) d[0]![j] = d[0]![j - 1]! + dropped(meant, j - 1);
  for (let i = 1; i <= n; i++) {
    for (let j = 1; j <= m; j++) {
      const atFirst = i === 1 || j === 1 ? COSTS.first : 1;
      let best = Math.min(
        d[i - 1]![j]! + indel(typed, i - 1),
        d[i]![j - 1]! + dropped(meant, j - 1),
        d[i - 1]![j - 1]! + substitution(typed[i - 1]!, meant[j - 1]!) * atFirst,
      );
      if (i > 1 && j > 1 && typed[i - 1] === meant[j - 2] && typed[i - 2] === meant[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + COSTS.cheap * (i === 2 ? COSTS.first : 1));
      d[i]![j] = best;
    }
  }
  return d[n]![m]!;
}

/**
 * Is `meant` one likely slip from the real word `typed`: a letter added, dropped or swapped with its neighbour, a
 * vowel for a vowel or a key for its neighbour, never at the first letter? A real word is corrected only so
 * ("insulted" → insulated); a plain other letter makes another word ("shorts" is no "sports", "band" no "hand").
 */
export function isLikelySlip(typed: string, meant: string): boolean {
  const [n, m] = [typed.length, meant.length];
  let start = 0;
  while (start < Math.min(n, m) && typed[start] === meant[start]) start++;
  if (start === 0) return false;
  if (Math.abs(n - m) === 1) {
    const [longer, shorter] = n > m ? [typed, meant] : [meant, typed];
    return longer.slice(start + 1) === shorter.slice(start);
  }
  if (n !== m) return false;
  if (typed.slice(start + 1) === meant.slice(start + 1))
    return substitution(typed[start]!, meant[start]!) < 1;
  return (
    typed[start] === meant[start + 1] &&
    typed[start + 1] === meant[start] &&
    typed.slice(start + 2) === meant.slice(start + 2)
  );
}
