/**
 * Regex building blocks shared by the phrase readers: whole-word phrase patterns, term matchers that map a
 * matched spelling back to its canonical term, and `consume`, which removes understood phrases from the text.
 */

/** What a removed phrase leaves behind: a boundary no later phrase can span, stripped by the final clean-up. */
export const GAP = ' ; ';

/** No letter or digit right before / after: a whole-word boundary that also works next to "$" or "+". */
export const WORD_START = '(?<![\\p{L}\\p{N}])';
export const WORD_END = '(?![\\p{L}\\p{N}])';

/**
 * `text` matched literally, in a 'u' regex too: a hyphen is literal outside a character class and "\-" is an
 * invalid escape there ("water-resistant" had thrown, and failed the search).
 */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Lower-cased with spaces, hyphens and apostrophes dropped: the spelling-insensitive identity of a phrase. */
export const termKey = (text: string): string => text.toLowerCase().replace(/[\s\-'’]+/g, '');

/**
 * A phrase as a regex source: words may be joined by spaces, hyphens or nothing, apostrophes are optional.
 * `"women's"` matches "women's", "womens" and "women’s".
 */
export function phraseSource(phrase: string): string {
  const words = phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word !== '');
  return words.map((word) => escapeRegExp(word).replace(/'/g, "['’]?")).join('[\\s-]*');
}

interface TrieNode {
  end: boolean;
  next: Map<string, TrieNode>;
}

/** A phrase as regex units: escaped characters, flexible separators, optional apostrophes. */
function unitsOf(phrase: string): string[] {
  const units: string[] = [];
  phrase
    .toLowerCase()
    .split(/[\s-]+/)
    .filter((word) => word !== '')
    .forEach((word, index) => {
      if (index > 0) units.push('[\\s-]*');
      for (const char of word) units.push(char === "'" ? "['’]?" : escapeRegExp(char));
    });
  return units;
}

function trieSource(node: TrieNode): string {
  const branches = [...node.next].map(([unit, child]) => unit + trieSource(child));
  if (branches.length === 0) return '';
  // Children before the end of a phrase, greedily: the longest spelling wins ("stainless steel" over "stainless").
  if (node.end) return `(?:${branches.join('|')})?`;
  return branches.length === 1 ? (branches[0] ?? '') : `(?:${branches.join('|')})`;
}

/**
 * One regex source matching any of the phrases, longest first (so "stainless steel" wins over "stainless"),
 * built as a trie: large lexicons compile and run fast. Same matches as joining every phraseSource with "|".
 */
export function alternation(phrases: Iterable<string>): string {
  const root: TrieNode = { end: false, next: new Map() };
  for (const phrase of phrases) {
    const units = unitsOf(phrase.trim());
    if (units.length === 0) continue;
    let node = root;
    for (const unit of units) {
      let child = node.next.get(unit);
      if (child === undefined) {
        child = { end: false, next: new Map() };
        node.next.set(unit, child);
      }
      node = child;
    }
    node.end = true;
  }
  return trieSource(root);
}

/** Recognises a set of spellings anywhere in a text and maps each back to its canonical term. */
export interface TermMatcher {
  /** Global, case-insensitive, whole words; undefined when there is nothing to match. */
  readonly regex: RegExp | undefined;
  /** termKey(spelling) → canonical term. */
  readonly canonical: ReadonlyMap<string, string>;
  /** The alternation source, for embedding in larger patterns ('' when empty). */
  readonly source: string;
  /** Every spelling matched. */
  readonly spellings: readonly string[];
}

/** Entries are [spelling, canonical]; the first canonical given for a spelling wins. */
export function termMatcher(entries: Iterable<readonly [string, string]>): TermMatcher {
  const canonical = new Map<string, string>();
  for (const [spelling, term] of entries) {
    const key = termKey(spelling);
    if (key !== '' && !canonical.has(key)) canonical.set(key, term);
  }
  const spellings: string[] = [];
  for (const [spelling] of entries) spellings.push(spelling);
  const source = canonical.size === 0 ? '' : alternation(spellings);
  const regex = source === '' ? undefined : new RegExp(`${WORD_START}(?:${source})${WORD_END}`, 'giu');
  return { regex, canonical, source, spellings };
}

export interface FoundTerm {
  /** Canonical term. */
  term: string;
  index: number;
  length: number;
}

/** Where a search resumes after an empty match: past the character at `index` (a whole code point for 'u'). */
function pastEmpty(text: string, index: number, unicode: boolean): number {
  if (!unicode || index + 1 >= text.length) return index + 1;
  const code = text.charCodeAt(index);
  const next = text.charCodeAt(index + 1);
  return code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? index + 2 : index + 1;
}

/**
 * Every match of a global regex in `text`, as `text.matchAll(regex)` lists them, but found with `regex` itself.
 * `matchAll` runs a clone, and a clone is compiled again whenever V8 has cleared its regular-expression cache
 * (it does on full garbage collections): for the parser's largest patterns that took 10+ ms, in requests long
 * after the first. `regex.lastIndex` is left as it was.
 */
export function allMatches(text: string, regex: RegExp): RegExpExecArray[] {
  if (!regex.global)
    throw new TypeError(`allMatches needs a global regex, got /${regex.source}/${regex.flags}`);
  const saved = regex.lastIndex;
  const matches: RegExpExecArray[] = [];
  try {
    regex.lastIndex = 0;
    for (let match = regex.exec(text); match !== null; match = regex.exec(text)) {
      matches.push(match);
      if (match[0] === '') regex.lastIndex = pastEmpty(text, match.index, regex.unicode);
    }
  } finally {
    regex.lastIndex = saved;
  }
  return matches;
}

/** Every non-overlapping occurrence of the matcher's spellings, left to right. */
export function findTerms(text: string, matcher: TermMatcher): FoundTerm[] {
  if (matcher.regex === undefined) return [];
  const found: FoundTerm[] = [];
  for (const match of allMatches(text, matcher.regex)) {
    const term = matcher.canonical.get(termKey(match[0]));
    if (term !== undefined) found.push({ term, index: match.index, length: match[0].length });
  }
  return found;
}

/** A wider stretch of the text than the match that `consume` removes (words beside it that go with it). */
export interface Stretch {
  from: number;
  to: number;
}

/**
 * Removes every match of a global regex that `accept` accepts (returning anything but `false`),
 * leaving a GAP in its place, or the string `accept` returned; a `Stretch` returned removes that stretch instead
 * (holding the match), and a later match inside it is skipped. All matches are found on the unmodified text, so
 * indexes stay valid.
 */
export function consume(
  text: string,
  regex: RegExp | undefined,
  accept: (match: RegExpExecArray) => boolean | string | Stretch | void,
): string {
  if (regex === undefined) return text;
  let out = '';
  let last = 0;
  for (const match of allMatches(text, regex)) {
    if (match.index < last) continue;
    const accepted = accept(match);
    if (accepted === false) continue;
    const stretch = typeof accepted === 'object' ? accepted : undefined;
    const from = Math.max(last, Math.min(stretch?.from ?? match.index, match.index));
    out += text.slice(last, from) + (typeof accepted === 'string' ? accepted : GAP);
    last = Math.max(match.index + match[0].length, stretch?.to ?? 0);
  }
  return last === 0 ? text : out + text.slice(last);
}

const phraseTests = new Map<string, RegExp>();

const NOT_ASCII = /[^\p{ASCII}]/u;

/**
 * Lowercased text that every match of `needle` holds: its first word up to any apostrophe ("men's" → "men"), or
 * '' when that part is not ASCII (under /iu, "ſ" matches "s": no plain substring test can stand in for it).
 */
function requiredPart(needle: string): string {
  const first =
    needle
      .toLowerCase()
      .split(/[\s-]+/)
      .find((word) => word !== '') ?? '';
  const part = first.split(/['’]/)[0] ?? '';
  return NOT_ASCII.test(part) ? '' : part;
}

/**
 * Does `haystack` contain `needle` as whole words (case-insensitive, spaces and hyphens alike)? Most calls ask
 * about a word the text lacks ("navy" in "light blue"); an ASCII haystack without the needle's required part
 * answers no before any pattern is built, because each new `\p{L}` pattern costs about half a millisecond to
 * compile, and as much again on its second run, when V8 compiles it to machine code.
 */
export function containsPhrase(haystack: string, needle: string): boolean {
  const part = requiredPart(needle);
  if (part !== '' && !NOT_ASCII.test(haystack) && !haystack.toLowerCase().includes(part)) return false;
  let test = phraseTests.get(needle);
  if (test === undefined) {
    const source = phraseSource(needle);
    if (source === '') return false;
    test = new RegExp(`${WORD_START}${source}${WORD_END}`, 'iu');
    if (phraseTests.size >= 5000) phraseTests.clear();
    phraseTests.set(needle, test);
  }
  return test.test(haystack);
}
