/**
 * "is the battery long-lasting?", "does the battery last long?", "is the battery life good?": a yes/no question
 * about a part of the viewed product that one of its attributes names ("battery life"), asked of it as "is it …?"
 * is. Only a word of its own attribute names counts: "do the boots come in black?" on a jacket's page is no such
 * question. Pure.
 */
import type { Product } from '../schemas/product.ts';
import { attributeWords } from './attribute-words.ts';
import { questionPart } from './question-about-it.ts';
import { queryDefaults } from './query-defaults.ts';
import type { SearchQuery } from './search-query.ts';

const PART_QUESTION =
  /^\s*(?:is|are|does|do|will|would|can|has|have)\s+(?:the|its|their)\s+([\p{L}-]+)(?![\p{L}\p{N}])/iu;

/** Attribute names asked by questions of their own, or naming no part ("features"). */
const NO_PART = new Set(['color', 'colour', 'size', 'feature', 'features', 'gender', 'audience']);

/** Whether `content` asks a yes/no question about a part of `product` one of its attribute names names. */
export function asksAboutPart(content: string, product: Product): boolean {
  return partAsked(content, product) !== undefined;
}

/** The attribute of `product` whose part `content` asks a yes/no question about ("handle"), if any. */
function partAsked(content: string, product: Product): string | undefined {
  const word = PART_QUESTION.exec(questionPart(content.replaceAll('’', "'")))?.[1]?.toLowerCase();
  if (word === undefined || NO_PART.has(word)) return undefined;
  return Object.keys(product.attributes ?? {}).find((key) =>
    attributeWords(key).toLowerCase().split(' ').includes(word),
  );
}

/**
 * `query` without the materials asked of a part of the viewed product (`product`) that an attribute of its own
 * names: "is the handle wood?" of a chef's knife asks of its handle, not of knives made of wood (it had listed a
 * maple cutting board as "wood products like" the knife). A question of its material ("is the material cotton?")
 * keeps them.
 */
export function withoutPartMaterials(query: SearchQuery, content: string, product?: Product): SearchQuery {
  const part = product === undefined ? undefined : partAsked(content, product);
  if (part === undefined || query.filters.materials === undefined) return query;
  if (queryDefaults.vocabularyAttributes.materials.includes(part.toLowerCase())) return query;
  const { materials: _part, ...filters } = query.filters;
  return { ...query, filters };
}
