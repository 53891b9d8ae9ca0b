/**
 * The query understanding prompt (version query-v2: onSale and the popular sort): turns the shopper's words into
 * the structured search the catalogue understands, answered as JSON constrained by a schema.
 */
import { cleanText, DATA_RULES, dataMessage, type PromptMessage } from './data-block.ts';

export const QUERY_PROMPT_VERSION = 'query-v2';

export const QUERY_SYSTEM_PROMPT = [
  "You turn a shopper's search request (DATA.shopperRequest) into a structured product search for an online shop.",
  DATA_RULES,
  'Reply with one JSON object only, with these fields:',
  '- text: the words to match (product type, brand, descriptive words), without prices, sort words or filler.',
  '- filters: only constraints the shopper actually stated: priceMin and priceMax (numbers), colors, sizes, materials,',
  '  brands, categories, audience (such as men, women, kids), features, minRating (0 to 5), inStock (true only when asked),',
  '  onSale (true only when the shopper asks for discounted items: "on sale", "clearance", "deals"),',
  '  excludeTerms (things the shopper does not want). Lists hold short lowercase words.',
  '- sort: "relevance" unless the shopper asks for the cheapest ("price_asc"), most expensive ("price_desc"),',
  '  best rated ("rating"), newest ("newest") or most popular / best sellers ("popular").',
  'Never add a constraint that is not in the request.',
].join('\n');

export function buildQueryMessages(content: string): PromptMessage[] {
  return [
    { role: 'system', content: QUERY_SYSTEM_PROMPT },
    {
      role: 'user',
      content: dataMessage('Structure this search request.', { shopperRequest: cleanText(content, 500) }),
    },
  ];
}
