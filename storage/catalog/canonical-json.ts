/** Canonical JSON (object keys in sorted order, undefined dropped) and the product content hash built on it. */
import { hash } from 'node:crypto';

/** A copy with every object's keys inserted in sorted order (integer-like keys come first, as JS orders them). */
function sortedCopy(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(sortedCopy);
  const record = value as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort()) copy[key] = sortedCopy(record[key]);
  return copy;
}

export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedCopy(value)) ?? 'null';
}

/** sha1 (hex) of the canonical JSON: equal for products that differ only in key order. */
export function contentHash(value: unknown): string {
  return hash('sha1', canonicalJson(value), 'hex');
}
