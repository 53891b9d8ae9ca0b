/**
 * How a product holds the request's words it matches, said as a shopper reads it: "mentions "tent"" only of words
 * its name, brand, description or attributes write as asked; a word only its category holds is said of the
 * category ("is in Headphones": a "Sport Earbuds" of "Electronics > Headphones" does not mention "headphones"), and
 * one held only in another form of it, as held-words.ts allows ("runs" of "for long runs" for "running"), is said
 * to match ("matches "running""). Pure.
 */
import type { Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { textHolds } from './held-words.ts';
import { productText } from './product-attributes.ts';

const quoted = (words: readonly string[]): string => joinList(words.map((word) => `"${word}"`));

/** The reason fragments for the `held` words of the request, in that order of kinds, each kind once. */
export function mentionReasons(product: Product, held: readonly string[]): string[] {
  const { category, ...stated } = product;
  const written = textHolds(productText(stated));
  const levels = (category ?? '').split('>').map((level) => level.trim());
  const mentioned: string[] = [];
  const inLevels = new Set<string>();
  const matched: string[] = [];
  for (const word of held) {
    const level = written(word) ? undefined : levels.find((one) => one !== '' && textHolds(one)(word));
    if (written(word)) mentioned.push(word);
    else if (level !== undefined) inLevels.add(level);
    else matched.push(word);
  }
  return [
    ...(mentioned.length > 0 ? [`mentions ${quoted(mentioned)}`] : []),
    ...(inLevels.size > 0 ? [`is in ${joinList([...inLevels])}`] : []),
    ...(matched.length > 0 ? [`matches ${quoted(matched)}`] : []),
  ];
}
