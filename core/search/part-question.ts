/**
 * "is the battery long-lasting?", "does the battery last long?", "is the battery life good?": a yes/no question
 * about a part of the viewed product that one of its attributes names ("battery life"), asked of it as "is it …?"
 * is. Only a word of its own attribute names counts: "do the boots come in black?" on a jacket's page is no such
 * question. Pure.
 */
import type { Product } from '../schemas/product.ts';
import { attributeWords } from './attribute-words.ts';
import { questionPart } from './question-about-it.ts';

const PART_QUESTION =
  /^\s*(?:is|are|does|do|will|would|can|has|have)\s+(?:the|its|their)\s+([\p{L}-]+)(?![\p{L}\p{N}])/iu;

/** Attribute names asked by questions of their own, or naming no part ("features"). */
const NO_PART = new Set(['color', 'colour', 'size', 'feature', 'features', 'gender', 'audience']);

/** Whether `content` asks a yes/no question about a part of `product` one of its attribute names names. */
export function asksAboutPart(content: string, product: Product): boolean {
  const word = PART_QUESTION.exec(questionPart(content.replaceAll('’', "'")))?.[1]?.toLowerCase();
  if (word === undefined || NO_PART.has(word)) return false;
  return Object.keys(product.attributes ?? {}).some((key) =>
    attributeWords(key).toLowerCase().split(' ').includes(word),
  );
}
