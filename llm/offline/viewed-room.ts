/**
 * "will it fit a 7 inch wrist?", "does it hold a 1 litre bottle?": room for a thing of a size (`askedRoom`, not a
 * device: viewed-device.ts) asked of the viewed product, from its own data. Only an attribute measuring that thing
 * (its name holds the thing's word: "wrist size") answers yes or no; a measure of something else ("case size: 41
 * mm") says nothing of the thing, so it is said beside "I can't tell", never read as the thing's room.
 */
import { askedRoom, attributeWords, measureOf, type Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { hasWordStarting, productText, toList } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { specPhrase } from './spec-phrase.ts';
import { viewedSubject } from './viewed-subject.ts';

/** Its attributes whose values are measures in `unit`, each with its words and values. */
function measuredIn(product: Product, unit: string) {
  return Object.entries(product.attributes ?? {}).flatMap(([key, value]) => {
    const values = toList(value).filter((one) => measureOf(one)?.unit === unit);
    return values.length === 0 ? [] : [{ name: attributeWords(key), values }];
  });
}

/** "Yes: the Atlas Smartwatch you're viewing has a wrist size of 200 mm." — or undefined. */
export function roomAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  const asked = askedRoom(input.request.content);
  if (subject === undefined || product === undefined || asked === undefined) return undefined;
  const { name } = subject;
  const { thing, forms, size } = asked;
  const family = measuredIn(product, size.measure.unit);
  const own = family.find((one) => one.name.split(' ').some((word) => forms.includes(word)));
  if (own !== undefined) {
    const largest = Math.max(...own.values.map((value) => measureOf(value)?.value ?? 0));
    const verdict = size.measure.value <= largest + 1e-6 ? 'Yes' : 'No';
    return `${verdict}: ${name} ${specPhrase(own.name, own.values)}.`;
  }
  // "I can't tell whether it fits 7 inch: … lists no wrist size; it has a case size of 41 mm."
  const [singular] = forms.slice(-1);
  const mentioned = hasWordStarting(productText(product), singular ?? thing)
    ? `mentions "${thing}", but `
    : '';
  const others = family.slice(0, 2).map((one) => specPhrase(one.name, one.values));
  const stated = others.length === 0 ? '' : `; it ${joinList(others)}`;
  return `I can't tell whether it fits ${size.said}: ${name} ${mentioned}lists no ${singular ?? thing} size${stated}.`;
}
