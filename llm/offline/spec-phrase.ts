/** An attribute as a chat answer says it of a product. */
import { measureOf } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { containsPhrase } from './product-attributes.ts';

/** Last words of attributes that list parts of a product: its values are some of them ("among its ingredients"). */
const PART_LISTS = new Set(['ingredient', 'ingredients', 'component', 'components', 'extract', 'extracts']);

/**
 * "is for dry skin", "is for dry or oily skin", "is for all skin types": an attribute naming whom or what it is
 * for by a type ("skin type", "hair type"), said as what it is for; undefined for any other attribute.
 */
export function typePhrase(name: string, values: readonly string[]): string | undefined {
  const noun = /^(?<noun>.+?)\s+types?$/iu.exec(name.trim())?.groups?.['noun'];
  if (noun === undefined || values.length === 0) return undefined;
  const each = values.map((value) => (containsPhrase(value, noun) ? value : `${value} ${noun}`));
  return `is for ${joinList(each.slice(0, 4), 'or')}`;
}

/**
 * "a thickness of 5 mm", "fits 2 people", "a volume of 50 ml or 100 ml", "is for dry skin", "lists vitamin C among
 * its ingredients": one attribute as the answer says it.
 */
export function specPhrase(name: string, values: readonly string[]): string {
  const people = values.map((value) => measureOf(value)).filter((measure) => measure?.unit === 'person');
  if (people.length === values.length && people[0] !== undefined) {
    const count = people[0].value;
    return `fits ${count} ${count === 1 ? 'person' : 'people'}`;
  }
  const typed = typePhrase(name, values);
  if (typed !== undefined) return typed;
  const last = name.trim().split(/\s+/u).at(-1)?.toLowerCase() ?? '';
  if (PART_LISTS.has(last)) {
    const plural = last.endsWith('s') ? name : `${name}s`;
    return `lists ${joinList(values.slice(0, 4))} among its ${plural}`;
  }
  const listed = joinList(values.slice(0, 4), 'or');
  if (values.every((value) => value.toLowerCase().includes(name))) return `is ${listed}`;
  return `has ${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name} of ${listed}`;
}
