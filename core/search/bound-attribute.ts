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

interface Token {
  word: string;
  start: number;
  end: number;
}

/** The tokens of `text` from `from` to `to`, lower-cased, with their places in `text`. */
const tokensOf = (text: string, from: number, to: number): Token[] =>
  [...text.slice(from, to).matchAll(TOKEN)].map((match) => ({
    word: match[0].toLowerCase(),
    start: from + match.index,
    end: from + match.index + match[0].length,
  }));

/**
 * Up to two words beside the bound, nearest first, past link words and up to anything else (",", "and"); with
 * `lead`, how many link words lie between the bound and them.
 */
function beside(tokens: readonly Token[]): { found: Token[]; lead: number } {
  const found: Token[] = [];
  let lead = 0;
  for (const token of tokens) {
    if (found.length === 2 || !/^\p{L}/u.test(token.word)) break;
    if (LINKS.has(token.word) && found.length === 0) {
      lead++;
      continue;
    }
    if (LINKS.has(token.word) || token.word === 'and' || token.word === 'or') break;
    found.push(token);
  }
  return { found, lead };
}

/** The names (as words) of the catalogue's attributes measured in `unit` ("hour:battery life" → battery, life). */
export const namesIn = (unit: string, measured: readonly string[]): string[][] =>
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

/** How the shopper named the attribute a bound is on: its words, and the one name they name, if one. */
export interface BoundNaming {
  on: Pick<MeasureBound, 'words'>;
  /** How many of the words (nearest first) are the attribute's name, nothing else: they go with the bound. */
  used: number;
  /** The catalogue's name of the attribute ("battery life" for "battery"), where they name one. */
  name?: string;
}

/** The words of `side` (nearest first) naming an attribute measured in `unit` (`measured`), or undefined. */
export function boundNaming(
  side: readonly string[],
  unit: string,
  measured: readonly string[],
): BoundNaming | undefined {
  const names = namesIn(unit, measured);
  const words = named(side, unit, names);
  if (words === undefined) return undefined;
  const takes = names.filter((name) => boundTakes({ words }, name));
  const nouns = Object.keys(superlativeNouns).filter((key) =>
    superlativeNouns[key]!.words.some((word) => words.includes(word)),
  );
  const own = new Set([...words, ...takes.flat(), ...nouns.flatMap((key) => key.split(' '))]);
  let used = 0;
  while (used < side.length && own.has(side[used]!)) used++;
  const distinct = [...new Set(takes.map((name) => name.join(' ')))];
  return { on: { words }, used, ...(distinct.length === 1 && { name: distinct[0]! }) };
}

/** The attribute a bound is on, and the words beside it naming it that go with it (`cut`, from and to in `text`). */
export interface BoundOn {
  on: Pick<MeasureBound, 'words' | 'except'>;
  cut?: { from: number; to: number };
  /** The attribute's name for the bound's label: the catalogue's one, else as the shopper put it. */
  name?: string;
}

/**
 * The words of the attribute a bound matched in `text` from `start` to `end` names, the words right after it
 * first ("at least 3 hours battery"), then right before it ("battery life of at least 3 hours"); else, where the
 * catalogue measures `unit` in policies and in other attributes too, `except` the policies (`policyWords`). Words
 * right beside it that are the attribute's name and no kind of product (`isKind`) are its `cut`.
 */
export function boundAttribute(
  text: string,
  start: number,
  end: number,
  unit: string,
  measured: readonly string[],
  isKind: (word: string) => boolean = () => false,
): BoundOn {
  const after = beside(tokensOf(text, end, text.length)).found;
  const before = beside(tokensOf(text, 0, start).reverse()).found;
  for (const side of [after, before]) {
    const naming = boundNaming(
      side.map((token) => token.word),
      unit,
      measured,
    );
    if (naming === undefined) continue;
    const used = side.slice(0, naming.used);
    const last = used.at(-1);
    if (last === undefined || used.some((token) => isKind(token.word))) return { on: naming.on };
    const typed = (side === after ? used : [...used].reverse()).map((token) => token.word).join(' ');
    const cut = side === after ? { from: end, to: last.end } : { from: last.start, to: start };
    return { on: naming.on, cut, name: naming.name ?? typed };
  }
  const names = namesIn(unit, measured);
  const policies = names.filter((name) => name.some((word) => POLICY.has(word))).length;
  return { on: policies > 0 && policies < names.length ? { except: [...policyWords] } : {} };
}
