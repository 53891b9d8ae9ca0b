/**
 * "is it down filled?", "is it down?": a value asked of one of the viewed product's own attributes (its `fill`),
 * answered from that attribute: "Yes: … has a down fill.", "No: … has a synthetic fill." Asked when the question's
 * words, those naming the attribute aside ("filled" of "fill"), are a value it takes on the viewed product or on
 * the similar products shown (the catalogue's own spellings).
 */
import { attributeWords, inflections, type Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import {
  ATTRIBUTE_KEYS,
  containsPhrase,
  hasWordStarting,
  normaliseKey,
  toList,
} from './product-attributes.ts';
import { typePhrase } from './spec-phrase.ts';
import type { MaterialSaid } from './viewed-material.ts';

/** Attributes answered elsewhere (colour, size, material, features, audience…). */
const ELSEWHERE = new Set<string>(
  (['color', 'size', 'material', 'feature', 'audience', 'care', 'use'] as const).flatMap(
    (kind) => ATTRIBUTE_KEYS[kind],
  ),
);

const article = (words: string): string => (/^[aeiou]/i.test(words) ? 'an' : 'a');

/** "has a down fill", "has a synthetic or wool fill"; of a type, what it is for: "is for dry skin". */
const has = (values: readonly string[], name: string): string =>
  typePhrase(name, values) ??
  `has ${article(values[0]!)} ${joinList(
    values.map((value) => value.toLowerCase()),
    'or',
  )} ${name}`;

/**
 * The answer from the viewed product's attribute a question asks a value of (`words`: the question's own words),
 * or undefined when no attribute of its is asked so.
 */
export function attributeValueSaid(
  viewed: Product,
  words: readonly string[],
  shown: readonly Product[],
): MaterialSaid | undefined {
  const titleWords = new Set(viewed.title.toLowerCase().split(/[^\p{L}\p{N}-]+/u));
  for (const [key, value] of Object.entries(viewed.attributes ?? {})) {
    if (ELSEWHERE.has(normaliseKey(key))) continue;
    const own = toList(value).filter((item) => item.trim().length > 0);
    if (own.length === 0) continue;
    const name = attributeWords(key);
    const nameWords = name.split(' ').filter((word) => word.length >= 3);
    const naming = words.filter((word) => nameWords.some((part) => hasWordStarting(word, part)));
    const rest = words.filter((word) => !naming.includes(word));
    if (rest.length === 0) continue;
    const known = [
      ...own,
      ...shown.flatMap(({ attributes }) => (attributes?.[key] === undefined ? [] : toList(attributes[key]))),
    ];
    // A value no product shown takes ("is the heel drop low?") is no value asked; a plural asks it too ("good for
    // trails?" of a surface "trail" or "road"), and words its title holds say nothing more ("road running" of a
    // running shoe).
    const untitled = rest.filter((word) => !titleWords.has(word));
    const valuedBy = (phrase: string) => {
      const forms = new Set(inflections(phrase));
      return (item: string): boolean => forms.has(item.toLowerCase());
    };
    const asked = [rest, untitled]
      .map((some) => some.join(' '))
      .find((phrase) => phrase !== '' && known.some(valuedBy(phrase)));
    if (asked === undefined) continue;
    const valued = valuedBy(asked);
    const verdict = own.some((item) => containsPhrase(item, asked) || valued(item)) ? 'Yes' : 'No';
    return { verdict, said: has(verdict === 'Yes' ? [own.find(valued) ?? asked] : own, name) };
  }
  return undefined;
}
