/**
 * "does it run small?", "is it true to size?", "how does it fit?", "is this good for wide feet?" asked of the viewed
 * product: answered from what its data states of its fit (asked-fit.ts, `pageContext.fitStated`): an attribute
 * naming it ("lists fit: relaxed"), a feature ("is relaxed-fit") or a sentence of its description; else said plainly
 * that its details say nothing of how it fits, with the sizes it comes in. Never the question's words echoed
 * ("nothing … mentions "run" or "small""). Pure.
 */
import { askedFit, attributeWords, queryDefaults, type AskedFit, type Product } from '../../core/index.ts';
import { capitalise, joinList } from './english-list.ts';
import { allValues, pluralName, toList, truncate } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { sizesListed } from './sizes-listed.ts';
import { sizeOptions } from './viewed-option.ts';
import { viewedSubject } from './viewed-subject.ts';
import { escapeRegExp } from './escape-regexp.ts';

const { fitStated } = queryDefaults.pageContext;
/** A phrase's words joined by a space or a hyphen ("wide fit", "wide-fit"). */
const phrase = (text: string): string => escapeRegExp(text).replace(/[\s-]+/gu, '[\\s-]');
const stating = (phrases: readonly string[]): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrases.map(phrase).join('|')})(?![\\p{L}\\p{N}])`, 'iu');
/** What states a width (said first) or a size's fit, each as a pattern. */
const STATED: Record<AskedFit, RegExp[]> = {
  size: [stating(fitStated['size'] ?? [])],
  width: [stating(fitStated['width'] ?? []), stating(fitStated['size'] ?? [])],
};

/**
 * "The X lists fit: relaxed.", "The X is relaxed-fit.", 'The description of the X says: "…has a relaxed fit…"', of
 * the product named `name`; undefined when its data states no fit.
 */
export function fitOf(product: Product, asked: AskedFit, name: string): string | undefined {
  for (const states of STATED[asked]) {
    for (const [key, value] of Object.entries(product.attributes ?? {})) {
      const attribute = attributeWords(key);
      const values = toList(value);
      if (states.test(attribute) && values.length > 0)
        return `${capitalise(name)} lists ${attribute}: ${joinList(values.slice(0, 4))}.`;
    }
    const feature = allValues(product, 'feature').find((one) => states.test(one));
    if (feature !== undefined) return `${capitalise(name)} is ${feature}.`;
    const sentences = (product.description ?? '').match(/[^.!?]+[.!?]*/gu) ?? [];
    const told = sentences.find((sentence) => states.test(sentence));
    if (told !== undefined) return `The description of ${name} says: "${truncate(told.trim(), 160)}"`;
  }
  return undefined;
}

/**
 * 'The description of the Coastal Rain Jacket you're viewing says: "…has a relaxed fit…"', "Nothing in the details
 * of the Highpoint Hiking Boot you're viewing says how it fits; it comes in sizes 5 to 13." — or undefined when no
 * fit is asked.
 */
export function fitAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  const asked = askedFit(input.request.content);
  if (subject === undefined || product === undefined || asked === undefined) return undefined;
  const stated = fitOf(product, asked, subject.name);
  if (stated !== undefined) return stated;
  const they = pluralName(truncate(product.title, 50));
  const how =
    asked === 'width' ? `how wide ${they ? 'they fit' : 'it fits'}` : `how ${they ? 'they fit' : 'it fits'}`;
  const sizes = sizeOptions(product).map((option) => option.name);
  const comes = sizes.length === 0 ? '' : `; ${they ? 'they come' : 'it comes'} in ${sizesListed(sizes)}`;
  return `Nothing in the details of ${subject.name} says ${how}${comes}.`;
}
