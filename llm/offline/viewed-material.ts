/**
 * How the viewed product holds a material asked of it ("is it leather?", "is it 100% wool?", "is it down
 * filled?"), from its own data: made of it, only a part of it ("has a leather strap", the material filter
 * accepting a part), a blend of it ("wool blend", not 100% wool) or a stand-in for it ("down alternative",
 * "faux leather": not the real thing).
 */
import { attributeWords, withMaterialSpellings, type Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import type { SearchMessageInput } from './search-message.ts';
import {
  ATTRIBUTE_KEYS,
  allValues,
  containsPhrase,
  normaliseKey,
  productText,
  toList,
} from './product-attributes.ts';
import { escapeRegExp } from './escape-regexp.ts';

export type Verdict = 'Yes' | 'Partly' | 'No';

export interface MaterialSaid {
  verdict: Verdict;
  /** "is made of wool blend, not 100% wool", "has a leather strap". */
  said: string;
}

/** Words before a material that make it a stand-in for it ("faux leather", "vegan leather"). */
const STAND_IN_BEFORE = [
  'faux',
  'vegan',
  'imitation',
  'synthetic',
  'artificial',
  'fake',
  'pu',
  'mock',
  'protein',
];
/** Words after it that do ("down alternative"). */
const STAND_IN_AFTER = ['alternative', 'substitute', 'replacement'];
/** Words after it that mix it with others ("wool blend"). */
const MIXED_AFTER = ['blend', 'mix'];
/** Words of a question asking for nothing but the material ("is it 100% wool?", "is it real leather?"). */
const ONLY_ASKED =
  /(?:100\s*%|\b(?:100 percent|pure|purely|solid|real|genuine|entirely|completely|fully|all|only)\b)/iu;

/** Attributes that are no part of the product (its facts of other kinds). */
const NO_PARTS = new Set<string>(
  (['color', 'size', 'material', 'feature', 'audience', 'care', 'use'] as const).flatMap(
    (kind) => ATTRIBUTE_KEYS[kind],
  ),
);

type Qualified = 'mixed' | 'stand-in';
type Holding = 'is' | Qualified;

/**
 * The value qualified around the material: "wool blend" mixed, "down alternative" a stand-in, and so is a
 * spelling of one in core's material lexicon ("protein leather", "leatherette": faux leathers).
 */
function qualified(value: string, material: string): Qualified | undefined {
  const word = escapeRegExp(material);
  const before = new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:${STAND_IN_BEFORE.join('|')})[\\s-]+${word}`, 'iu');
  const after = (words: readonly string[]) =>
    new RegExp(`${word}[\\s-]+(?:${words.join('|')})(?![\\p{L}\\p{N}])`, 'iu');
  const standIn = (text: string) => before.test(text) || after(STAND_IN_AFTER).test(text);
  if (standIn(value) || withMaterialSpellings(value.trim().toLowerCase()).some(standIn)) return 'stand-in';
  return after(MIXED_AFTER).test(value) ? 'mixed' : undefined;
}

/** How a value holds the material or one of its spellings (a kind: "suede" for leather); undefined if not. */
function holding(value: string, material: string, spellings: readonly string[]): Holding | undefined {
  if (!spellings.some((spelling) => containsPhrase(value, spelling))) return undefined;
  return containsPhrase(value, material) ? (qualified(value, material) ?? 'is') : 'is';
}

/**
 * "is made of wool blend, not 100% wool" (partly, or no when only the material was asked: "100% wool?"), "has a
 * down alternative fill, not real down" (no); just what it is when the question names it so ("a wool blend?").
 */
function notTheRealThing(made: string, material: string, how: Qualified, content: string): MaterialSaid {
  if (qualified(content, material) === how) return { verdict: 'Yes', said: made };
  const verdict = how === 'mixed' && !ONLY_ASKED.test(content) ? 'Partly' : 'No';
  return { verdict, said: `${made}, not ${how === 'mixed' ? '100%' : 'real'} ${material}` };
}

/** Whether the material is the value's head, the words it ends with ("leather" of "full-grain leather"). */
export const headed = (value: string, material: string): boolean =>
  new RegExp(`(?:^|[\\s-])${escapeRegExp(material.trim())}$`, 'iu').test(value.trim());

const article = (words: string): string => (/^[aeiou]/i.test(words) ? 'an' : 'a');

/** "is made of wool blend" for its material, "has a leather strap" for a part; undefined for other facts. */
function madeOf(key: string, value: string): string | undefined {
  const kind = normaliseKey(key);
  if ((ATTRIBUTE_KEYS.material as readonly string[]).includes(kind)) return `is made of ${value}`;
  return NO_PARTS.has(kind)
    ? undefined
    : `has ${article(value)} ${value.toLowerCase()} ${attributeWords(key)}`;
}

/**
 * How the product holds the asked material (the shopper's word; `spellings` the filter's, its kinds among
 * them), the question's words deciding what a part or a blend answers: "does it have a leather strap?" is a
 * yes, "is it made of leather?" a partly; "is it wool?" of a wool blend partly, "is it 100% wool?" no.
 */
export function materialSaid(
  product: Product,
  material: string,
  spellings: readonly string[],
  content: string,
): MaterialSaid | undefined {
  const all = [material, ...spellings];
  const own = allValues(product, 'material');
  const held = own.flatMap((value) => {
    const how = holding(value, material, all);
    return how === undefined ? [] : [{ value, how }];
  });
  const real = held.find(({ how }) => how === 'is');
  // Said as it is when it is another spelling of the asked one ("vegan leather?" of "protein leather").
  if (real !== undefined) {
    // "is it leather?" of a "full-grain leather" upper: the material it is the head of, said in full.
    const said =
      headed(real.value, material) || !(containsPhrase(real.value, material) || spellings.length === 0);
    const named = said ? real.value : material;
    return { verdict: 'Yes', said: `is made of ${named}` };
  }
  const mixed = held[0];
  if (mixed !== undefined && mixed.how !== 'is')
    return notTheRealThing(`is made of ${mixed.value}`, material, mixed.how, content);
  for (const [key, value] of Object.entries(product.attributes ?? {})) {
    const part = toList(value).find((item) => holding(item, material, all) !== undefined);
    const said = part === undefined ? undefined : madeOf(key, part);
    if (part === undefined || said === undefined) continue;
    const how = holding(part, material, all)!;
    if (how !== 'is') return notTheRealThing(said, material, how, content);
    // "does it have a leather strap?": the part asked, a yes; "is it made of leather?": only that part.
    if (
      attributeWords(key)
        .split(' ')
        .some((word) => containsPhrase(content, word))
    )
      return { verdict: 'Yes', said };
    const rest = own.length > 0 ? `, but is made of ${joinList(own.slice(0, 3))}` : '';
    return { verdict: 'Partly', said: `${said}${rest}` };
  }
  return undefined;
}

/** Every stand-in or blend phrase of the word in the text blanked ("down alternative", "wool blend"). */
function withoutQualified(text: string, word: string): string {
  const before = `(?:(?:${STAND_IN_BEFORE.join('|')})[\\s-]+)?`;
  const after = `(?:[\\s-]+(?:${[...STAND_IN_AFTER, ...MIXED_AFTER].join('|')}))?`;
  return text.replace(new RegExp(`${before}${escapeRegExp(word)}${after}`, 'giu'), (phrase) =>
    qualified(phrase, word) === undefined ? phrase : ' ',
  );
}

/**
 * A word of the question the product holds only qualified, as a stand-in or in a blend ("down" of a "down
 * alternative" fill, "leather" of a "faux leather" one), said as such: "has a down alternative fill, not real
 * down". Not when the question says the qualifier too ("is it down alternative?").
 */
export function onlyQualified(
  product: Product,
  words: readonly string[],
  content: string,
): MaterialSaid | undefined {
  const text = productText(product);
  for (const word of words) {
    if (word.length < 3 || !containsPhrase(text, word) || containsPhrase(withoutQualified(text, word), word))
      continue;
    for (const [key, value] of Object.entries(product.attributes ?? {})) {
      for (const item of toList(value)) {
        const how = containsPhrase(item, word) ? qualified(item, word) : undefined;
        const made = madeOf(key, item);
        if (how !== undefined && made !== undefined) return notTheRealThing(made, word, how, content);
      }
    }
  }
  return undefined;
}

/**
 * What a yes says of each asked part, a material as the viewed product holds it ("has a leather strap, but is made
 * of aluminum"), and its verdict: "Yes" when each is a yes, else the one part's, or "Partly" of several.
 */
export function heldAsAsked(
  asked: readonly { yes: string; material?: string }[],
  input: SearchMessageInput,
  spellings: readonly string[],
): { verdict: Verdict; said: string[] } {
  const id = input.query.context?.productId;
  const product = input.viewed?.id === id ? input.viewed : input.products.find((shown) => shown.id === id);
  const parts = asked.map(
    (part): MaterialSaid =>
      (part.material !== undefined &&
        product !== undefined &&
        materialSaid(product, part.material, spellings, input.request.content)) || {
        verdict: 'Yes',
        said: part.yes,
      },
  );
  const verdicts = new Set(parts.map((part) => part.verdict));
  const verdict = verdicts.size === 1 ? parts[0]!.verdict : 'Partly';
  return { verdict, said: parts.map((part) => part.said) };
}
