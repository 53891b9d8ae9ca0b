/**
 * "does it work with iphone?", "is it compatible with android?" asked of the viewed product (`askedCompatibility`):
 * a yes only where its data names the device, else no guess, with what its data says of how it connects
 * (`pageContext.compatibility.attributes`: "I can't tell whether it works with iphone: nothing about the Nova Wireless
 * Lightweight Over-Ear Headphones you're viewing mentions "iphone"; they list connectivity: Bluetooth 5.3."). It had
 * said nothing mentions "work" or "iphone". Pure.
 */
import { askedCompatibility, attributeWords, queryDefaults } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { containsPhrase, pluralName, productText, toList, truncate } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { viewedSubject } from './viewed-subject.ts';

const ATTRIBUTES = new Set(
  queryDefaults.pageContext.compatibility.attributes.map((name) =>
    name.toLowerCase().replace(/[\s_-]+/gu, ''),
  ),
);

/** The answer about the viewed product, or undefined when no device is asked or its details name it. */
export function compatibilityAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const product = subject?.product;
  const asked = askedCompatibility(input.request.content);
  if (subject === undefined || product === undefined || asked === undefined) return undefined;
  const { device, said: named } = asked;
  // Its details name the device: what they say is said by the answers that quote them (viewed-suitability.ts).
  if (containsPhrase(productText(product), device)) return undefined;
  const they = pluralName(truncate(product.title, 50));
  const listed = Object.entries(product.attributes ?? {}).flatMap(([key, value]) => {
    const values = toList(value);
    return ATTRIBUTES.has(key.toLowerCase()) && values.length > 0
      ? [`${attributeWords(key)}: ${joinList(values)}`]
      : [];
  });
  const lists = they ? 'they list' : 'it lists';
  const said = listed.length > 0 ? `; ${lists} ${joinList(listed)}` : `, and ${lists} no connectivity`;
  return `I can't tell whether ${they ? 'they work' : 'it works'} with ${named}: nothing about ${subject.name} mentions "${device}"${said}.`;
}
