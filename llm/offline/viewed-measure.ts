/**
 * "does it come in 75 ml?", "is it available in 10 ft?", "is there a 100 ml?": a measure asked of the viewed product, answered from its
 * own and its variants' attribute values of that measure's family ("volume": "50 ml", "75 ml", "100 ml"), with a
 * note when the variant that has it is out of stock. A product with no value of that family gets no answer.
 */
import { measureOf, type AttributeValue } from '../../core/index.ts';
import { joinList } from './english-list.ts';
import { toList } from './product-attributes.ts';
import type { SearchMessageInput } from './search-message.ts';
import { viewedSubject } from './viewed-subject.ts';

const COMES_IN =
  /^\s*(?:does|do|is|are)\s+(?:it|this|they|these)\s+(?:come|comes|available|sold|offered)\s+in\s+(?:an?\s+)?(.+?)[\s?.!]*$/iu;
/** "is there a 100 ml?", "do you have it in 100 ml?", "is there a 100 ml bottle?" (the noun after it dropped). */
const OPTION_ASKED =
  /^\s*(?:is there|are there|do you have|have you got)\s+(?:(?:it|this|that|them|these|those)\s+in\s+)?(?:(?:an?|any)\s+)?(.+?)[\s?.!]*$/iu;

/** The measure a question asks it to come in, as the shopper wrote it. */
function askedMeasure(content: string): string | undefined {
  const plain = content.replaceAll('’', "'");
  const phrase = (COMES_IN.exec(plain) ?? OPTION_ASKED.exec(plain))?.[1]?.trim();
  if (phrase === undefined) return undefined;
  if (measureOf(phrase) !== undefined) return phrase;
  const shorter = phrase.replace(/\s+[\p{L}]+$/u, '');
  return shorter !== phrase && measureOf(shorter) !== undefined ? shorter : undefined;
}

const measuredValues = (attributes: Record<string, AttributeValue> | undefined, unit: string): string[] =>
  Object.values(attributes ?? {})
    .flatMap(toList)
    .filter((value) => measureOf(value)?.unit === unit);

const same = (a: string, b: string): boolean => {
  const [x, y] = [measureOf(a), measureOf(b)];
  return x !== undefined && y !== undefined && x.unit === y.unit && Math.abs(x.value - y.value) < 1e-6;
};

/** "Yes: the Fragrance-Free Moisturizer you're viewing comes in 75 ml, but not in stock right now." — or undefined. */
export function measureAnswer(input: SearchMessageInput): string | undefined {
  const subject = viewedSubject(input);
  const viewed = subject?.product;
  const phrase = askedMeasure(input.request.content);
  const asked = phrase === undefined ? undefined : measureOf(phrase);
  if (subject === undefined || viewed === undefined || phrase === undefined || asked === undefined)
    return undefined;
  const own = measuredValues(viewed.attributes, asked.unit);
  const variants = (viewed.variants ?? []).map((variant) => ({
    variant,
    values: measuredValues(variant.attributes, asked.unit),
  }));
  const values = [...new Set([...own, ...variants.flatMap(({ values }) => values)])];
  if (values.length === 0) return undefined;
  const name = subject.name;
  if (!values.some((value) => same(value, phrase))) return `No: ${name} comes in ${joinList(values, 'or')}.`;
  const offering = variants.filter(({ values }) => values.some((value) => same(value, phrase)));
  const inStock =
    viewed.available !== false &&
    (offering.length === 0 || offering.some(({ variant }) => variant.available !== false));
  return `Yes: ${name} comes in ${phrase.trim()}${inStock ? '' : ", but it's out of stock right now"}.`;
}
