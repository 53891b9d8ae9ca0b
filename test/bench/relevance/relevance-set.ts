/**
 * Reads one relevance set from the shared folder (never copied into the repository): `products.jsonl`
 * (`{id, title, description?}` per line), `dev-queries.tsv` (query_id, query) and `dev-qrels.tsv`
 * (query_id, product_id, gain; gains may be decimal). Each TSV has a header row.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Product } from '../../../core/index.ts';

export const RELEVANCE_SETS = ['crowdflower', 'homedepot'] as const;
export type RelevanceSetName = (typeof RELEVANCE_SETS)[number];

export interface RelevanceQuery {
  id: string;
  text: string;
  /** product id → gain (judged products only). */
  judgements: Map<string, number>;
}

export interface RelevanceSet {
  name: string;
  products: Product[];
  queries: RelevanceQuery[];
}

/** `$AISLE_RELEVANCE_DIR`, else `<repo>/../shared/relevance`. */
export function relevanceDir(repoRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  return env['AISLE_RELEVANCE_DIR'] ?? resolve(repoRoot, '..', 'shared', 'relevance');
}

export const setExists = (dir: string, name: string): boolean =>
  existsSync(join(dir, name, 'products.jsonl')) && existsSync(join(dir, name, 'dev-queries.tsv'));

function tsvRows(path: string): string[][] {
  return readFileSync(path, 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split('\t'));
}

function readProducts(path: string): Product[] {
  const products: Product[] = [];
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const row = JSON.parse(line) as { id: string; title: string; description?: string | null };
    const product: Product = { id: String(row.id), title: String(row.title ?? '') };
    if (typeof row.description === 'string' && row.description.trim() !== '') {
      product.description = row.description;
    }
    products.push(product);
  }
  return products;
}

export function loadRelevanceSet(dir: string, name: string): RelevanceSet {
  const base = join(dir, name);
  const judgements = new Map<string, Map<string, number>>();
  for (const [queryId = '', productId = '', gain = '0'] of tsvRows(join(base, 'dev-qrels.tsv'))) {
    let forQuery = judgements.get(queryId);
    if (forQuery === undefined) judgements.set(queryId, (forQuery = new Map()));
    forQuery.set(productId, Number(gain));
  }
  const queries = tsvRows(join(base, 'dev-queries.tsv')).map(([id = '', text = '']) => ({
    id,
    text,
    judgements: judgements.get(id) ?? new Map<string, number>(),
  }));
  return { name, products: readProducts(join(base, 'products.jsonl')), queries };
}
