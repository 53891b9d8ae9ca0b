/**
 * "does it have spf?", "does it have a warranty?", "has it got a heel drop?": an attribute named outright and asked
 * with "have" of the viewed product, whose value is a measure ("SPF 50", "2 years", "8 mm"), is answered by its
 * value ("Yes: … has SPF 50.", "Yes: … has a warranty of 2 years."). Its name must be the words asked, short ones
 * too ("spf"), so a question of anything else is left to the answers after it (viewed-suitability.ts).
 */
import { attributeWords, type Product } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { toList } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { viewedSubject } from './viewed-subject.ts';

/** "does it have (a|an|any) X?", "has it got X?", "do they have X?": the X asked. */
const HAS_ASKED =
  /^\s*(?:(?:does|do)\s+(?:it|this|this one|they|these)\s+have|(?:has|have)\s+(?:it|this|this one|they|these)\s+got)\s+(?:(?:an?|any|some)\s+)?(.+?)[\s?.!]*$/iu;

/** Words of an attribute's name or a phrase, lower-case. */
const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The attribute of `product` named by exactly the words asked, with its values holding a number. */
function measureNamed(product: Product, asked: string): { name: string; values: string[] } | undefined {
  const words = wordsOf(asked).join(' ');
  for (const [key, value] of Object.entries(product.attributes ?? {})) {
    const name = attributeWords(key);
    if (wordsOf(name).join(' ') !== words) continue;
    const values = toList(value).filter((one) => /\d/u.test(one));
    if (values.length > 0) return { name, values };
  }
  return undefined;
}

/** "Yes: the Mineral Sunscreen SPF 50 you're viewing has SPF 50." — or undefined. */
export function hasMeasureAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const asked = HAS_ASKED.exec(input.request.content.replaceAll('’', "'"))?.[1];
  if (subject?.product === undefined || asked === undefined) return undefined;
  const named = measureNamed(subject.product, asked);
  if (named === undefined) return undefined;
  const listed = joinList(named.values.slice(0, 4), 'or');
  // "SPF 50" says its name; "2 years" is said as "a warranty of 2 years".
  const said = named.values.every((value) => wordsOf(value).includes(wordsOf(named.name).at(-1)!))
    ? listed
    : `${/^[aeiou]/iu.test(named.name) ? 'an' : 'a'} ${named.name} of ${listed}`;
  return `Yes: ${subject.name} has ${said}.`;
}
