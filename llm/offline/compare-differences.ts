/**
 * What sets compared products apart beyond price and ratings, for an overall comparison ("what's the difference?"):
 * whom each is for, its material, the features only it lists, other attributes they hold different values of
 * (fill, surface, cut…), then colour. Each from the products' own data; a product that lists none is "not listed".
 */
import { attributeWords, type Product } from '../../core/index.ts';
import { valuesPerProduct } from './compare-facts.ts';
import { type CompareMessageInput, MAX_DETAIL_PRODUCTS, type Name } from './compare-details.ts';
import { capitalise, joinList } from './english-list.ts';
import { isAdjectiveFeature } from './feature-phrase.ts';
import type { Line } from './message-length.ts';
import { type AttributeKind, ATTRIBUTE_KEYS, allValues, normaliseKey } from './product-attributes.ts';

/** Other attributes said at most this many. */
const MAX_OTHER_ATTRIBUTES = 2;

/** Words a request asks how compared products differ by. */
const DIFFERENCE_CUE = /\b(?:differ(?:s|ent|ence|ences)?|distinguish(?:es)?|vs\.?|versus|apart)\b/iu;

/** Whether the request asks what the difference is ("what's the difference?", "how do they differ?"). */
export const asksDifference = (content: string): boolean => DIFFERENCE_CUE.test(content);

const key = (value: string): string => value.trim().toLowerCase();

/** "Material: suede (Men's Boot); nubuck leather (Boulder Boot)." — when the values are not all the same. */
function valuesLine(
  label: string,
  products: readonly Product[],
  values: readonly (string | null)[],
  shortName: Name,
) {
  const known = values.filter((value) => value !== null);
  if (known.length === 0 || new Set(values.map((value) => (value === null ? null : key(value)))).size < 2)
    return undefined;
  // The same value said once, with every product stating it: "Damascus steel (A and B); stainless steel (C)".
  const groups = new Map<string, { value: string; names: string[] }>();
  products.slice(0, MAX_DETAIL_PRODUCTS).forEach((product, index) => {
    const value = values[index] ?? 'not listed';
    const group = groups.get(key(value)) ?? { value, names: [] };
    groups.set(key(value), { ...group, names: [...group.names, shortName(product)] });
  });
  const parts = [...groups.values()].map(({ value, names }) => `${value} (${joinList(names)})`);
  return `${label}: ${parts.join('; ')}.`;
}

/** "For men: Men's Boot; for women: Boulder Boot." — whom each is for, when they differ. */
function audienceLine(products: readonly Product[], shortName: Name): string | undefined {
  const values = products.map((product) => allValues(product, 'audience').join(', ') || null);
  if (new Set(values.map((value) => (value === null ? null : key(value)))).size < 2) return undefined;
  if (values.every((value) => value === null)) return undefined;
  const groups = new Map<string, string[]>();
  for (const [index, product] of products.slice(0, MAX_DETAIL_PRODUCTS).entries()) {
    const value = values[index] ?? null;
    const label = value === null ? 'no audience listed' : /^unisex$/iu.test(value) ? value : `for ${value}`;
    groups.set(label, [...(groups.get(label) ?? []), shortName(product)]);
  }
  return `${capitalise([...groups].map(([label, names]) => `${label}: ${joinList(names)}`).join('; '))}.`;
}

/** "Only Boulder Boot is insulated; only Men's Boot is breathable and slip-resistant." — features no other lists. */
function featureLine(products: readonly Product[], shortName: Name): string | undefined {
  const listed = products.map((product) => allValues(product, 'feature'));
  const parts = products.slice(0, MAX_DETAIL_PRODUCTS).flatMap((product, index) => {
    const others = listed
      .filter((_, other) => other !== index)
      .flat()
      .map(key);
    const own = (listed[index] ?? []).filter((feature) => !others.includes(key(feature)));
    if (own.length === 0) return [];
    const adjectives = own.filter(isAdjectiveFeature);
    const things = own.filter((feature) => !isAdjectiveFeature(feature));
    const said = [
      ...(adjectives.length > 0 ? [`is ${joinList(adjectives.slice(0, 3))}`] : []),
      ...(things.length > 0 ? [`has ${joinList(things.slice(0, 3))}`] : []),
    ];
    return [`only ${shortName(product)} ${said.join(' and ')}`];
  });
  return parts.length === 0 ? undefined : `${capitalise(parts.join('; '))}.`;
}

/** Attribute keys said by a kind of their own (colour, material, sizes, features, audience). */
const KIND_KEYS = new Set<string>(Object.values(ATTRIBUTE_KEYS).flat());

/** "Fill: wool (Sand Comforter); down (All-Season Comforter)." — other attributes whose values differ. */
function otherLines(input: CompareMessageInput, shortName: Name): string[] {
  const lines: string[] = [];
  for (const row of input.comparison) {
    if (!row.differs || !row.name.startsWith('attributes.')) continue;
    const name = row.name.slice('attributes.'.length);
    if (KIND_KEYS.has(normaliseKey(name))) continue;
    const line = valuesLine(capitalise(attributeWords(name)), input.products, row.values, shortName);
    if (line !== undefined) lines.push(line);
  }
  return lines.slice(0, MAX_OTHER_ATTRIBUTES);
}

const kindLine = (
  input: CompareMessageInput,
  kind: AttributeKind,
  label: string,
  name: Name,
): string | undefined =>
  valuesLine(label, input.products, valuesPerProduct(input.products, input.comparison, kind), name);

/**
 * The differences of an overall comparison, most telling first; `asked` (the request asks what the difference
 * is) keeps them before the general lines, else they are the first dropped from a long message.
 */
export function differenceLines(input: CompareMessageInput, asked: boolean, name: Name): Line[] {
  const texts = [
    audienceLine(input.products, name),
    kindLine(input, 'material', 'Material', name),
    featureLine(input.products, name),
    ...otherLines(input, name),
  ].filter((text) => text !== undefined);
  const colour = kindLine(input, 'color', 'Colour', name);
  if (!asked)
    return [...texts, colour]
      .filter((text) => text !== undefined)
      .slice(0, 2)
      .map((text) => ({ text, priority: 4 }));
  const lines: Line[] = texts.map((text, index) => ({ text, priority: 1 + Math.floor(index / 3) }));
  if (colour !== undefined) lines.push({ text: colour, priority: 3 });
  return lines;
}
