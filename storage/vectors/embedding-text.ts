/**
 * What is embedded for a product, and the hash that decides when to embed it again. The text is the product's
 * title, brand, category, attributes (sorted by name, so key order does not matter) and the start of its
 * description: the words a shopper's query may paraphrase. Prices, ratings and stock are left out; they
 * are filters, not meaning, so changing them does not cost a re-embedding.
 *
 * Some embedding models are trained with task prefixes and retrieve noticeably worse without them; the
 * known ones get theirs (documents and queries differ). The prefix is part of the hashed text.
 */
import { createHash } from 'node:crypto';
import type { Product } from '../../core/index.ts';

/** Characters of the description that are embedded (its opening usually says what the product is). */
export const DESCRIPTION_CHARS = 300;

interface Prefixes {
  document: string;
  query: string;
}

const NO_PREFIXES: Prefixes = { document: '', query: '' };

/** By model family (the name before any ":tag"). */
const MODEL_PREFIXES: Record<string, Prefixes> = {
  'nomic-embed-text': { document: 'search_document: ', query: 'search_query: ' },
  'mxbai-embed-large': {
    document: '',
    query: 'Represent this sentence for searching relevant passages: ',
  },
};

function prefixes(model: string): Prefixes {
  const family = model.split(':')[0]?.split('/').pop()?.toLowerCase() ?? '';
  return MODEL_PREFIXES[family] ?? NO_PREFIXES;
}

const clean = (text: string): string => text.replace(/\s+/g, ' ').trim();

function shortDescription(description: string | undefined): string {
  const text = clean(description ?? '');
  if (text.length <= DESCRIPTION_CHARS) return text;
  const cut = text.slice(0, DESCRIPTION_CHARS);
  const space = cut.lastIndexOf(' ');
  return space > DESCRIPTION_CHARS / 2 ? cut.slice(0, space) : cut;
}

/** The product as one short text, one fact per line. */
export function productText(product: Product): string {
  const lines = [clean(product.title)];
  if (product.brand?.trim()) lines.push(`Brand: ${clean(product.brand)}`);
  if (product.category?.trim()) lines.push(`Category: ${clean(product.category)}`);
  const attributes = Object.entries(product.attributes ?? {}).sort(([a], [b]) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  for (const [name, value] of attributes) {
    const text = clean(Array.isArray(value) ? value.join(', ') : value);
    if (text !== '') lines.push(`${clean(name)}: ${text}`);
  }
  const description = shortDescription(product.description);
  if (description !== '') lines.push(description);
  return lines.join('\n');
}

/** The text sent to `model` for a product. */
export function documentText(model: string, product: Product): string {
  return prefixes(model).document + productText(product);
}

/** The text sent to `model` for a shopper's query. */
export function queryText(model: string, text: string): string {
  return prefixes(model).query + clean(text);
}

/** sha1 of the model and the text embedded: a stored vector is current when this is unchanged. */
export function embeddingHash(model: string, text: string): string {
  return createHash('sha1').update(model).update('\u0000').update(text).digest('hex');
}
