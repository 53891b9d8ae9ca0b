/**
 * "No: the 4-Person Camping Tent you're viewing is a 3-season tent; these 4-season ones are made for winter.": a
 * condition asked of the viewed product ("is it good for winter?", "can I use it in the snow?") that it lists no
 * feature meeting, said by the value of its attribute bearing on it — one whose values name the condition
 * (`queryDefaults.needNamedBy`: a tent's season "4-season" names warm), by a word they share ("3-season") or by
 * the products shown taking such a value there. The products shown, when each meets it, are said as made for it.
 */
import { conditionsNamedIn, queryDefaults, type Product } from '../../core/index.ts';
import { meets, type Need } from './compare-need.ts';
import { ATTRIBUTE_KEYS, containsPhrase, normaliseKey, toList } from './product-attributes.ts';

/** Attributes of other facts (its features, material, colour, size…): none bears on a condition so. */
const OTHER_FACTS = new Set<string>(
  (['color', 'size', 'material', 'feature', 'audience', 'care', 'use'] as const).flatMap(
    (kind) => ATTRIBUTE_KEYS[kind],
  ),
);

/** Words of letters, three or more of them: "3-season" → season. */
const letterWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3);

/** Whether a value names the need's condition ("4-season": warm). */
const naming = (need: Need) => (value: string) =>
  conditionsNamedIn(value).some((feature) => need.features.includes(feature));

/** The viewed product's single value of the attribute bearing on the need, which names no condition of it. */
function bearing(
  product: Product,
  need: Need,
  shown: readonly Product[],
): { key: string; value: string } | undefined {
  const words = new Set(
    need.features.flatMap((feature) => queryDefaults.needNamedBy[feature] ?? []).flatMap(letterWords),
  );
  const names = naming(need);
  for (const [key, raw] of Object.entries(product.attributes ?? {})) {
    if (OTHER_FACTS.has(normaliseKey(key))) continue;
    const values = toList(raw);
    const value = values[0];
    if (values.length !== 1 || value === undefined || names(value)) continue;
    const shared = letterWords(value).some((word) => words.has(word));
    const takenByOthers = shown.some(
      (other) => other.id !== product.id && toList(other.attributes?.[key] ?? []).some(names),
    );
    if (shared || takenByOthers) return { key, value };
  }
  return undefined;
}

/** The product's noun, its title's last word when its category names it ("Camping Tent" of Tents): "tent". */
function nounOf(product: Product): string | undefined {
  const last = /([\p{L}]{3,})\s*$/u.exec(product.title)?.[1]?.toLowerCase();
  const leaf = (product.category ?? '').split('>').pop()?.trim().toLowerCase() ?? '';
  return last !== undefined && leaf.split(/\s+/).some((word) => word.startsWith(last)) ? last : undefined;
}

/** The condition as the shopper said it ("the snow", "winter"), else as the need names it ("the cold"). */
function conditionSaid(content: string, need: Need): string {
  const feature = need.features[0];
  const words = feature === undefined ? [] : (queryDefaults.needs[feature] ?? []);
  const text = content.toLowerCase();
  const said = words.find((word) => containsPhrase(text, word));
  if (said === undefined) return need.name;
  return new RegExp(`\\bthe\\s+${said}\\b`, 'u').test(text) ? `the ${said}` : said;
}

/**
 * "is a 3-season tent; these 4-season ones are made for winter" (without the noun when its title's last word is no
 * word of its category, without the products when not each shown meets it), or undefined when no attribute of
 * the product bears on the need.
 */
export function valueFailing(
  product: Product,
  need: Need,
  shown: readonly Product[],
  content: string,
): string | undefined {
  if (need.activity === true) return undefined;
  const found = bearing(product, need, shown);
  if (found === undefined) return undefined;
  const noun = nounOf(product);
  const article = /^[aeiou8]/iu.test(found.value) ? 'an' : 'a';
  const said = noun === undefined ? `is ${found.value}` : `is ${article} ${found.value} ${noun}`;
  const others = shown.filter((other) => other.id !== product.id);
  if (others.length === 0 || others.some((other) => meets(other, need).length === 0)) return said;
  const theirs = new Set(others.map((other) => toList(other.attributes?.[found.key] ?? []).join(', ')));
  const value = theirs.size === 1 ? [...theirs][0]! : '';
  const these = naming(need)(value) ? `these ${value} ones` : 'these';
  return `${said}; ${these} are made for ${conditionSaid(content, need)}`;
}
