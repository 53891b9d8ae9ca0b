/**
 * The content generation prompt (version content-v1): FAQs and highlights for one product page, answered as
 * JSON constrained by a schema. A retry adds a short note saying what was wrong with the previous reply.
 */
import type { Product } from '../../core/index.ts';
import { DATA_RULES, dataMessage, type PromptMessage } from './data-block.ts';
import { productFacts } from './product-facts.ts';

export const CONTENT_PROMPT_VERSION = 'content-v1';

export const CONTENT_SYSTEM_PROMPT = [
  'You write the FAQs and highlights for one product page of an online shop.',
  DATA_RULES,
  'Reply with one JSON object only: {"faqs": [{"question": string, "answer": string}], "highlights": [string]}.',
  'Rules:',
  '- 3 to 6 FAQs a shopper would ask about this product. Answer each only from the facts in DATA.product.',
  '  Ask only questions the facts can answer; never invent specifications, warranties, shipping or return policies.',
  "- 3 to 5 highlights: short phrases of at most 12 words, each naming one of the product's strongest facts.",
  '- Plain text inside the strings: no markdown, no HTML, no links.',
  '- Write in the language of the product data.',
].join('\n');

export function buildContentMessages(product: Product): PromptMessage[] {
  return [
    { role: 'system', content: CONTENT_SYSTEM_PROMPT },
    {
      role: 'user',
      content: dataMessage('Write the FAQs and highlights for this product.', {
        product: productFacts(product, { descriptionLength: 1200 }),
      }),
    },
  ];
}

/** Appended on a retry; `problem` is our own validator's summary, never text from the model or the shop. */
export function retryMessage(problem: string): PromptMessage {
  return {
    role: 'user',
    content: `Your previous reply was not valid (${problem}). Reply again with one JSON object that follows the rules exactly.`,
  };
}
