/**
 * "does it fit a 15 inch laptop?", "can it hold a laptop?": room for a device (`askedDevice`) asked of the viewed
 * product, from its own data: a measured attribute named for the device ("laptopSize": "16-inch") compared with
 * the size asked; else a phrase of its description holding the device ("a padded sleeve for a laptop or
 * tablet"); else that it lists none.
 */
import { askedDevice, attributeWords, measureOf, type Product } from '../../core/index.ts';
import { capitalise } from './english-list.ts';
import { hasWordStarting, productText, toList } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { viewedSubject } from './viewed-subject.ts';

/** Devices carried in a sleeve: a product without a word of them "lists no laptop sleeve". */
const CARRIED = new Set(['laptop', 'notebook', 'macbook', 'chromebook', 'tablet', 'ipad']);

/** Its largest value of an attribute whose name holds the device's word ("laptop size"), with its measure. */
export function deviceSize(product: Product, device: string) {
  const values = Object.entries(product.attributes ?? {})
    .filter(([key]) => attributeWords(key).split(' ').includes(device))
    .flatMap(([, value]) => toList(value))
    .flatMap((value) => {
      const measure = measureOf(value);
      return measure === undefined ? [] : [{ value, measure }];
    });
  return values.sort((a, b) => b.measure.value - a.measure.value)[0];
}

/** "a padded sleeve for a laptop or tablet": a phrase of the description naming a place for the device. */
export function descriptionPhrase(product: Product, device: string): string | undefined {
  const phrase = new RegExp(
    `(?<![\\p{L}])(?:a|an)\\s+(?:[\\p{L}-]+\\s+){1,3}?for\\s+(?:(?:a|an|your|up to)\\s+)?[^.;,]*?(?<![\\p{L}])${device}s?(?![\\p{L}])(?:\\s+or\\s+(?:a\\s+|an\\s+)?[\\p{L}]+)?`,
    'iu',
  );
  return phrase.exec(product.description ?? '')?.[0];
}

/** "Yes: the Transit Backpack you're viewing fits laptops up to 16-inch." — or undefined. */
export function deviceAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  const asked = askedDevice(input.request.content);
  if (subject === undefined || product === undefined || asked === undefined) return undefined;
  const { name } = subject;
  const { device, size } = asked;
  const measured = deviceSize(product, device);
  if (measured !== undefined) {
    const fits = `fits ${device}s up to ${measured.value}`;
    const roomy =
      size === undefined ||
      size.measure.unit !== measured.measure.unit ||
      size.measure.value <= measured.measure.value + 1e-6;
    if (roomy) return `Yes: ${name} ${fits}.`;
    const others = input.relaxed.length === 0 && input.products.some((shown) => shown.id !== subject.id);
    return `No: ${name} ${fits}${others ? `; these similar products fit ${size.said}` : ''}.`;
  }
  const phrase = descriptionPhrase(product, device);
  const noSize = `lists no ${device} size`;
  if (phrase !== undefined)
    return size === undefined
      ? `Yes: ${name} has ${phrase}.`
      : `I can't tell whether it fits ${size.said}: ${name} has ${phrase}, but ${noSize}.`;
  if (hasWordStarting(productText(product), device))
    return `${capitalise(name)} mentions "${device}", but ${noSize}.`;
  return `${capitalise(name)} ${CARRIED.has(device) ? `lists no ${device} sleeve` : noSize}.`;
}
