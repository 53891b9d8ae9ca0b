/** Reads pre-written FAQs and highlights from a JSON Lines file, one product per line. */
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { z } from 'zod';
import { readJsonLines } from './json-rows.ts';
import { byLine, type RowError } from './row-error.ts';
import { validateRows } from './validate-rows.ts';

const text = z.string().trim().min(1, 'must be a non-empty string');

export const contentRowSchema = z
  .strictObject({
    productId: text,
    faqs: z.array(z.strictObject({ question: text, answer: text })).optional(),
    highlights: z.array(text).optional(),
    generatedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((row) => row.faqs !== undefined || row.highlights !== undefined, {
    message: 'has neither "faqs" nor "highlights"',
  });

export interface ContentRow {
  productId: string;
  faqs?: { question: string; answer: string }[];
  highlights?: string[];
  generatedAt?: Date;
}

export interface ParsedContent {
  rows: ContentRow[];
  /** Ordered by line. Rows with errors are not in `rows`. */
  errors: RowError[];
}

export function parseContentText(input: string): ParsedContent {
  const read = readJsonLines(input);
  const { valid, errors } = validateRows(read.rows, contentRowSchema, { idField: 'productId' });
  const rows = valid.map(({ productId, faqs, highlights, generatedAt }) => {
    const row: ContentRow = { productId };
    if (faqs !== undefined) row.faqs = faqs;
    if (highlights !== undefined) row.highlights = highlights;
    if (generatedAt !== undefined) row.generatedAt = new Date(generatedAt);
    return row;
  });
  return { rows, errors: [...read.errors, ...errors].sort(byLine) };
}

const CONTENT_EXTENSIONS = ['.jsonl', '.ndjson'];

export function parseContentFile(path: string): ParsedContent {
  const extension = extname(path).toLowerCase();
  if (!CONTENT_EXTENSIONS.includes(extension)) {
    const named = extension === '' ? 'no extension' : `extension "${extension}"`;
    throw new Error(
      `Cannot import ${path}: ${named} is not a content format (accepted: ${CONTENT_EXTENSIONS.join(', ')})`,
    );
  }
  return parseContentText(readFileSync(path, 'utf8'));
}
