/** Every prompt the Ollama layer sends, in one place. Bump a version whenever its wording changes. */
export { SEARCH_PROMPT_VERSION, buildSearchMessages } from './search-prompt.ts';
export { SEARCH_SYSTEM_PROMPT } from './search-system-prompt.ts';
export { COMPARE_PROMPT_VERSION, COMPARE_SYSTEM_PROMPT, buildCompareMessages } from './compare-prompt.ts';
export {
  CONTENT_PROMPT_VERSION,
  CONTENT_SYSTEM_PROMPT,
  buildContentMessages,
  retryMessage,
} from './content-prompt.ts';
export { QUERY_PROMPT_VERSION, QUERY_SYSTEM_PROMPT, buildQueryMessages } from './query-prompt.ts';
export { DATA_OPEN, DATA_CLOSE, cleanText, safeJson, dataMessage, type PromptMessage } from './data-block.ts';
export { productFacts, type ProductFacts } from './product-facts.ts';

import { COMPARE_PROMPT_VERSION } from './compare-prompt.ts';
import { CONTENT_PROMPT_VERSION } from './content-prompt.ts';
import { QUERY_PROMPT_VERSION } from './query-prompt.ts';
import { SEARCH_PROMPT_VERSION } from './search-prompt.ts';

export const PROMPT_VERSIONS = [
  SEARCH_PROMPT_VERSION,
  COMPARE_PROMPT_VERSION,
  CONTENT_PROMPT_VERSION,
  QUERY_PROMPT_VERSION,
] as const;
