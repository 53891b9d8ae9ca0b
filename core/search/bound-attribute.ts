/**
 * Which attributes a measure bound is on. A bound names its attribute by a word beside it ("drill with at least 3
 * hours battery", "battery life of at least 3 hours", "runtime over 5 hours"): a word of the name of an attribute
 * the catalogue measures in the bound's family (`measuredAttributes`, "hour:battery life"), or a noun of
 * `measures.superlativeNouns` or of its synonyms, naming them all ("battery", "runtime": battery, runtime, playtime); then only attributes whose
 * names hold one of those words meet it. A bound naming none leaves out policy durations (`measures.policyWords`: a
 * warranty's "90 days" is no drill's 3 hours of anything) where the catalogue measures that family in another
 * attribute too. Pure.
 */
import { queryDefaults } from './query-defaults.ts';
import type { MeasureBound } from './search-query.ts';

const { policyWords, superlativeNouns } = queryDefaults.measures;
const POLICY = new Set(policyWords);
/** "runtime" says what "battery" does: a noun's synonyms each name it. */
const NOUN_BY_WORD = new Map(
  Object.values(superlativeNouns).flatMap((noun) => noun.words.map((word) => [word, noun] as const)),
);
/** Words passed over between a bound and the words naming its attribute ("3 hours of battery", "life is over"). */
const LINKS = new Set(['of', 'is', 'are', 'the', 'a', 'an', 'its', 'their', 'with', 'that', 'has', 'have']);
const TOKEN = /\p{L}+|[^\p{L}\s]+/gu;

/** Up to two words beside the bound, nearest first, past link words and up to anything else (",", "and"). */
function beside(tokens: readonly string[]): string[] {
  const found: string[] = [];
  for (const token of tokens) {
    if (found.length === 2 || !/^\p{L}/u.test(token)) break;
    if (LINKS.has(token) && found.length === 0) continue;
    if (LINKS.has(token) || token === 'and' || token === 'or') break;
    found.push(token);
  }
  return found;
}

/** The names (as words) of the catalogue's attributes measured in `unit` ("hour:battery life" → battery, life). */
const namesIn = (unit: string, measured: readonly string[]): string[][] =>
  measured.flatMap((entry) => {
    const at = entry.indexOf(':');
    return entry.slice(0, at) === unit ? [entry.slice(at + 1).split(' ')] : [];
  });

/** May an attribute named `name` (its words: attributeWords) meet `bound`? */
export function boundTakes(bound: Pick<MeasureBound, 'words' | 'except'>, name: readonly string[]): boolean {
  const words = bound.words ?? [];
  if (words.length > 0) return name.some((word) => words.includes(word)) || words.includes(name.join(''));
  return !name.some((word) => bound.except?.includes(word) === true);
}

/** The words `side` (nearest first) names an attribute measured in `unit` by, or undefined. */
function named(
  side: readonly string[],
  unit: string,
  names: readonly (readonly string[])[],
): string[] | undefined {
  const phrase = [...side].reverse().join(' ');
  for (const said of [phrase, ...side]) {
    const noun = superlativeNouns[said] ?? NOUN_BY_WORD.get(said);
    const held = (name: readonly string[]) => noun?.words.some((word) => name.includes(word)) === true;
    if (noun?.units.includes(unit) === true && names.some(held)) return [...noun.words];
  }
  const word = side.find((one) => names.some((name) => name.includes(one) || name.join('') === one));
  return word === undefined ? undefined : [word];
}

/**
 * The words of the attribute a bound matched in `text` from `start` to `end` names, the words right after it
 * first ("at least 3 hours battery"), then right before it ("battery life of at least 3 hours"); else, where the
 * catalogue measures `unit` in policies and in other attributes too, `except` the policies (`policyWords`).
 */
export function boundAttribute(
  text: string,
  start: number,
  end: number,
  unit: string,
  measured: readonly string[],
): Pick<MeasureBound, 'words' | 'except'> {
  const names = namesIn(unit, measured);
  const tokens = (part: string) => part.toLowerCase().match(TOKEN) ?? [];
  for (const side of [beside(tokens(text.slice(end))), beside(tokens(text.slice(0, start)).reverse())]) {
    const words = named(side, unit, names);
    if (words !== undefined) return { words };
  }
  const policies = names.filter((name) => name.some((word) => POLICY.has(word))).length;
  return policies > 0 && policies < names.length ? { except: [...policyWords] } : {};
}
