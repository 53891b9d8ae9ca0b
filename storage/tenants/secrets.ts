/** API keys and signing secrets. Keys are stored only as SHA-256 hashes; nothing here is ever logged. */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const API_KEY_PREFIX = 'aisle_';

export const newApiKey = (): string => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

export const newSigningSecret = (): string => randomBytes(32).toString('base64url');

export const hashApiKey = (key: string): Buffer => createHash('sha256').update(key, 'utf8').digest();

const DUMMY_HASH = hashApiKey('');

/** Constant-time comparison of a presented key with a stored hash (a missing hash never matches). */
export function apiKeyMatches(key: string, storedHash: Buffer | undefined): boolean {
  if (typeof key !== 'string') return false;
  const presented = hashApiKey(key);
  const known = storedHash !== undefined && storedHash.length === presented.length;
  const equal = timingSafeEqual(presented, known ? storedHash : DUMMY_HASH);
  return known && equal;
}
