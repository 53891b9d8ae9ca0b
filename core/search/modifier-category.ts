/**
 * A category named by a word that only modifies another kind yields to that kind. In a shop whose "Running" and
 * "Hiking" are shoes, "running shorts", "running shirts" and "hiking socks" name no shoe: the words after the
 * category's word (up to the name's end) name none of its path's words, none of the kinds its titles name by its
 * word (`CategoryLexicon.kinds`: "Hiking Boot", "Running Shoe") and no category of its department ("running
 * sneakers"). The request then reads with no category from that word, and the shop's shirts, or the news that it
 * has no shorts, answer it rather than its shoes. "running shoes", "hiking boots", "trail running shoes" and
 * "running" alone keep theirs; "hiking backpacks" and "outdoor speakers" keep the backpacks' and speakers' only. A
 * participle before a preposition names no kind: "jacket filled with down" keeps the jackets; nor does a feature or
 * material asked after the name: "jacket waterproof", "watch water resistant" keep theirs; nor a container of
 * products: "skincare set" keeps the skincare. Pure.
 */
import type { CategoryLexicon } from './category-phrases.ts';
import { mayNameKind, pathWords } from './category-kinds.ts';
import { inflections } from './inflect.ts';
import { ED_WORD, PREPOSITIONS } from './participles.ts';
import { rankingDefaults } from './ranking/ranking-defaults.ts';
import { findTerms, termKey, WORD_END, type FoundTerm } from './text-tools.ts';

/** "skincare set": a group of the category's products (`rankingDefaults.groupWords`), no other kind. */
const GROUPS = new Set(rankingDefaults.groupWords);

/** The next word of a name: after spaces or a hyphen only ("running shorts", "hiking-boots"). */
const NEXT_WORD = /^[\s-]+(\p{L}[\p{L}'’]*)/u;

/** A participle before a preposition ends the name too: "jacket filled with down", "bag lined in fleece". */
const PARTICIPLE = new RegExp(`^${ED_WORD}$`, 'u');
const PREPOSITION = new RegExp(`^\\s+(?:${PREPOSITIONS})${WORD_END}`, 'iu');

/** Up to three words at the start of `text` (after spaces), joined as termKeys: "water", "waterresistant"… */
const LEADING_WORDS = /^[\s-]+(\p{L}[\p{L}'’]*)(?:[\s-]+(\p{L}[\p{L}'’]*))?(?:[\s-]+(\p{L}[\p{L}'’]*))?/u;
function leadingKeys(text: string): string[] {
  const words = (LEADING_WORDS.exec(text) ?? [])
    .slice(1)
    .filter((word): word is string => word !== undefined);
  return words.map((_, n) => termKey(words.slice(0, n + 1).join('')));
}

/**
 * The words after the category's word, up to the end of the product's name ("; ", a number, a connector, or a
 * feature or material asked, `asked` as termKeys: "jacket waterproof" names a jacket).
 */
function wordsAfter(rest: string, found: FoundTerm, asked: ReadonlySet<string>): string[] {
  const words: string[] = [];
  let after = rest.slice(found.index + found.length);
  for (let match = NEXT_WORD.exec(after); match !== null; match = NEXT_WORD.exec(after)) {
    const word = (match[1] ?? '').toLowerCase();
    if (!mayNameKind(word) || inflections(word).some((form) => GROUPS.has(form))) break;
    if (asked.size > 0 && leadingKeys(after).some((key) => asked.has(key))) break;
    after = after.slice(match[0].length);
    if (PARTICIPLE.test(word) && PREPOSITION.test(after)) break;
    words.push(word);
  }
  return words;
}

const top = (path: string): string => path.split(' > ')[0] ?? path;

/** Whether a word names the path, a kind its titles name by its word, or a category of its department. */
function fits(word: string, path: string, lexicon: CategoryLexicon): boolean {
  const forms = inflections(word);
  const own = pathWords(path);
  if (forms.some((form) => own.has(form))) return true;
  const kinds = [...lexicon.kinds].filter(
    ([kindPath]) => kindPath === path || kindPath.startsWith(`${path} > `),
  );
  if (kinds.some(([, names]) => forms.some((form) => names.has(form)))) return true;
  const named = findTerms(word, lexicon.terms).flatMap((term) => lexicon.paths.get(termKey(term.term)) ?? []);
  return named.some((other) => top(other) === top(path));
}

/** The paths of `found` whose category the words after it name, all where none follows it. */
export function headKept(
  rest: string,
  found: FoundTerm,
  paths: readonly string[],
  lexicon: CategoryLexicon,
  asked: ReadonlySet<string> = new Set(),
): readonly string[] {
  const words = wordsAfter(rest, found, asked);
  if (words.length === 0) return paths;
  return paths.filter((path) => words.some((word) => fits(word, path, lexicon)));
}
