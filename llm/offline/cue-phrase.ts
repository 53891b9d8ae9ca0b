/**
 * A cue word quoted from a product's own words as the phrase it stands in, so it reads out of context: "mountain
 * races" of "built for mountain races" (not "races", which reads as a verb), "road racing shoe" of the title
 * "Rebound Road Racing Shoe", "cushioned ride" of "a cushioned ride", an attribute value whole ("carbon-plated").
 * The phrase is the cue with the word on either side of it within its clause, unless that word only joins
 * (`CUE_PHRASE_DEFAULTS.joiningWords`: "for", "the", "and"…); a short attribute value is its own phrase.
 */
import type { Product } from '../../core/index.ts';
import { toList } from './product-attributes.ts';
import { escapeRegExp } from './escape-regexp.ts';

export const CUE_PHRASE_DEFAULTS = {
  /** Words that join a phrase to the next rather than belong to it: never quoted beside a cue. */
  joiningWords: new Set(
    `a an the this that these those it its is are was be been has have with without for from of to in on at by
    over under into onto as than then and or but nor so yet while which who whose when where your you our their
    they we he she his her my me us them very more most less least also just only not no`.split(/\s+/u),
  ),
  /** An attribute value of at most this many words is quoted whole. */
  wholeValueWords: 4,
} as const;

/** A stretch of the product's own words a phrase stays within; `whole`: an attribute value, quoted whole if short. */
interface Unit {
  text: string;
  whole: boolean;
}

/** Its attribute values (its variants' too), then its description's clauses, title, category, brand and variants. */
function unitsOf(product: Product): Unit[] {
  const variants = product.variants ?? [];
  const values = [product.attributes, ...variants.map((variant) => variant.attributes)]
    .flatMap((attributes) => Object.values(attributes ?? {}).flatMap(toList))
    .map((value) => ({ text: String(value), whole: true }));
  const clauses = (product.description ?? '')
    .split(/[.,;:!?()[\]\n]+/u)
    .map((text) => ({ text, whole: false }));
  const named = [product.title, ...variants.map((variant) => variant.title)].map((text) => ({
    text,
    whole: false,
  }));
  const kinds = [product.category, product.brand].map((text) => ({ text: text ?? '', whole: true }));
  return [...values, ...clauses, ...named, ...kinds]
    .map(({ text, whole }) => ({ text: text.trim().toLowerCase(), whole }))
    .filter(({ text }) => text.length > 0);
}

/** The cue's place in one unit: the words before it, the cue as written, the words after it; none if absent. */
function placed(unit: string, cue: string): [string[], string, string[]] | undefined {
  const match = new RegExp(`(^|[^\\p{L}\\p{N}])(${escapeRegExp(cue)})(?=$|[^\\p{L}\\p{N}])`, 'iu').exec(unit);
  if (match === null) return undefined;
  const start = match.index + match[1]!.length;
  const end = start + match[2]!.length;
  const split = (text: string): string[] => text.split(/\s+/u).filter(Boolean);
  // A word the cue is glued into ("professional-grade") stays whole.
  const before = split(unit.slice(0, start));
  const after = split(unit.slice(end));
  const glued = /\S$/u.test(unit.slice(0, start)) ? before.pop()! : '';
  const tail = /^\S/u.test(unit.slice(end)) ? after.shift()! : '';
  return [before, `${glued}${match[2]!}${tail}`, after];
}

/** A word without the marks around it ("(races)." → "races"). */
const bare = (word: string): string => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Whether the word belongs to a phrase: not only joining words, and not a number alone. */
const belongs = (word: string | undefined): word is string =>
  word !== undefined && !CUE_PHRASE_DEFAULTS.joiningWords.has(bare(word)) && /\p{L}/u.test(word);

/**
 * The phrase a cue found in the product's words stands in ("mountain races"), from the first unit holding it; the
 * cue itself when no unit does (it was found in an attribute's name).
 */
export function cuePhrase(product: Product, cue: string): string {
  for (const unit of unitsOf(product)) {
    const found = placed(unit.text, cue);
    if (found === undefined) continue;
    const [before, word, after] = found;
    if (unit.whole && before.length + after.length + 1 <= CUE_PHRASE_DEFAULTS.wholeValueWords)
      return unit.text;
    const left = belongs(before.at(-1)) ? [before.at(-1)!] : [];
    const right = belongs(after[0]) ? [after[0]!] : [];
    return [...left, word, ...right].map(bare).join(' ');
  }
  return cue;
}
