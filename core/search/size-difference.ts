/**
 * "what's the difference between the sizes?", "how do the sizes differ?": what sets the viewed product's sizes apart,
 * answered from its own sizes, their prices and stock (llm/offline/viewed-size-difference.ts). They had been held as
 * words ('I can't tell: nothing about … mentions "difference" or "between"'). Pure.
 */
import { questionPart } from './question-about-it.ts';

const SIZES = '(?:the\\s+|its\\s+|their\\s+)?(?:sizes|size\\s+options)';
const DIFFERENCE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:differences?\\s+(?:between|among|in)\\s+${SIZES}|how\\s+do\\s+${SIZES}\\s+differ|` +
    `what\\s+differs\\s+between\\s+${SIZES}|how\\s+are\\s+${SIZES}\\s+different)(?![\\p{L}\\p{N}])`,
  'iu',
);

/** Whether `content` asks what sets the sizes of the product it is about apart. */
export const asksSizeDifference = (content: string): boolean =>
  DIFFERENCE.test(questionPart(content.replaceAll('’', "'")));
