/**
 * A brand the shop does not carry (`unsoldBrand`), as the offline message and the model's prompt say it: "adidas
 * shoes" is "No product here is from Adidas; these are other shoes." instead of 'No product mentions "adidas", so
 * these match your other words.', only where every word no product holds that the message would name is such a
 * brand and products are shown. The brand as the shopper wrote it where they capitalised it ("LG"), else with a
 * capital ("Bose"); the kind in the plural ("adidas running shoe": "other running shoes"). Pure.
 */
import { pluralForm, singularSaid, type SearchChatInput } from '../../core/index.ts';
import { capitalise, joinList } from './english-list.ts';
import { escapeRegExp } from './escape-regexp.ts';
import { truncate } from './product-attributes.ts';

export interface BrandSaid {
  /** The brands as said ("Bose"). */
  brands: string[];
  /** The kind shown instead, in the plural ("headphones"); of one product shown, one of it ("pair of headphones"). */
  kind: string;
  /** Only one product is shown. */
  one: boolean;
}

/** The word as the shopper wrote it where they capitalised some of it, else capitalised. */
function asWritten(word: string, content: string): string {
  const typed = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu').exec(
    content,
  )?.[0];
  return typed !== undefined && typed !== typed.toLowerCase() ? typed : capitalise(word);
}

/** "running shoe" → "running shoes"; a kind named as a pair ("sunglasses") or already plural stays as it is. */
function kindsSaid(kind: string): string {
  const one = singularSaid(kind);
  if (one.startsWith('pair of ') || one !== kind.trim()) return kind.trim();
  // The suffix rules inflect a phrase's last word: "running shoe" → "running shoes".
  return pluralForm(one);
}

/**
 * The brands and kind to say, given the words no product holds that the message says (`said`: unmatchedSaid);
 * undefined when some of them is no such brand, or nothing is shown.
 */
export function unsoldBrandSaid(
  input: Pick<SearchChatInput, 'unsoldBrand' | 'products' | 'request'>,
  said: readonly string[],
): BrandSaid | undefined {
  const brand = input.unsoldBrand;
  if (brand === undefined || said.length === 0 || input.products.length === 0) return undefined;
  const names = new Set(brand.names.map((name) => name.toLowerCase()));
  if (!said.every((word) => names.has(word.toLowerCase()))) return undefined;
  const one = input.products.length === 1;
  return {
    brands: said.map((word) => truncate(asWritten(word, input.request.content), 30)),
    kind: truncate(one ? singularSaid(brand.kind) : kindsSaid(brand.kind), 40),
    one,
  };
}

/**
 * The request's words without a maker the shop does not carry said after "by" or "from" ("headphones by Sony" →
 * "headphones"): the opening says what is shown, and the brand's own sentence says whose it is not. A brand before
 * the kind stays ("Showing sony headphones."), as the shopper's name for it.
 */
export function withoutMaker(text: string, input: Pick<SearchChatInput, 'unsoldBrand' | 'products'>): string {
  const names = input.unsoldBrand?.names ?? [];
  if (names.length === 0 || input.products.length === 0) return text;
  const maker = new RegExp(
    `\\s*(?<![\\p{L}\\p{N}])(?:made\\s+)?(?:by|from)\\s+(?:${names.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const left = text.replace(maker, '').trim();
  return left === '' ? text : left;
}

/** "No product here is from Bose; these are other headphones." ("this is another pair of headphones" of one). */
export const unsoldBrandSentence = ({ brands, kind, one }: BrandSaid): string =>
  `No product here is from ${joinList(brands.slice(0, 3), 'or')}; ${one ? 'this is another' : 'these are other'} ${kind}.`;
