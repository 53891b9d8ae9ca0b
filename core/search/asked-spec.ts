/**
 * Which of the viewed product's attributes a question asks for, in the shopper's words: "how thick is it?" (a
 * `thickness`), "what's the heel drop?" (`heelDrop`), "what is the blade length?", "how many ml is it?" (an
 * attribute in millilitres), "how many people does it sleep?" (one counting people), "how much battery life does
 * it have?". Only attributes the product has count, so "what's the return policy?" asks for none. Colour, size,
 * material, features and audience have questions of their own. Pure.
 */
import { attributeWords } from './attribute-words.ts';
import { measureOf } from './measures.ts';
import { queryDefaults } from './query-defaults.ts';
import { questionPart } from './question-about-it.ts';
import type { Product } from '../schemas/product.ts';
import { alternation } from './text-tools.ts';

const { specAdjectives, optionNouns } = queryDefaults.pageContext;
/** Attributes asked by questions of their own (question-about-it.ts, viewed-fact.ts). */
const OWN_QUESTIONS = /^(?:colou?rs?|sizes?|materials?|fabrics?|features?|gender|audience)$/i;
const POINTER = '(?:it|this|that|they|these|those|this one|that one)';

/** "how long is the blade?": the adjective, and the thing it measures when the question names one. */
const HOW_ADJECTIVE = new RegExp(
  `\\bhow (${alternation(Object.keys(specAdjectives))})\\b(?: (?:is|are) (?:the|its|their) ([\\p{L}]+))?`,
  'iu',
);
const HOW_MANY = /\bhow (?:much|many) ([\p{L}]+(?: [\p{L}]+)?)/iu;
const WHAT_THE = new RegExp(
  `\\bwhat(?:'s| is| are|s)? (?:the|its|their) ([\\p{L}][\\p{L} -]{1,40}?)(?= of ${POINTER}| on ${POINTER}| for ${POINTER}|\\s*[?.!]|$)`,
  'iu',
);
const WHAT_X_IS_IT = new RegExp(
  `\\bwhat ([\\p{L}]+(?: [\\p{L}]+)?) (?:is|are|does|do|has|have) ${POINTER}\\b`,
  'iu',
);

/** "lengths" → "length", "heels" → "heel": plural folded. */
const singular = (word: string): string =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular);

/** The unit family a word names alone ("ml", "people", "watts"), if any. */
const unitFamily = (word: string): string | undefined => measureOf(`1 ${word}`)?.unit;

/**
 * Whether a noun names the product or a part of it: a word of its title, category or attribute names, or an
 * option noun ("how big is the bottle?").
 */
function namesPart(product: Product, noun: string): boolean {
  const word = singular(noun.toLowerCase());
  if (optionNouns.includes(word)) return true;
  const named = [
    product.title,
    product.category ?? '',
    ...Object.keys(product.attributes ?? {}).map(attributeWords),
  ];
  return named.some((text) => wordsOf(text).includes(word));
}

/** The attribute keys of `product` the question asks for, in the product's order; none when it asks no spec. */
export function askedSpecs(content: string, product: Product): string[] {
  // "tell me about the warranty" asks as "what's the warranty?" does.
  const text = questionPart(content.replaceAll('’', "'"));
  const nouns: string[] = [];
  const how = HOW_ADJECTIVE.exec(text);
  const adjective = how?.[1]?.toLowerCase();
  // "how long is the warranty?" measures no part the product names: no length of it is asked.
  const measured = how?.[2] === undefined || namesPart(product, how[2]);
  if (adjective !== undefined && measured) nouns.push(...(specAdjectives[adjective] ?? []).flatMap(wordsOf));
  for (const pattern of [HOW_MANY, WHAT_THE, WHAT_X_IS_IT]) {
    const phrase = pattern.exec(text)?.[1];
    if (phrase !== undefined) nouns.push(...wordsOf(phrase));
  }
  if (nouns.length === 0) return [];
  const families = new Set(nouns.flatMap((noun) => unitFamily(noun) ?? []));
  const asked: string[] = [];
  for (const [key, value] of Object.entries(product.attributes ?? {})) {
    const words = wordsOf(attributeWords(key));
    if (words.length === 0 || OWN_QUESTIONS.test(words.join(''))) continue;
    const named = words.some((word) => nouns.includes(word));
    const values = Array.isArray(value) ? value : [value];
    const measured = values.some((one) => {
      const unit = typeof one === 'string' ? measureOf(one)?.unit : undefined;
      return unit !== undefined && families.has(unit);
    });
    if (named || measured) asked.push(key);
  }
  return asked;
}
