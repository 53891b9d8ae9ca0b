/**
 * An attribute's name as words: "batteryLife" → "battery life", "blade_length" → "blade length". One reading for
 * the search index (storage) and the offline chat (llm), so a word that finds a product is one the chat sees.
 */
export const attributeWords = (name: string): string =>
  name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
